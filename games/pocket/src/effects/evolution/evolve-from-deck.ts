/**
 * "Put a random card from your deck that evolves from this Pokémon onto this
 * Pokémon to evolve it." (abilities), "Choose 1 of your [G] Pokémon in play.
 * Put a random [G] Pokémon from your deck that evolves from that Pokémon
 * onto that Pokémon to evolve it. You can't use this card during your first
 * turn or on a Pokémon that was put into play this turn." (Quick-Grow
 * Extract), Wallace (a [W] Pokémon with a maximum HP of 50 or less).
 *
 * E5: evolving from the deck is bound by the first-turn and played-this-turn
 * rules only where the text repeats them (`notFirstTurn`,
 * `notPlayedThisTurn`), and is not stopped by "can't play any Pokémon from
 * their hand to evolve". Only Pokémon with a matching card in the deck are
 * offered; the card is random among the matching ones, the deck shuffled
 * after. Evolving keeps damage, Energy and the Tool, clears Special
 * Conditions and attack effects, ends the old card's Ability and starts the
 * new one's, and records the turn (it cannot evolve again this turn).
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { evolveOnto } from '../../rules/evolve-onto.ts';
import { info, maxHp, shuffleDeck, slotInfo, slotsOf } from '../../rules/ops.ts';
import type { PocketState, Side, Slot } from '../../state.ts';
import { amount, defineEffect, paramsOf, pokemonType } from '../effect.ts';
import { choosePokemon } from '../helpers.ts';

const params = paramsOf('evolve_from_deck', {
  /** This Pokémon, or one of the player's Pokémon in play (of a type, with a maximum HP at most). */
  target: z.union([
    z.literal('self'),
    z
      .object({ among: z.literal('own_one'), pokemonType: pokemonType.optional(), maxHp: amount.optional() })
      .strict(),
  ]),
  /** The evolution card's type ("a random [G] Pokémon from your deck"). */
  pokemonType: pokemonType.optional(),
  /** "You can't use this card during your first turn" (E4: turn 1 or 2). */
  notFirstTurn: z.literal(true).optional(),
  /** "… or on a Pokémon that was put into play this turn". */
  notPlayedThisTurn: z.literal(true).optional(),
});
type Params = z.infer<typeof params>;

/** The deck's cards that evolve from the Pokémon in `slot` (of the type asked). */
function evolutionsInDeck(s: PocketState, side: Side, slot: Slot, p: Params): number[] {
  const name = slotInfo(s, slot).name;
  return s.sides[side].deck.filter((uid) => {
    const ci = info(s, uid);
    return ci.kind === 'pokemon' && ci.evolvesFrom === name && (!p.pokemonType || ci.type === p.pokemonType);
  });
}

function candidates(s: PocketState, side: Side, self: Slot | null, p: Params): Slot[] {
  if (p.notFirstTurn && s.turn <= 2) return [];
  const t = p.target;
  const pool = t === 'self' ? (self ? [self] : []) : slotsOf(s.sides[side]);
  return pool.filter((sl) => {
    if (p.notPlayedThisTurn && sl.playedTurn === s.turn) return false;
    if (t !== 'self') {
      if (t.pokemonType && slotInfo(s, sl).type !== t.pokemonType) return false;
      if (t.maxHp !== undefined && maxHp(s, side, sl) > t.maxHp) return false;
    }
    return evolutionsInDeck(s, side, sl, p).length > 0;
  });
}

export const evolveFromDeck = defineEffect({
  id: 'evolve_from_deck',
  description: 'evolve this or a chosen own Pokémon with a random card from the deck that evolves from it',
  params,
  phase: 'after',
  usable: (s, side, self, p) => candidates(s, side, self, p).length > 0,
  run(ctx, p) {
    const { s, player } = ctx;
    const list = candidates(s, player, ctx.self, p);
    if (list.length === 0) return;
    const i = choosePokemon(ctx, player, 'Choose a Pokémon to evolve', list, player);
    const slot = list[i];
    const cards = evolutionsInDeck(s, player, slot, p);
    const card = cards[randInt(s.rng, cards.length, 'random')];
    const deck = s.sides[player].deck;
    deck.splice(deck.indexOf(card), 1);
    evolveOnto(s, player, slot, card, (sl) => ctx.enterPlay(player, sl), ctx.emit);
    shuffleDeck(s, player);
  },
  words: (p, w) => {
    const kind = p.pokemonType ? `${w.energy(p.pokemonType)} Pokémon` : 'card';
    if (p.target === 'self')
      return `put a random ${kind} from your deck that evolves from this Pokémon onto this Pokémon to evolve it`;
    const t = p.target;
    return `choose 1 of your ${t.pokemonType ? `${w.energy(t.pokemonType)} ` : ''}Pokémon in play${
      t.maxHp !== undefined ? ` with a maximum HP of ${t.maxHp} or less` : ''
    }; put a random ${kind} from your deck that evolves from that Pokémon onto it to evolve it${
      p.notFirstTurn ? ' (not during your first turn, nor on a Pokémon put into play this turn)' : ''
    }`;
  },
});
