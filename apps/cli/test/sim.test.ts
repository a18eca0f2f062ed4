import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AbReport, BatchReport } from '@arbiter/sim';
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

describe('arbiter sim', () => {
  it('--json prints exactly one BatchReport object', async () => {
    const run = await runCli([
      'sim',
      'toy',
      '--games',
      '40',
      '--seed',
      '7',
      '--agents',
      'random,greedy',
      '--json',
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as BatchReport;
    expect(report.game).toBe('toy');
    expect(report.games).toBe(40);
    expect(report.seed).toBe(7);
    expect(report.agents).toEqual(['random', 'greedy']);
    expect(report.wins).toHaveLength(2);
    expect(report.wins[0] + report.wins[1] + report.draws).toBe(40);
    report.winRate.forEach((interval, seat) => {
      expect(interval.rate).toBeCloseTo(report.wins[seat] / 40, 10);
      expect(interval.low).toBeLessThanOrEqual(interval.rate);
      expect(interval.high).toBeGreaterThanOrEqual(interval.rate);
    });
    // Every toy game is 3 cards each.
    expect(report.avgLength).toBe(6);
    expect(report.gamesPerSecond).toBeGreaterThan(0);
    expect(typeof report.metrics).toBe('object');
  });

  it('--no-timing output is identical for the same seed and differs for another', async () => {
    const args = ['sim', 'toy', '--games', '30', '--seed', '3', '--json', '--no-timing'];
    const a = await runCli(args);
    const b = await runCli(args);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    const report = JSON.parse(a.stdout) as Partial<BatchReport>;
    expect(report.gamesPerSecond).toBeUndefined();
    expect(report.elapsedMs).toBeUndefined();
    const other = await runCli(['sim', 'toy', '--games', '30', '--seed', '4', '--json', '--no-timing']);
    expect(other.stdout).not.toBe(a.stdout);
  });

  it('prints a readable table without --json', async () => {
    const run = await runCli(['sim', 'toy', '--games', '20', '--agents', 'random']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^toy: 20 games from seed 1, random vs random\n/);
    expect(run.stdout).toMatch(/seat 1\s+random\s+\d+\s+[\d.]+%\s+[\d.]+% – [\d.]+%/);
    expect(run.stdout).toMatch(/draws\s+\d+/);
    expect(run.stdout).toContain('length: 6.0 actions on average (median 6)');
    expect(run.stdout).toMatch(/speed: [\d.]+ games\/s/);
    expect(run.stdout).toMatch(/metrics:\n {2}totalPlayed: [\d.]+\n/);
    const quiet = await runCli(['sim', 'toy', '--games', '20', '--no-timing']);
    expect(quiet.stdout).not.toContain('speed:');
  });

  it('passes game options through and rejects bad ones with one line', async () => {
    const ok = await runCli([
      'sim',
      'toy',
      '--games',
      '5',
      '--option',
      'handSize=4',
      '--json',
      '--no-timing',
    ]);
    expect(ok.code).toBe(0);
    expect((JSON.parse(ok.stdout) as BatchReport).options).toMatchObject({ handSize: 4 });
    const bad = await runCli(['sim', 'toy', '--games', '5', '--option', 'handSize=9']);
    expect(bad.code).toBe(2);
    expect(expectOneErrorLine(bad)).toMatch(/^arbiter: invalid option 'handSize' for toy: /);
    const unknown = await runCli(['sim', 'toy', '--games', '5', '--option', 'handsize=4']);
    expect(unknown.code).toBe(2);
    expect(expectOneErrorLine(unknown)).toBe("arbiter: unknown option 'handsize' for toy");
  });

  it('--ab runs one batch per value and reports the differences', async () => {
    const run = await runCli([
      'sim',
      'toy',
      '--games',
      '20',
      '--ab',
      'handSize=2,4',
      '--json',
      '--no-timing',
    ]);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as AbReport;
    expect(report.key).toBe('handSize');
    expect(report.variants.map((v) => v.value)).toEqual([2, 4]);
    expect(report.variants.map((v) => v.report.games)).toEqual([20, 20]);
    expect(report.differences).toHaveLength(1);
    const table = await runCli(['sim', 'toy', '--games', '10', '--ab', 'handSize=2,4']);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('A/B on handSize');
    const bad = await runCli(['sim', 'toy', '--games', '5', '--ab', 'handSize=2,9']);
    expect(bad.code).toBe(2);
    expect(expectOneErrorLine(bad)).toContain("'handSize'");
    const malformed = await runCli(['sim', 'toy', '--games', '5', '--ab', 'handSize=2']);
    expect(malformed.code).toBe(2);
    expectOneErrorLine(malformed);
  });

  it('--workers spreads the games over threads with the same results', async () => {
    const args = ['sim', 'toy', '--games', '60', '--seed', '5', '--json', '--no-timing'];
    const one = await runCli(args);
    const two = await runCli([...args, '--workers', '2']);
    expect(two.stderr).toBe('');
    expect(two.code).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    const noSource = await runCli([...args, '--workers', '2'], { gameSource: null });
    expect(noSource.code).toBe(2);
    expect(expectOneErrorLine(noSource)).toContain('--workers');
  });

  it('--log-dir writes one log per game and every log replays', async () => {
    const dir = tempDir();
    const run = await runCli(['sim', 'toy', '--games', '6', '--seed', '11', '--log-dir', dir, '--json']);
    expect(run.code).toBe(0);
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(6);
    for (const file of files) {
      const path = join(dir, file);
      const log = JSON.parse(readFileSync(path, 'utf8')) as { finalHash: string };
      const replayed = await runCli(['replay', path]);
      expect(replayed.stderr).toBe('');
      expect(replayed.code).toBe(0);
      expect(replayed.stdout.split('\n')[0]).toBe(`ok ${log.finalHash}`);
    }
  });
});
