/**
 * The per-match feature set (engine/match-features.ts): the rarely used
 * checks (control statics, land-type changes, "becomes tapped" triggers,
 * cost increases, …) run only in a match whose cards have them. What must
 * hold: the set is never smaller than what a card needs (each card of the
 * pool that has the rule has its bit: a check is never skipped for it); a
 * match of cards without the rule skips the check; objects made later
 * (tokens, copies) join; a clone works out the same set. The legal-action
 * search's skips (graveyards, cost reductions, extra land plays) are also
 * compared with the search that skips nothing over random 6ED positions
 * (test/feature-skips.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../src/cards/catalog.ts';
import type { RulesBlock } from '../src/cards/rules-block.ts';
import { Feature, matchFeatures, matchUses } from '../src/engine/match-features.ts';
import { cloneState } from '../src/engine/state.ts';
import { newObject } from '../src/engine/zones.ts';
import { mtg } from '../src/index.ts';
import { triggerRegistry } from '../src/vocabulary/triggers/index.ts';

const cat = catalog();

/** The tests the checks made before (over the whole catalog), per rules block. */
const needs: Array<[keyof typeof Feature, (r: RulesBlock) => boolean]> = [
  ['controlStatic', (r) => r.statics.some((st) => !!st.effect.rules?.some((f) => f.id === 'control'))],
  [
    'landTypes',
    (r) =>
      r.statics.some((st) => st.effect.setLandType !== undefined) ||
      r.activated.some((a) => a.steps.some((st) => st.op === 'become_land_type')) ||
      r.steps.some((st) => st.op === 'become_land_type'),
  ],
  [
    'tapWatch',
    (r) => r.triggers.some((t) => triggerRegistry.get(t.trigger).events?.includes('TAPPED') ?? false),
  ],
  ['costIncrease', (r) => r.statics.some((st) => !!st.effect.rules?.some((f) => f.id === 'cost_increase'))],
  ['doesntUntap', (r) => r.statics.some((st) => !!st.effect.rules?.some((f) => f.id === 'doesnt_untap'))],
  ['grantsAbilities', (r) => r.statics.some((st) => st.effect.grantAbilities !== undefined)],
  ['readsAttacks', (r) => JSON.stringify(r).includes('"attackedThisTurn"')],
  // What the legal-action search read before it skipped graveyards and statics (casting.ts, land-plays.ts).
  [
    'graveyardCasts',
    (r) =>
      !!r.flashback || r.statics.some((st) => !!st.effect.rules?.some((f) => f.id === 'cast_from_graveyard')),
  ],
  ['graveyardAbilities', (r) => r.activated.some((a) => a.zone === 'graveyard')],
  ['costReduction', (r) => r.statics.some((st) => !!st.effect.rules?.some((f) => f.id === 'cost_reduction'))],
  [
    'extraLandPlays',
    (r) => r.statics.some((st) => !!st.effect.rules?.some((f) => f.id === 'extra_land_plays')),
  ],
];

function matchOf(deck1: string, deck2: string) {
  return mtg.setup(mtg.optionsSchema.parse({ deck1, deck2 }), 'features');
}

describe('match features', () => {
  it('every card of both pools that has a rule has its feature (no check is skipped for a card that needs it)', () => {
    for (const [name, has] of needs) {
      const cards = cat.cardList.filter((c) => has(c.rules));
      // Each rule is in the pool (else the check would prove nothing).
      expect(cards.length, name).toBeGreaterThan(0);
      for (const c of cards) {
        const s = matchOf('glorious_combat', 'draconic_fury');
        newObject(s, c.id, 0, 'hand');
        expect(matchUses(s, Feature[name]), `${c.id} (${name})`).toBe(true);
      }
    }
  });

  it('a phase-1 match has none of the Sixth Edition rules: their checks skip themselves', () => {
    const s = matchOf('glorious_combat', 'draconic_fury');
    for (const name of ['controlStatic', 'landTypes', 'tapWatch', 'costIncrease', 'grantsAbilities'] as const)
      expect(matchUses(s, Feature[name]), name).toBe(false);
  });

  it('a Sixth Edition match has the rules of its own decks only (City of Brass in uncovered: "becomes tapped")', () => {
    const deck = cat.decks.uncovered;
    expect(deck.cards).toContain('city_of_brass');
    expect(matchUses(matchOf('uncovered', 'mono_white'), Feature.tapWatch)).toBe(true);
    expect(matchUses(matchOf('mono_white', 'mono_red'), Feature.tapWatch)).toBe(false);
    expect(matchUses(matchOf('dimir', 'mono_red'), Feature.grantsAbilities)).toBe(true);
  });

  it('an object made after the set was read joins it; a clone reads the same set', () => {
    const s = matchOf('mono_white', 'mono_red');
    expect(matchUses(s, Feature.controlStatic)).toBe(false);
    newObject(s, 'conquer', 1, 'library');
    expect(matchUses(s, Feature.controlStatic)).toBe(true);
    const copy = cloneState(s);
    expect(matchFeatures(copy)).toBe(matchFeatures(s));
  });
});
