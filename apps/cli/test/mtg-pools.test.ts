/**
 * Issue 22 on the command line: Magic's Sixth Edition presets play beside
 * phase 1's (`red-burn` or `red_burn`), a preset whose cards do not all
 * parse is refused in one line naming them, `validate mtg --deck FILE`
 * names every problem on its line, and `validate mtg` prints each pool.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyGame } from '@arbiter/core';
import { games as catalog } from '@arbiter/games';
import { mtgCatalog } from '@arbiter/mtg';
import { describe, expect, it } from 'vitest';
import { expectOneErrorLine, runCli } from './run-cli.ts';

const games: AnyGame[] = catalog.filter((g) => g.id === 'mtg');
const cat = mtgCatalog();
const dir = mkdtempSync(join(tmpdir(), 'mtg-pools-'));

/** A preset as "COUNT NAME" lines. */
function listOf(id: string): string {
  const counts = new Map<string, number>();
  for (const card of cat.decks[id].cards) counts.set(card, (counts.get(card) ?? 0) + 1);
  return `${[...counts].map(([card, n]) => `${n} ${cat.cards[card].name}`).join('\n')}\n`;
}

describe('arbiter and the Sixth Edition pool', { timeout: 120_000 }, () => {
  it('sim plays red-burn against white_weenie (both spellings of a preset id)', async () => {
    const run = await runCli(
      ['sim', 'mtg', '--deck1', 'red-burn', '--deck2', 'white_weenie', '--games', '4'],
      {
        games,
      },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^mtg: 4 games from seed/m);
    expect(run.stdout).toContain('"deck1":"red-burn"');
  });

  it('play refuses a preset with cards that do not parse in one line naming them (when there is one)', async () => {
    const waiting = cat.deckList.find((d) => d.cards.some((id) => cat.notPlayable?.has(id)));
    if (!waiting) return; // every preset parses: nothing left to refuse
    const run = await runCli(['play', 'mtg', '--deck1', waiting.id.replace(/_/g, '-'), '--seat1', 'random'], {
      games,
    });
    expect(run.code).not.toBe(0);
    const line = expectOneErrorLine(run);
    expect(line).toMatch(
      new RegExp(`^arbiter: invalid option 'deck1' for mtg: .*\\(${waiting.id}\\) can't be played yet: `),
    );
    for (const id of new Set(waiting.cards.filter((c) => cat.notPlayable?.has(c))))
      expect(line).toContain(cat.cards[id].name);
  });

  it('validate mtg --deck: a legal 6ED list passes; a bad one fails with every problem on its line', async () => {
    const good = join(dir, 'red-burn.txt');
    writeFileSync(good, listOf('red_burn'));
    const ok = await runCli(['validate', 'mtg', '--deck', good], { games });
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain(`mtg: ${good}: deck ok\n`);
    expect(ok.stdout).toContain('  pool: Sixth Edition\n');

    const bad = join(dir, 'bad.txt');
    writeFileSync(
      bad,
      ['# burn, broken', '20 Mountain', '5 Shock', '4 Lightning Bolt', '4 Fireblast', ''].join('\n'),
    );
    const run = await runCli(['validate', 'mtg', '--deck', bad], { games });
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n').slice(0, 4)).toEqual([
      `${bad}: 29 cards; a deck has at least 60`,
      `${bad}:3: 5 copies of Shock; at most 4 of a card other than a basic land`,
      `${bad}:4: Lightning Bolt is a card of Phase 1, not of Sixth Edition, the pool of the deck's other cards (a deck's cards come from one pool)`,
      `${bad}:5: no card named 'Fireblast' in the pools (Phase 1: 125 cards, Sixth Edition: 335 cards)`,
    ]);
    expect(expectOneErrorLine(run)).toBe(`arbiter: mtg: ${bad}: 4 problems`);
  });

  it('validate mtg prints fully parsed, unparsed sentences and handler coverage for each pool', async () => {
    const run = await runCli(['validate', 'mtg'], { games });
    expect(run.stdout).toContain('  pools: phase1 (Phase 1), 6ed (Sixth Edition)\n');
    expect(run.stdout).toContain('  phase1 fullyParsed: 125 / 125\n');
    expect(run.stdout).toContain('  phase1 unparsedSentences: 0\n');
    // Sixth Edition parses whole: no unparsed sentence, every id with a handler, and the data is ok (exit 0).
    expect(run.stdout).toContain('  6ed fullyParsed: 335 / 335\n');
    expect(run.stdout).toContain('  6ed unparsedSentences: 0\n');
    expect(run.stdout).toMatch(/\n {2}6ed effect ids: \d+ used, 0 without a handler/);
    for (const line of run.stdout.split('\n').filter((l) => /^ {2}6ed .* ids: /.test(l)))
      expect(line).toMatch(/, 0 without a handler/);
    expect(run.stdout).toContain('mtg: data ok');
    expect(run.code).toBe(0);
  });
});
