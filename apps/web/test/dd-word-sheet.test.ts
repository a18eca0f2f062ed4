/**
 * The Dice Duel board's word sheet (src/boards/dice-duel/word-sheet.json) is
 * what the browser knows of the game's words: combos, statuses, buffs,
 * expiries, and each hero's card — rules' names and texts, effects' outcome
 * templates — all made by the game's modules (`wordSheet`), so no game code
 * reaches the browser bundle. This test fails when the committed sheet
 * differs from a fresh one, and checks what the board makes of it.
 * Regenerate: UPDATE_WORD_SHEET=1 npx vitest run apps/web/test/dd-word-sheet.test.ts, then
 * npx biome check --write apps/web/src/boards/dice-duel/word-sheet.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertReadableWords } from '@arbiter/core/testing';
import { shippedCatalog, wordSheet } from '@arbiter/dice-duel';
import { describe, expect, it } from 'vitest';
import {
  boardEntryName,
  buffText,
  comboName,
  expiryText,
  fieldFaces,
  looseWords,
  outcomeText,
  ruleWords,
  statusName,
} from '../src/boards/dice-duel/words.ts';

const SHEET_FILE = join(import.meta.dirname, '..', 'src', 'boards', 'dice-duel', 'word-sheet.json');

describe('Dice Duel word sheet', () => {
  it("equals the one generated from the game's data and its modules' words", () => {
    const fresh = wordSheet(shippedCatalog);
    if (process.env.UPDATE_WORD_SHEET === '1')
      writeFileSync(SHEET_FILE, `${JSON.stringify(fresh, null, 2)}\n`);
    // Compared as data: the file's layout is the formatter's (`npx biome check --write`).
    expect(JSON.parse(readFileSync(SHEET_FILE, 'utf8'))).toEqual(fresh);
  });

  it('reads as words: every name, text and filled template', () => {
    const sheet = wordSheet(shippedCatalog);
    const lines: string[] = [
      ...Object.values(sheet.combos),
      ...Object.values(sheet.statuses),
      ...Object.keys(sheet.buffs).map((k) => buffText(k, 2)),
      ...Object.keys(sheet.expiries).flatMap((k) => [expiryText(k, 1), expiryText(k, 3)]),
    ];
    for (const [hero, h] of Object.entries(sheet.heroes)) {
      lines.push(h.name, ...Object.values(h.board));
      for (const rule of h.card?.rules ?? []) {
        lines.push(rule.name, rule.text);
        rule.effects.forEach((e, k) => {
          lines.push(e.text);
          for (const o of [
            { type: e.type, ok: true, value: 0 },
            { type: e.type, ok: true, value: 1 },
            { type: e.type, ok: true, value: 4 },
            { type: e.type, ok: false, reason: 'burn already at its cap' },
          ])
            lines.push(outcomeText(ruleWords(hero, rule.id, k), o, k));
        });
      }
    }
    assertReadableWords(lines, 'the word sheet');
    expect(lines.join('\n')).not.toMatch(/\{n\}|\{reason\}/);
  });
});

describe("the board's words", () => {
  it('names combos, statuses, board entries, fields and rules from the sheet', () => {
    expect(comboName('LARGE_STRAIGHT')).toBe('large straight');
    expect(comboName(null)).toBe('no combo');
    expect(statusName('prevent_half')).toBe('prevent half');
    expect(boardEntryName('pyromancer', 'FULL_HOUSE', 'Ember Shield')).toBe('Ember Shield');
    // The dummy's board entries are labelled by their combos: they read as the combos' names.
    expect(boardEntryName('training-dummy', 'FULL_HOUSE', 'FULL_HOUSE')).toBe('full house');
    expect(fieldFaces('shadow-monk', 'LOW_123', [1, 2, 3])).toBe('1, 2 or 3');
    expect(ruleWords('pyromancer', 'pyro_burn_on_6', 1)).toMatchObject({
      name: 'Smolder Guard - Burn',
      text: 'Any die showing 6 (once): give the attacker 1 burn, usable at once.',
    });
    // A rule without a label is named by its place on the card.
    expect(ruleWords('training-dummy', 'dummy_block_mid', 1).name).toBe('rule 2');
    expect(buffText('damageBonus', 2)).toBe('+2 damage on its next attack');
    expect(expiryText('afterNTurns', 2)).toBe('for 2 more turns');
    expect(expiryText('afterNTurns', 1)).toBe('for 1 more turn');
  });

  it('says what each effect came to, by its outcome', () => {
    const monkChi = ruleWords('shadow-monk', 'monk_gain_chi_per_45', 1);
    expect(outcomeText(monkChi, { type: 'gainStatus', ok: true, value: 2 }, 0)).toBe('gains 2 chi');
    expect(
      outcomeText(monkChi, { type: 'gainStatus', ok: false, value: 0, reason: 'chi already at its cap' }, 0),
    ).toBe('gains no chi (chi already at its cap)');
    const prevent = ruleWords('shadow-monk', 'monk_prevent_on_6', 2);
    expect(outcomeText(prevent, { type: 'preventHalf', ok: true, value: 1 }, 0)).toBe('halves the damage');
    expect(
      outcomeText(
        prevent,
        { type: 'preventHalf', ok: true, value: 0, reason: 'prevent half already active' },
        0,
      ),
    ).toBe('does not halve it again (already halved)');
  });

  it('reads what the sheet does not know (another data folder) as loose words, never as ids', () => {
    expect(looseWords('LARGE_STRAIGHT')).toBe('large straight');
    expect(looseWords('damageBonus')).toBe('damage bonus');
    expect(statusName('frozen_solid')).toBe('frozen solid');
    const unknown = ruleWords('ember-mage', 'mage_rule', 0);
    expect(unknown.name).toBe('rule 1');
    expect(outcomeText(unknown, { type: 'blockPer', ok: true, value: 3 }, 0)).toBe('block per: 3');
    assertReadableWords(
      [unknown.name, outcomeText(unknown, { type: 'healAll', ok: false, reason: 'no' }, 0)],
      'fallback',
    );
  });
});
