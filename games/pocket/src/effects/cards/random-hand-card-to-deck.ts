/**
 * "A card from among both player's hands is chosen at random, revealed to
 * the other player, and shuffled into its owner's deck." Each card of both
 * hands has one equal chance (the card played is no longer in its hand);
 * the chosen card is shown to both players this turn (its owner knows it),
 * then shuffled into its owner's deck. Both hands empty once the card is
 * played: nothing happens (it is offered all the same: its own card is in
 * the hand when the legal plays are listed) (README, "Rare Candy, Eevee Bag
 * and the last texts").
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { info, shuffleDeck } from '../../rules/ops.ts';
import type { Side } from '../../state.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { showCard } from './zones.ts';

export const randomHandCardToDeck = defineEffect({
  id: 'random_hand_card_to_deck',
  description: "a random card of both players' hands, shown, shuffled into its owner's deck",
  params: paramsOf('random_hand_card_to_deck', { among: z.literal('both_hands') }),
  phase: 'after',
  run(ctx) {
    const { s } = ctx;
    const mine = s.sides[ctx.player].hand.length;
    const all = mine + s.sides[ctx.opp].hand.length;
    if (all === 0) return;
    const k = randInt(s.rng, all, 'random');
    const owner: Side = k < mine ? ctx.player : ctx.opp;
    const hand = s.sides[owner].hand;
    const uid = hand.splice(k < mine ? k : k - mine, 1)[0];
    const name = info(s, uid).name;
    s.sides[owner].deck.push(uid);
    shuffleDeck(s, owner);
    showCard(s, owner, name, 'hand', 'both');
    ctx.emit?.({ type: 'hand-to-deck', side: owner, count: 1, cards: [name] });
  },
  words: () =>
    "a card from among both players' hands is chosen at random, revealed to the other player, and shuffled into its owner's deck",
});
