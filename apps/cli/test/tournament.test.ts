/** `arbiter tournament` and `arbiter analyze` on the kernel's toy game. */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TournamentReport } from '@arbiter/agents';
import { afterEach, describe, expect, it } from 'vitest';
import { expectOneErrorLine, runCli } from './run-cli.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-cli-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const agents = 'random,greedy:2,mcts:20';

describe('arbiter tournament', () => {
  it('--json prints the round-robin: ratings with intervals, pairwise scores, time per decision', async () => {
    const run = await runCli(['tournament', 'toy', '--agents', agents, '--games', '4', '--json', '--quiet']);
    expect(run.code).toBe(0);
    const r = JSON.parse(run.stdout) as TournamentReport;
    expect(r.format).toBe('arbiter.tournament/1');
    expect(r.agents).toEqual(['random', 'greedy:2', 'mcts:20']);
    expect(r.games).toBe(12);
    expect(r.pairs).toHaveLength(3);
    expect(r.standings[0]).toMatchObject({ agent: 'random', elo: 0 });
    for (const s of r.standings) {
      expect(s.games).toBe(8);
      expect(s.low).toBeLessThanOrEqual(s.elo);
      expect(s.high).toBeGreaterThanOrEqual(s.elo);
      expect(s.msPerDecision).not.toBeNull();
    }
  });

  it('prints standings and the score table as text, and the same report twice from the same seeds', async () => {
    const args = ['tournament', 'toy', '--agents', agents, '--games', '4', '--seed', '9', '--quiet'];
    const run = await runCli(args);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^toy: 3 agents, 4 games per pairing/);
    expect(run.stdout).toMatch(/agent\s+Elo\s+95% interval\s+score\s+W-L-D\s+ms\/decision/);
    expect(run.stdout).toContain('Score of the row agent against the column agent');
    const json = async () => {
      const r = JSON.parse((await runCli([...args, '--json'])).stdout) as TournamentReport;
      return { pairs: r.pairs, ratings: r.standings.map((s) => [s.elo, s.low, s.high]) };
    };
    expect(await json()).toEqual(await json());
  });

  it('--journal records each game; the same command resumes from it and plays nothing twice', async () => {
    const dir = tempDir();
    const journal = join(dir, 'run.jsonl');
    const args = [
      'tournament',
      'toy',
      '--agents',
      'random,greedy:2',
      '--games',
      '6',
      '--journal',
      journal,
      '--json',
      '--quiet',
    ];
    const first = await runCli(args);
    expect(first.code).toBe(0);
    const lines = readFileSync(journal, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1 + 6);
    const again = await runCli(args);
    expect(readFileSync(journal, 'utf8').trim().split('\n')).toHaveLength(7);
    expect((JSON.parse(again.stdout) as TournamentReport).pairs).toEqual(
      (JSON.parse(first.stdout) as TournamentReport).pairs,
    );
    const other = await runCli([
      'tournament',
      'toy',
      '--agents',
      'random,greedy:3',
      '--journal',
      journal,
      '--quiet',
    ]);
    expect(other.code).toBe(2);
    expect(expectOneErrorLine(other)).toMatch(/journal is of another tournament/);
  });

  it('writes the report as JSON and as a self-contained HTML page', async () => {
    const dir = tempDir();
    const run = await runCli([
      'tournament',
      'toy',
      '--agents',
      'random,greedy:2',
      '--games',
      '2',
      '--out',
      join(dir, 'r.json'),
      '--html',
      join(dir, 'r.html'),
      '--quiet',
    ]);
    expect(run.code).toBe(0);
    expect(existsSync(join(dir, 'r.json'))).toBe(true);
    const html = readFileSync(join(dir, 'r.html'), 'utf8');
    expect(html).toContain('a round-robin of 2 agents');
    expect(html).toContain('Ratings');
    // `arbiter report` reads the tournament's JSON too.
    const again = await runCli(['report', join(dir, 'r.json'), '-o', join(dir, 'again.html')]);
    expect(again.code).toBe(0);
  });

  it('refuses unknown agents, malformed budgets, an agent listed twice, and queue flags without a queue', async () => {
    for (const [list, why] of [
      ['random,alphazero', /unknown agent kind 'alphazero'/],
      ['random,mcts:fast', /'fast' is not a budget/],
      ['mcts:20,mcts:20', /listed twice/],
      ['random', /at least two agents/],
    ] as const) {
      const run = await runCli(['tournament', 'toy', '--agents', list, '--quiet']);
      expect(run.code).toBe(2);
      expect(expectOneErrorLine(run)).toMatch(why);
    }
    const flags = await runCli([
      'tournament',
      'toy',
      '--agents',
      'random,greedy',
      '--batch-id',
      'x',
      '--quiet',
    ]);
    expect(expectOneErrorLine(flags)).toMatch(/for queued tournaments/);
  });
});

describe('arbiter analyze', () => {
  it("gives each seat's chance and the best actions of the seat to act, from a recorded position", async () => {
    const dir = tempDir();
    expect((await runCli(['sim', 'toy', '--games', '1', '--agents', 'greedy', '--log-dir', dir])).code).toBe(
      0,
    );
    const log = join(dir, readdirSync(dir)[0]);
    const run = await runCli(['analyze', log, '--at', '2', '--iterations', '60', '--json']);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as {
      at: number;
      seats: Array<{
        seat: number;
        toAct: boolean;
        winChance: number;
        ranked: Array<{ label: string; winChance: number }>;
      }>;
    };
    expect(out.at).toBe(2);
    expect(out.seats).toHaveLength(2);
    const acting = out.seats.filter((s) => s.toAct);
    expect(acting).toHaveLength(1);
    expect(acting[0].ranked.length).toBeGreaterThan(0);
    expect(acting[0].ranked.length).toBeLessThanOrEqual(3);
    expect(acting[0].ranked[0].label).toMatch(/./);
    const waiting = out.seats.find((s) => !s.toAct)!;
    expect(waiting.ranked).toEqual([]);
    for (const s of out.seats) expect(s.winChance).toBeGreaterThanOrEqual(0);
    // The same position and seed: the same analysis (but for the time it took).
    const untimed = (text: string) =>
      (JSON.parse(text) as typeof out).seats.map((s) => ({ ...s, elapsedMs: undefined }));
    const again = await runCli(['analyze', log, '--at', '2', '--iterations', '60', '--json']);
    expect(untimed(again.stdout)).toEqual(untimed(run.stdout));
    const text = await runCli(['analyze', log, '--at', '2', '--iterations', '60']);
    expect(text.stdout).toMatch(/seat \d \(to act\): win chance \d+%/);
    expect(text.stdout).toMatch(/best: .* — \d+%/);
  });

  it('refuses a position past the end of the log and a file that is not a log', async () => {
    const dir = tempDir();
    await runCli(['sim', 'toy', '--games', '1', '--log-dir', dir]);
    const log = join(dir, readdirSync(dir)[0]);
    const past = await runCli(['analyze', log, '--at', '999']);
    expect(past.code).toBe(2);
    expect(expectOneErrorLine(past)).toMatch(/--at 999: the log has \d+ actions/);
    const notLog = join(dir, 'x.json');
    writeFileSync(notLog, '{"hello": 1}');
    const bad = await runCli(['analyze', notLog]);
    expect(bad.code).toBe(1);
    expect(expectOneErrorLine(bad)).toMatch(/not a match log/);
  });
});
