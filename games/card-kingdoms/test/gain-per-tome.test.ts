/**
 * `gain_per_tome`, the worked example of adding one operation: its module
 * (effects/operations/goods/gain-per-tome.ts), its registry line, and data
 * naming it — here a variant of the shipped tables where Gold Bastion's
 * action reads `gain_per_tome g 1`. No shipped card names it (reserved).
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogOf } from '../src/data/catalog.ts';
import { SHIPPED_DATA_DIR } from '../src/data/load.ts';
import type { CkEvent } from '../src/events/events.ts';
import { cardKingdoms, effectWords } from '../src/index.ts';
import { buildScenarioState, setupSchema } from '../src/scenario.ts';
import { optionsSchema } from '../src/setup.ts';
import { told } from './helpers.ts';

/** The shipped tables with Gold Bastion's action replaced by `effect`. */
function variant(effect: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ck-tome-'));
  cpSync(SHIPPED_DATA_DIR, dir, { recursive: true });
  const file = join(dir, 'relics.json');
  const rows: Record<string, unknown>[] = JSON.parse(readFileSync(file, 'utf8'));
  const at = rows.findIndex((r) => r.name === 'Gold Bastion');
  rows[at].passive_effect = effect;
  writeFileSync(file, JSON.stringify(rows));
  return dir;
}

describe('gain_per_tome', () => {
  it('gains the amounts once per face-up tome, tells it, and reads as words', () => {
    const dir = variant('gain_per_tome g 1 m 1');
    const cat = catalogOf(dir);
    const game = cardKingdoms.withData!(dir);
    const relic = cat.relics.findIndex((r) => r.name === 'Gold Bastion');
    expect(effectWords(cat.relics[relic].passive!)).toBe(
      'Gain 1 gold and 1 magic for each tome you have face up.',
    );
    const s = buildScenarioState(
      cat,
      setupSchema.parse({
        players: [{ starters: [], relics: ['Gold Bastion'], t: 3, tomesDown: 1 }, { starters: [] }],
        dice: [3, 4],
      }),
      optionsSchema.parse({}),
      'tome',
    );
    const before = { g: s.players[0].g, m: s.players[0].m };
    const events: CkEvent[] = [];
    game.apply(s, 0, { type: 'relic', relic }, { emit: (e) => events.push(e) });
    expect({ g: s.players[0].g, m: s.players[0].m }).toEqual({ g: before.g + 2, m: before.m + 2 });
    expect(told(events).slice(0, 2)).toEqual([
      'Seat 1 uses Gold Bastion',
      'Seat 1 gains 2 gold and 2 magic (Gold Bastion)',
    ]);
  });

  it('is reserved while no shipped card names it, and its arguments are checked at load', () => {
    expect(cardKingdoms.validate!().summary['operation modules']).toBe('48 used, 1 reserved');
    const bad = cardKingdoms.validate!(variant('gain_per_tome'));
    expect(bad.errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/Gold Bastion: 'gain_per_tome' arguments\.amounts: needs an amount$/),
    ]);
  });
});
