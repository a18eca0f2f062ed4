/**
 * The CLI's llm seats, --trace, --export and `arbiter trace`, against a
 * local endpoint on loopback.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TraceSummary } from '@arbiter/agents';
import { type FakeEndpoint, gamePlayingResponder, startFakeEndpoint } from '@arbiter/agents/testing';
import { toyGame } from '@arbiter/core/testing';
import { type BatchReport, checkDecisionFile } from '@arbiter/sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOneErrorLine, runCli } from './run-cli.ts';

let endpoint: FakeEndpoint;
let env: Record<string, string>;
const dir = mkdtempSync(join(tmpdir(), 'arbiter-cli-llm-'));
beforeAll(async () => {
  endpoint = await startFakeEndpoint(gamePlayingResponder());
  env = {
    ARBITER_LLM_BASE_URL: endpoint.baseURL,
    ARBITER_LLM_MODEL: 'fake-model',
    ARBITER_LLM_TIMEOUT_MS: '5000',
  };
});
afterAll(async () => {
  await endpoint.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('arbiter play with an llm seat', () => {
  it('plays the game out, the llm seat answering through the endpoint, and traces it', async () => {
    const trace = join(dir, 'play.trace.jsonl');
    const run = await runCli(
      ['play', 'toy', '--seat1', 'llm', '--seat2', 'random', '--seed', '3', '--trace', trace],
      {
        env,
      },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Toy: seed 3; seat 1 llm, seat 2 random$/m);
    expect(run.stdout.match(/^seat 1 \(llm\): play \d$/gm)).toHaveLength(3);
    expect(run.stdout).toMatch(/Game over after 6 actions/);
    const lines = readFileSync(trace, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.map((l) => JSON.parse(l).match)).toEqual(['3', '3', '3']);
  });

  it('refuses an llm seat when the environment names no endpoint, or names it wrongly', async () => {
    const none = await runCli(['play', 'toy', '--seat1', 'random', '--seat2', 'llm']);
    expect(none.code).toBe(2);
    expect(expectOneErrorLine(none)).toBe(
      'arbiter: an llm seat needs an endpoint: set ARBITER_LLM_BASE_URL and ARBITER_LLM_MODEL (and ARBITER_LLM_API_KEY if it wants one)',
    );
    const bad = await runCli(['sim', 'toy', '--games', '1', '--agents', 'llm'], {
      env: { ...env, ARBITER_LLM_MAX_RETRIES: 'many' },
    });
    expect(bad.code).toBe(2);
    expect(expectOneErrorLine(bad)).toBe(
      "arbiter: ARBITER_LLM_MAX_RETRIES must be a whole number >= 0, not 'many'",
    );
    const noLlm = await runCli(['sim', 'toy', '--games', '1', '--trace', join(dir, 'x.jsonl')]);
    expect(expectOneErrorLine(noLlm)).toMatch(
      /--trace records the llm agent's decisions, and no seat is llm/,
    );
  });
});

describe('arbiter sim with llm seats and --export', () => {
  it('plays llm seats (several games at once with --workers), exports every decision, traces the llm ones', async () => {
    const trace = join(dir, 'sim.trace.jsonl');
    const exported = join(dir, 'sim.decisions.jsonl');
    const args = ['sim', 'toy', '--games', '4', '--seed', '9', '--agents', 'llm,greedy', '--no-timing'];
    const run = await runCli([...args, '--workers', '2', '--export', exported, '--trace', trace, '--json'], {
      env,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as BatchReport;
    expect(report.agents).toEqual(['llm', 'greedy']);
    expect(report.export).toEqual({ path: exported, games: 4, decisions: 24 });
    expect(await checkDecisionFile(exported, () => toyGame)).toEqual({ games: 4, decisions: 24 });
    expect(readFileSync(trace, 'utf8').trimEnd().split('\n')).toHaveLength(12);

    const summary = await runCli(['trace', trace]);
    expect(summary.code).toBe(0);
    expect(summary.stdout).toMatch(/^.*sim\.trace\.jsonl: toy \(model fake-model\)$/m);
    expect(summary.stdout).toMatch(/^decisions\s+12$/m);
    expect(summary.stdout).toMatch(
      /^latency per asked decision: mean \d+ ms, median \d+ ms, p95 \d+ ms, max \d+ ms$/m,
    );
    const json = JSON.parse((await runCli(['trace', trace, '--json'])).stdout) as TraceSummary;
    expect(json).toMatchObject({ decisions: 12, fallbacks: 0, games: ['toy'], models: ['fake-model'] });
  });

  it('--export without llm seats, in the text report', async () => {
    const exported = join(dir, 'random.decisions.jsonl');
    const run = await runCli(['sim', 'toy', '--games', '5', '--export', exported]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`export: 30 decisions of 5 games written to ${exported}\n`);
  });
});

describe('arbiter trace refuses what is not a trace', () => {
  it('a missing file (usage), a file with no trace record (failure)', async () => {
    const missing = await runCli(['trace', join(dir, 'nope.jsonl')]);
    expect(missing.code).toBe(2);
    expect(expectOneErrorLine(missing)).toMatch(/nope\.jsonl: no such file$/);
    const junk = join(dir, 'junk.jsonl');
    writeFileSync(junk, 'hello\n{"a":1}\n');
    const run = await runCli(['trace', junk]);
    expect(run.code).toBe(1);
    expect(expectOneErrorLine(run)).toMatch(
      /junk\.jsonl: no trace records \(2 lines are not trace records\)$/,
    );
  });
});
