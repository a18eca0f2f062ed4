/**
 * Sixth Edition land type changes (share C4), CR 305.7: a land that becomes
 * a basic land type loses its other land types and the abilities of its
 * rules text and has that type's mana ability; a layer-4 effect (613.1d).
 * Phantasmal Terrain's type is chosen as it enters (614.12); Mystic
 * Compass's on resolution, until end of turn (514.2); Celestial Dawn's
 * "Lands you control are Plains".
 */
import { describe, expect, it, vi } from 'vitest';
import { parseRulesText } from '../src/cards/parser/index.ts';
import { board } from '../src/engine/derived.ts';
import type { MtgState } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { lands, passTwice, player, sixthRules as rules } from './helpers.ts';
import { apply, tagged as id, inUpkeepOf, playUntil, position } from './sixth-play.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

/** Answers the pending "choose a basic land type" with `type`. */
function chooseType(s: MtgState, type: string): void {
  expect(s.pending?.kind).toBe('resolve');
  const options = s.pending?.kind === 'resolve' ? s.pending.options : [];
  expect(options.map((o) => o.label)).toEqual(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);
  apply(s, { type: 'choose', option: options.findIndex((o) => o.label === type) });
}

const subtypesOf = (s: MtgState, tag: string) => board(s).byId.get(id(s, tag))?.subtypes;

/** The mana abilities the seat may activate on a permanent (their indices). */
const manaAbilities = (s: MtgState, seat: 0 | 1, tag: string) =>
  (mtg.legalActions(s, seat) as Array<{ type: string; source?: number; ability?: number }>)
    .filter((a) => a.type === 'mana' && a.source === id(s, tag))
    .map((a) => a.ability);

describe('Sixth Edition: land type changes read as layer-4 effects (CR 305.7)', () => {
  it('Mystic Compass, Phantasmal Terrain and Celestial Dawn’s first line read as these rules', () => {
    expect(rules('mystic_compass').unparsed).toEqual([]);
    expect(rules('mystic_compass').activated.map((a) => [a.targets, a.steps])).toEqual([
      [
        [{ kind: 'permanent', min: 1, max: 1, filter: { types: ['land'] } }],
        [{ op: 'become_land_type', what: { target: 0 } }],
      ],
    ]);
    expect(rules('phantasmal_terrain').unparsed).toEqual([]);
    expect(rules('phantasmal_terrain').enchant).toEqual({ types: ['land'] });
    expect(rules('phantasmal_terrain').statics.map((st) => st.effect)).toEqual([
      { affects: { self: true }, rules: [{ id: 'as_enters_choose_land_type' }] },
      { affects: { enchanted: true }, setLandType: { chosen: true } },
    ]);
    const dawn = parseRulesText('Lands you control are Plains.', 'Celestial Dawn');
    expect(dawn.unparsed).toEqual([]);
    expect(dawn.statics.map((st) => st.effect)).toEqual([
      { affects: { all: { types: ['land'], controller: 'you' } }, setLandType: 'Plains' },
    ]);
  });
});

describe('Sixth Edition: Mystic Compass (CR 305.7, 514.2)', () => {
  it('CR 305.7 the target Forest becomes the chosen Island: it taps for {U}, not {G}; at end of turn it is a Forest again', () => {
    const s = position({
      step: 'main1',
      active: 0,
      players: [
        player({
          battlefield: [
            { card: 'mystic_compass', tag: 'mc' },
            { card: 'basic_plains' },
            { card: 'basic_forest', tag: 'f' },
          ],
        }),
        player(),
      ],
    });
    apply(s, { type: 'activate', source: id(s, 'mc'), ability: 0, targets: [[id(s, 'f')]] });
    passTwice(s);
    chooseType(s, 'Island');
    expect(subtypesOf(s, 'f')).toEqual(['Island']);
    expect(manaAbilities(s, 0, 'f')).toEqual([0]);
    apply(s, { type: 'mana', source: id(s, 'f'), ability: 0 });
    expect(s.players[0].pool.U).toBe(1);
    expect(s.players[0].pool.G).toBe(0);
    playUntil(s, inUpkeepOf(1, 4));
    expect(subtypesOf(s, 'f')).toEqual(['Forest']);
    expect(s.objects[id(s, 'f')].rulesFrom).toBeUndefined();
  });
});

describe('Sixth Edition: Phantasmal Terrain (CR 305.7, 614.12)', () => {
  function terrainOn(target: { card: string; tag: string }, type: string): MtgState {
    const s = position({
      step: 'main1',
      active: 0,
      players: [
        player({
          hand: [{ card: 'phantasmal_terrain', tag: 'pt' }],
          battlefield: [...lands('basic_island', 2), target],
        }),
        player(),
      ],
    });
    apply(s, { type: 'cast', card: id(s, 'pt'), via: 'hand', targets: [[id(s, target.tag)]] });
    passTwice(s);
    // The type is chosen as it enters, before anything else (no player has priority until it is).
    expect(s.objects[id(s, 'pt')].zone).toBe('battlefield');
    chooseType(s, type);
    return s;
  }

  it('CR 614.12 the enchanted Forest is the chosen Mountain (a Mountain to landwalk and filters)', () => {
    const s = terrainOn({ card: 'basic_forest', tag: 'f' }, 'Mountain');
    expect(s.objects[id(s, 'pt')].chosenType).toBe('Mountain');
    expect(subtypesOf(s, 'f')).toEqual(['Mountain']);
    apply(s, { type: 'mana', source: id(s, 'f'), ability: 0 });
    expect(s.players[0].pool.R).toBe(1);
  });

  it('CR 305.7 a painland loses both its abilities and has only the chosen type’s: one {T}: Add {G}, no damage', () => {
    const s = terrainOn({ card: 'adarkar_wastes', tag: 'aw' }, 'Forest');
    expect(subtypesOf(s, 'aw')).toEqual(['Forest']);
    // Not basic: the supertype is not a land type (CR 305.7 changes land types only).
    expect(board(s).byId.get(id(s, 'aw'))?.supertypes).toEqual([]);
    expect(manaAbilities(s, 0, 'aw')).toEqual([0]);
    const life = s.players[0].life;
    apply(s, { type: 'mana', source: id(s, 'aw'), ability: 0 });
    expect(s.players[0].pool.G).toBe(1);
    expect(s.players[0].life).toBe(life);
  });
});
