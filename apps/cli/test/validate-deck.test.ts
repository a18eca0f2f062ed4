/** `arbiter validate pocket --deck FILE`: every problem of a deck list on its line, exit 1 on any; the 32 current decks. */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyGame } from '@arbiter/core';
import { games as catalog } from '@arbiter/games';
import { describe, expect, it } from 'vitest';
import { expectOneErrorLine, runCli } from './run-cli.ts';

const games: AnyGame[] = catalog.filter((g) => g.id === 'pocket');
const currentDir = 'games/pocket/data/decks-current';

describe('arbiter validate pocket --deck', () => {
  it('passes each legal current deck and fails the two incomplete ones, naming every problem', async () => {
    const files = readdirSync(currentDir).filter((f) => f.endsWith('.txt'));
    expect(files).toHaveLength(32);
    const failed: string[] = [];
    for (const f of files.sort()) {
      const file = join(currentDir, f);
      const run = await runCli(['validate', 'pocket', '--deck', file], { games });
      if (run.code === 0) expect(run.stdout, f).toContain(`pocket: ${file}: deck ok\n`);
      else {
        failed.push(f);
        expect(run.code, f).toBe(1);
        expect(expectOneErrorLine(run)).toMatch(new RegExp(`^arbiter: pocket: ${file}: \\d+ problems?$`));
      }
    }
    expect(failed).toEqual(['incomplete-chari.txt', 'incomplete-venu.txt']);
    const chari = await runCli(['validate', 'pocket', '--deck', join(currentDir, 'incomplete-chari.txt')], {
      games,
    });
    expect(chari.stdout).toContain(
      `${currentDir}/incomplete-chari.txt:9: card 'P-A 005' is Poké Ball, not 'Poke Ball'\n` +
        `${currentDir}/incomplete-chari.txt:11: a deck has 20 cards, this one has 18\n`,
    );
    expect(expectOneErrorLine(chari)).toBe(`arbiter: pocket: ${currentDir}/incomplete-chari.txt: 2 problems`);
  });

  it('prints each problem of a broken copy as FILE:LINE: reason, notes and a summary', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pocket-validate-deck-'));
    const file = join(dir, 'broken.txt');
    const text = readFileSync(join(currentDir, 'mega-garde.txt'), 'utf8')
      .replace('2 Ralts B2 63', '3 Ralts B2 63')
      .replace('1 Kirlia B2 64', '1 Kirlia B2 999')
      .replace('Energy: Psychic', 'Energy: Psychic, Sound');
    writeFileSync(file, text);
    const run = await runCli(['validate', 'pocket', '--deck', file], { games });
    expect(run.code).toBe(1);
    const lines = run.stdout.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      `${file}:1: unknown energy type 'Sound'`,
      `${file}:4: more than 2 cards named 'Ralts'`,
      `${file}:5: unknown card 'B2 999'`,
      `${file}:14: a deck has 20 cards, this one has 21 or more`,
    ]);
    // The note on texts not read yet appears while the deck has some (Mega Gardevoir's are all read since issue 21's
    // third share); its format is checked whenever it does.
    if (run.stdout.includes(`${file}: note: `))
      expect(run.stdout).toMatch(new RegExp(`${file}: note: \\d+ card texts? the engine does not read yet`));
    expect(run.stdout).toContain('summary:\n  name: broken\n');
    expect(expectOneErrorLine(run)).toBe(`arbiter: pocket: ${file}: 4 problems`);
  });

  it('refuses in one line a missing deck file (usage, exit 2) and a game with no deck lists', async () => {
    const missing = await runCli(['validate', 'pocket', '--deck', 'no/such/deck.txt'], { games });
    expect(missing.code).toBe(2);
    expect(expectOneErrorLine(missing)).toBe('arbiter: no/such/deck.txt: no such file');
    const toy = await runCli(['validate', 'toy', '--deck', join(currentDir, 'fire.txt')]);
    expect(toy.code).toBe(2);
    expect(expectOneErrorLine(toy)).toBe('arbiter: toy has no deck lists to check');
  });
});
