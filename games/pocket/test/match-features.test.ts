/**
 * The per-match feature set (rules/match-features.ts): the trigger events a
 * match's cards answer, worked out from its own cards. The flow skips a
 * trigger event no card of the match answers, so the set must hold every
 * event of every card of the match — the decks' cards and a scenario's, a
 * Lab variant's texts for a variant's match — and must not be kept from one
 * catalog for another (a match and its clones share one card list).
 */
import { applyDataChanges } from '@arbiter/sim';
import { describe, expect, it } from 'vitest';
import { pocket } from '../src/index.ts';
import { cardInfos } from '../src/rules/cards.ts';
import { eventBit, matchFeatures } from '../src/rules/match-features.ts';
import type { PocketState } from '../src/state.ts';
import { position } from './helpers.ts';

const ROCKY_HELMET = 'A2 148';

/** The union of the trigger events of the match's cards, as bits (read from the flattened cards directly). */
function unionOfCards(s: PocketState): number {
  let bits = 0;
  for (const i of s.cards) for (const t of cardInfos()[i].triggers) bits |= eventBit(t.on);
  return bits;
}

/** Pikachu attacks a Snorlax wearing Rocky Helmet ("… damaged by an attack …: 20 damage to the Attacking Pokémon"). */
function helmetPosition(): PocketState {
  const setup = pocket.scenarios!.setupSchema.parse(
    position(
      { active: { card: 'A1 094', energy: ['L'] } },
      { active: { card: 'A1 211', tool: ROCKY_HELMET } },
    ),
  );
  return pocket.scenarios!.build(setup, { seed: 'match-features' } as never);
}

const attackerDamage = (s: PocketState) => s.sides[0].active?.damage;

describe('the per-match feature set', () => {
  it("holds the trigger events of every card of each preset match's decks, and only those", () => {
    const presets = [
      ['mewtwoex', 'fire'],
      ['giratina-darkrai', 'suicune-greninja'],
      ['metal-barrier', 'mega-garde'],
      ['venu-leafon', 'altaria'],
    ];
    let some = 0;
    for (const [deck1, deck2] of presets) {
      const s = pocket.setup({ deck1, deck2, turnLimit: 30 } as never, `features/${deck1}`);
      expect(matchFeatures(s).triggerEvents).toBe(unionOfCards(s));
      some |= matchFeatures(s).triggerEvents;
    }
    // The first sets' decks have no trigger; the current ones do (Darkrai ex's zone attach, Tools).
    const first = pocket.setup({ deck1: 'mewtwoex', deck2: 'fire', turnLimit: 30 } as never, 'f');
    expect(matchFeatures(first).triggerEvents).toBe(0);
    expect(some).not.toBe(0);
  });

  it("holds a scenario's own cards (a Tool only the scenario places), and its trigger fires", () => {
    const s = helmetPosition();
    expect(matchFeatures(s).triggerEvents & eventBit('damaged_by_attack')).not.toBe(0);
    pocket.apply(s, 0, { type: 'attack', index: 0 });
    expect(attackerDamage(s)).toBe(20);
  });

  it("is worked out from a variant's texts for the variant's match, and from the shipped texts after, on one card list", () => {
    const docs = pocket.dataDocuments!;
    const at = (docs.documents['cards.json'] as { cards: Array<{ id: string }> }).cards.findIndex(
      (c) => c.id === ROCKY_HELMET,
    );
    // The variant's Helmet answers a knockout instead: no trigger of its match answers damage.
    const variant = docs.load(
      applyDataChanges(docs.documents, [
        { file: 'cards.json', path: ['cards', at, 'effect', 'effects', 0, 'on'], value: 'knocked_out' },
      ]),
    );
    const start = helmetPosition();
    const inVariant = pocket.clone(start);
    const shipped = pocket.clone(start);
    expect(inVariant.cards).toBe(shipped.cards);
    variant.apply(inVariant, 0, { type: 'attack', index: 0 });
    expect(attackerDamage(inVariant)).toBe(0);
    // The same card list, the shipped texts: the Helmet answers the damage again.
    pocket.apply(shipped, 0, { type: 'attack', index: 0 });
    expect(attackerDamage(shipped)).toBe(20);
  });
});
