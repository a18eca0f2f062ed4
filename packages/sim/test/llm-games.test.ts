/**
 * The LLM agent plays every game in the catalog to the end, against a local
 * endpoint (loopback) that answers from the prompt with every kind of slip:
 * prose around the JSON, names, action objects, malformed JSON, indices out
 * of range, HTTP 500s. Nothing leaves the machine.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LlmSettings, summarizeTrace } from '@arbiter/agents';
import { type FakeEndpoint, gamePlayingResponder, startFakeEndpoint } from '@arbiter/agents/testing';
import { games as catalog, findGame } from '@arbiter/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDecisionFile, type DecisionRecord, runBatch, stripTiming } from '../src/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-llm-sim-'));
let endpoint: FakeEndpoint;
beforeAll(async () => {
  endpoint = await startFakeEndpoint(gamePlayingResponder());
});
afterAll(async () => {
  await endpoint.close();
  rmSync(dir, { recursive: true, force: true });
});

const settings = (tracePath: string): LlmSettings => ({
  baseURL: endpoint.baseURL,
  model: 'fake-model',
  retryDelayMs: 0,
  timeoutMs: 5000,
  tracePath,
});

describe('LLM agent games run to completion', () => {
  it.each(catalog.map((g) => [g.id]))(
    '%s: llm against greedy, every decision traced and legal',
    async (id) => {
      const game = findGame(id);
      const trace = join(dir, `${id}.trace.jsonl`);
      const exportPath = join(dir, `${id}.decisions.jsonl`);
      const report = await runBatch({
        game,
        games: 2,
        seed: 1,
        agents: ['llm', 'greedy'],
        agentSettings: { samples: 1, llm: settings(trace) },
        exportPath,
      });
      expect(report.games).toBe(2);
      expect(report.wins[0] + report.wins[1] + report.draws).toBe(2);

      // Every chosen action was legal where it was chosen: the engine replays the export.
      const check = await checkDecisionFile(exportPath, findGame);
      expect(check.games).toBe(2);
      const llmDecisions = readFileSync(exportPath, 'utf8')
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l) as DecisionRecord)
        .filter((r) => r.agent === 'llm');

      const s = summarizeTrace(readFileSync(trace, 'utf8'));
      expect(s.decisions).toBe(llmDecisions.length);
      expect(s.games).toEqual([id]);
      expect(s.unreadable.count).toBe(0);
      // The slips were met and read, or asked again about; none ended in the fallback.
      expect(s.fallbacks).toBe(0);
      expect(s.asked).toBeGreaterThan(5);
      expect(s.validFirstTime).toBeLessThan(s.asked);
    },
  );

  it('over all the games, every kind of answer was met', async () => {
    const all = catalog.map((g) => readFileSync(join(dir, `${g.id}.trace.jsonl`), 'utf8')).join('');
    const s = summarizeTrace(all);
    expect(Object.keys(s.readAs).sort()).toEqual(expect.arrayContaining(['index', 'name']));
    expect((s.readAs.action ?? 0) + (s.readAs.loose ?? 0)).toBeGreaterThan(0);
    expect(s.extracted).toBeGreaterThan(0);
    expect(s.invalidAnswers).toBeGreaterThan(0);
    expect(s.failedRequests['HTTP 500']).toBeGreaterThan(0);
  });

  it('games with llm seats played several at a time in one thread give the same report', async () => {
    const game = catalog[0];
    const opts = {
      game,
      games: 3,
      seed: 40,
      agents: ['llm'],
      agentSettings: { llm: settings(join(dir, 'concurrent.trace.jsonl')) },
    };
    const one = stripTiming(await runBatch(opts));
    const three = stripTiming(await runBatch({ ...opts, workers: 3 }));
    expect(three).toEqual(one);
  });
});
