/**
 * The wrappers `coin` and `if` and the condition vocabulary they read: a
 * variant of the shipped catalog gives Squirtle's Water Gun (20 damage)
 * wrapped effects; each case plays it and checks what the wrapped effects
 * did, on both sides of the coin or the condition. Nested effects are
 * checked at load against their own modules, with their JSON path.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCoverage, DataErrors } from '@arbiter/core';
import { afterEach, describe, expect, it } from 'vitest';
import { mapText, readersOf } from '../scripts/text-map.ts';
import { catalog, effectUsages, loadCatalog, readCardsFile, shippedDataDir } from '../src/data/catalog.ts';
import { effectWords } from '../src/effects/effect.ts';
import { effectTypes, phaseOfRef } from '../src/effects/registry.ts';
import { useCatalog } from '../src/rules/cards.ts';
import { attack, coins, position, run, type SideSpec } from './helpers.ts';

/** The shipped data with Squirtle's Water Gun given `effects`; returns the folder and Squirtle's index. */
function variant(effects: unknown[]): { dir: string; index: number } {
  const dir = mkdtempSync(join(tmpdir(), 'pocket-wrappers-'));
  cpSync(shippedDataDir, dir, { recursive: true });
  const raw = JSON.parse(readFileSync(join(dir, 'cards.json'), 'utf8'));
  const index = raw.cards.findIndex((c: { id: string }) => c.id === 'A1 053');
  raw.cards[index].attacks[0].effect = { text: 'A wrapped test text.', effects };
  writeFileSync(join(dir, 'cards.json'), JSON.stringify(raw));
  return { dir, index };
}
function withEffects(effects: unknown[]): void {
  const cat = loadCatalog(variant(effects).dir);
  useCatalog(() => cat);
}
const squirtle = (more: Partial<SideSpec> = {}): SideSpec => ({
  active: { card: 'A1 053', energy: ['W'] },
  ...more,
});

afterEach(() => useCatalog(catalog));

describe('coin', () => {
  const headsTails = {
    type: 'coin',
    coins: 1,
    heads: [{ type: 'inflict_status', status: 'paralyzed', coin: false }],
    tails: [{ type: 'self_damage', amount: 20 }],
  };

  it('runs its heads effects on heads and its tails effects on tails', () => {
    withEffects([headsTails]);
    run(position(squirtle()), [coins(true), attack(0)], {
      active: [
        { name: 'Squirtle', hp: 60 },
        { name: 'Snorlax', hp: 130, status: ['paralyzed'] },
      ],
    });
    run(position(squirtle()), [coins(false), attack(0)], {
      active: [
        { name: 'Squirtle', hp: 40 },
        { name: 'Snorlax', hp: 130, status: [] },
      ],
    });
  });

  it('runs a nested effect that changes the damage before the damage (phase follows the nested effects)', () => {
    const ref = { type: 'coin', coins: 1, heads: [{ type: 'damage_per_own_bench', amount: 30 }] };
    expect(phaseOfRef(ref)).toBe('modify');
    expect(phaseOfRef(headsTails)).toBe('after');
    withEffects([ref]);
    const bench = { bench: [{ card: 'A1 053' }, { card: 'A1 053' }] };
    run(position(squirtle(bench)), [coins(true), attack(0)], { active: [{}, { hp: 150 - 60 }] });
    run(position(squirtle(bench)), [coins(false), attack(0)], { active: [{}, { hp: 150 - 20 }] });
  });

  it('runs eachHeads once per heads, until tails', () => {
    withEffects([{ type: 'coin', coins: 'until_tails', eachHeads: [{ type: 'self_damage', amount: 10 }] }]);
    run(position(squirtle()), [coins(true, true, false), attack(0)], { active: [{ hp: 40 }, { hp: 130 }] });
    run(position(squirtle()), [coins(false), attack(0)], { active: [{ hp: 60 }, { hp: 130 }] });
  });

  it('runs allHeads only when every coin is heads', () => {
    withEffects([{ type: 'coin', coins: 2, allHeads: [{ type: 'self_damage', amount: 10 }] }]);
    run(position(squirtle()), [coins(true, true), attack(0)], { active: [{ hp: 50 }, {}] });
    run(position(squirtle()), [coins(true, false), attack(0)], { active: [{ hp: 60 }, {}] });
  });

  it('flips one coin per count: { per: { of: … } }', () => {
    withEffects([
      {
        type: 'coin',
        coins: { per: { of: 'energy', on: 'self' } },
        eachHeads: [{ type: 'self_damage', amount: 10 }],
      },
    ]);
    // Three Energy: three coins, two heads.
    run(
      position({ active: { card: 'A1 053', energy: ['W', 'W', 'W'] } }),
      [coins(true, false, true), attack(0)],
      { active: [{ hp: 40 }, {}] },
    );
  });

  it('says its coins and its nested effects', () => {
    expect(effectTypes.get('coin').words(headsTails, effectWords('attack'))).toBe(
      "flip a coin; if heads, your opponent's Active Pokémon is now Paralyzed; if tails, this Pokémon also does 20 damage to itself",
    );
  });
});

describe('if', () => {
  it('runs its effects when the condition holds, its otherwise effects when not', () => {
    withEffects([
      {
        type: 'if',
        condition: { is: 'hand_size_in', sizes: [2] },
        effects: [{ type: 'inflict_status', status: 'poisoned', coin: false }],
        otherwise: [{ type: 'self_damage', amount: 10 }],
      },
    ]);
    run(position(squirtle({ hand: ['A1 053', 'A1 053'] })), [attack(0)], {
      active: [{ hp: 60 }, { status: ['poisoned'] }],
    });
    run(position(squirtle({ hand: ['A1 053'] })), [attack(0)], { active: [{ hp: 50 }, { status: [] }] });
  });

  it("reads a condition on the attack's result after the damage: the defender Knocked Out", () => {
    withEffects([
      {
        type: 'if',
        condition: { is: 'knocked_out_defender' },
        effects: [{ type: 'self_damage', amount: 30 }],
      },
    ]);
    run(position(squirtle(), { active: { card: 'A1 211', hp: 20 } }), [attack(0)], {
      active: [{ hp: 30 }, { name: 'Rattata' }],
      points: [1, 0],
    });
    run(position(squirtle(), { active: { card: 'A1 211', hp: 30 } }), [attack(0)], {
      active: [{ hp: 60 }, { hp: 10 }],
    });
  });

  it('reads conditions of the vocabulary, negate included', () => {
    const cases: Array<[Record<string, unknown>, SideSpec, SideSpec, boolean]> = [
      [
        { is: 'defender_status', status: 'asleep' },
        squirtle(),
        { active: { card: 'A1 211', status: ['asleep'] } },
        true,
      ],
      [{ is: 'defender_status', status: 'asleep' }, squirtle(), {}, false],
      [{ is: 'own_bench_has', names: ['Squirtle'] }, squirtle({ bench: [{ card: 'A1 053' }] }), {}, true],
      [
        { is: 'own_bench_has', names: ['Squirtle'], negate: true },
        squirtle({ bench: [{ card: 'A1 053' }] }),
        {},
        false,
      ],
      [{ is: 'points', side: 'opponent', atLeast: 1 }, squirtle(), { points: 1 }, true],
      [{ is: 'points', side: 'opponent', atLeast: 1 }, squirtle(), {}, false],
      [{ is: 'defender_ex' }, squirtle(), {}, false],
      [{ is: 'defender_type', types: ['C'] }, squirtle(), {}, true],
      [{ is: 'self_has_energy', energyType: 'W' }, squirtle(), {}, true],
      [{ is: 'self_has_energy', energyType: 'R' }, squirtle(), {}, false],
      [{ is: 'deck_empty' }, squirtle({ deck: [] }), {}, true],
      [{ is: 'fewer_pokemon_in_play' }, squirtle(), {}, true],
    ];
    for (const [condition, me, them, yes] of cases) {
      withEffects([{ type: 'if', condition, effects: [{ type: 'self_damage', amount: 10 }] }]);
      run(position(me, them), [attack(0)], { active: [{ hp: yes ? 50 : 60 }, {}] });
    }
  });
});

describe('wrappers in the data', () => {
  it('nested effects are checked against their own module at load, with their JSON path', () => {
    const { dir, index } = variant([
      { type: 'coin', coins: 1, heads: [{ type: 'self_damage', amount: 20, where: 'here' }] },
      { type: 'if', condition: { is: 'defender_ex' }, effects: [{ type: 'no_such_effect' }] },
    ]);
    try {
      loadCatalog(dir);
      expect.unreachable('the variant loaded');
    } catch (e) {
      expect(e).toBeInstanceOf(DataErrors);
      const errors = (e as DataErrors).errors;
      const at = `$.cards[${index}].attacks[0].effect.effects`;
      expect(errors.map((x) => x.path)).toContain(`${at}[0].heads[0]`);
      expect(errors.map((x) => x.path)).toContain(`${at}[1].effects[0]`);
      expect(errors.map((x) => x.reason).join('\n')).toMatch(/no_such_effect/);
      expect(errors.map((x) => x.reason).join('\n')).toMatch(/where/);
    }
  });

  it('a condition the vocabulary does not have is refused at load', () => {
    const { dir } = variant([
      { type: 'if', condition: { is: 'moon_is_full' }, effects: [{ type: 'self_damage', amount: 1 }] },
    ]);
    expect(() => loadCatalog(dir)).toThrow(DataErrors);
  });

  it('the shipped texts a wrapper reads carry it, and the coverage counts their nested types', () => {
    expect(mapText('Flip a coin. If tails, this Pokémon also does 20 damage to itself.')).toEqual([
      { type: 'coin', coins: 1, tails: [{ type: 'self_damage', amount: 20 }] },
    ]);
    expect(
      mapText(
        "If Plusle is on your Bench, this attack also does 10 damage to each of your opponent's Benched Pokémon.",
      ),
    ).toEqual([
      {
        type: 'if',
        condition: { is: 'own_bench_has', names: ['Plusle'] },
        effects: [{ type: 'damage_opponent_bench_each', amount: 10 }],
      },
    ]);
    // A passive Ability's aura is not a step: no `if` around it.
    expect(
      mapText('If you have Arceus or Arceus ex in play, this Pokémon takes -30 damage from attacks.'),
    ).not.toEqual(expect.arrayContaining([expect.objectContaining({ type: 'if' })]));
    // A specific rule reads a text before any wrapper does, and alone.
    expect(readersOf('Flip a coin. If heads, this attack does 30 more damage.')).toHaveLength(1);
    const usages = effectUsages(readCardsFile(shippedDataDir)).map((u) => ({
      id: u.ref.type,
      file: 'cards.json',
      path: u.path,
    }));
    const report = checkCoverage(effectTypes, usages);
    expect(report.used).toContain('coin');
    expect(report.used).toContain('if');
    expect(usages.some((u) => u.path.includes('tails'))).toBe(true);
  });
});
