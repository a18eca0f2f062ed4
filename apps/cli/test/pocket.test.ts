/** Pocket on the CLI: deck flags and deck files, the deck matrix, its own agent kind, refusals in one line (and every game words an unknown option alike). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyGame } from '@arbiter/core';
import { games as catalog } from '@arbiter/games';
import { describe, expect, it } from 'vitest';
import type { MatrixReport } from '../src/commands/sim-matrix.ts';
import { expectOneErrorLine, runCli } from './run-cli.ts';

const games: AnyGame[] = catalog.filter((g) => g.id === 'pocket');

describe('arbiter with pocket', () => {
  it('play --deck1 FILE --deck2 PRESET plays to the end between agents', async () => {
    const run = await runCli(
      [
        'play',
        'pocket',
        '--deck1',
        'games/pocket/data/decks/fire.txt',
        '--deck2',
        'mewtwoex',
        '--seat1',
        'attach-then-attack',
        '--seat2',
        'random',
        '--seed',
        '4',
      ],
      { games },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Game over after \d+ actions/);
  });

  it('a bad deck file is refused in one line naming the file, the line and the reason', async () => {
    const bad = join(tmpdir(), 'pocket-bad-deck.txt');
    writeFileSync(bad, 'Energy: Fire\n2 A1 033\n2 A1 999\n');
    const run = await runCli(['play', 'pocket', '--deck1', bad, '--seat1', 'random', '--seat2', 'random'], {
      games,
    });
    expect(expectOneErrorLine(run)).toMatch(new RegExp(`${bad}:3: unknown card 'A1 999'`));
  });

  it('reads a deck file itself and passes its text: a FIFO or a missing file is refused in one line, at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pocket-cli-decks-'));
    try {
      const fifo = join(dir, 'deck.txt');
      execFileSync('mkfifo', [fifo]);
      const started = performance.now();
      const run = await runCli(
        ['play', 'pocket', '--deck1', fifo, '--seat1', 'random', '--seat2', 'random'],
        {
          games,
        },
      );
      expect(expectOneErrorLine(run)).toMatch(new RegExp(`${fifo}: not a regular file`));
      expect(performance.now() - started).toBeLessThan(5000);
      const missing = await runCli(
        [
          'play',
          'pocket',
          '--option',
          `deck2=${join(dir, 'none.txt')}`,
          '--seat1',
          'random',
          '--seat2',
          'random',
        ],
        { games },
      );
      expect(expectOneErrorLine(missing)).toMatch(/none\.txt: no such file/);
      // A matrix may name deck files too; the report keeps the names given.
      const m = await runCli(
        ['sim', 'pocket', '--games', '1', '--matrix', 'games/pocket/data/decks/fire.txt,mewtwoex', '--json'],
        { games },
      );
      expect(m.code).toBe(0);
      expect((JSON.parse(m.stdout) as MatrixReport).decks).toEqual([
        'games/pocket/data/decks/fire.txt',
        'mewtwoex',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sim --matrix prints every pairing with intervals, both seat orders', async () => {
    const run = await runCli(
      [
        'sim',
        'pocket',
        '--games',
        '6',
        '--agents',
        'attach-then-attack',
        '--matrix',
        'mewtwoex,fire,hitmonlee',
        '--json',
      ],
      {
        games,
      },
    );
    expect(run.code).toBe(0);
    const m = JSON.parse(run.stdout) as MatrixReport;
    expect(m.decks).toEqual(['mewtwoex', 'fire', 'hitmonlee']);
    expect(m.cells).toHaveLength(6);
    for (const c of m.cells) {
      expect(c.games).toBe(12);
      expect(c.winRate.low).toBeLessThanOrEqual(c.winRate.rate);
      const back = m.cells.find((x) => x.row === c.column && x.column === c.row);
      expect(c.wins + (back?.wins ?? 0) + c.draws).toBe(12);
    }
    const text = await runCli(
      ['sim', 'pocket', '--games', '2', '--agents', 'attach-then-attack', '--matrix', 'mewtwoex,fire'],
      { games },
    );
    expect(text.stdout).toMatch(/mewtwoex\s+—\s+\d\.\d\d \[/);
    // Each deck against the field, best first, with the games it played.
    const field = text.stdout.split('against the field')[1]?.trim().split('\n').slice(1) ?? [];
    expect(field.map((l) => l.split(/\s+/)[0]).sort()).toEqual(['fire', 'mewtwoex']);
    for (const l of field) expect(l).toMatch(/\d\.\d\d \[\d\.\d\d,\d\.\d\d\] over 4 games$/);
    const rates = field.map((l) => Number(l.split(/\s+/)[1]));
    expect(rates[0]).toBeGreaterThanOrEqual(rates[1]);
  });

  it('every game words an unknown option alike', async () => {
    for (const game of catalog) {
      const run = await runCli(['sim', game.id, '--games', '1', '--option', 'bogus=1'], { games: catalog });
      expect(expectOneErrorLine(run)).toBe(`arbiter: unknown option 'bogus' for ${game.id}`);
    }
  });

  it('sim without --agents plays the game’s sensible policy and says so; random stays one flag away', async () => {
    const args = ['sim', 'pocket', '--games', '20', '--deck1', 'altaria', '--deck2', 'mega-garde', '--json'];
    const run = await runCli(args, { games });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^pocket: no --agents given: every seat plays attach-then-attack/m);
    const report = JSON.parse(run.stdout) as { agents: string[]; draws: number };
    expect(report.agents).toEqual(['attach-then-attack', 'attach-then-attack']);
    // Random play ends in draws at the turn cap; the policy's games end.
    const random = JSON.parse(
      (await runCli([...args, '--agents', 'random'], { games })).stdout,
    ) as typeof report;
    expect(random.agents).toEqual(['random', 'random']);
    expect(report.draws).toBeLessThan(random.draws);
    expect(report.draws).toBeLessThanOrEqual(4);
  });

  it('unknown agent kinds list the game’s own', async () => {
    const run = await runCli(['sim', 'pocket', '--games', '1', '--agents', 'nope'], { games });
    expect(expectOneErrorLine(run)).toMatch(/known: .*attach-then-attack/);
  });
});
