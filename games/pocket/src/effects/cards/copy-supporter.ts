/**
 * "Look at a random Supporter card that's not Penny from your opponent's
 * deck and shuffle it back into their deck. Use the effect of that card as
 * the effect of this card." (Penny: `from: opponent_deck`, `exceptNames`),
 * "… you may look at a random Supporter card from your opponent's hand. Use
 * the effect of that card as the effect of this Ability." (Smeargle:
 * `from: opponent_hand`).
 *
 * Decisions (README, "Rare Candy, Eevee Bag and the last texts"; E8): the
 * card is chosen at random among the Supporters there (not the excepted
 * names, nor a Supporter that itself copies one: no loop), named to both
 * players, and stays where it was (the deck is shuffled after it is looked
 * at). Its effects then run as steps of this text, for this text's player
 * (and, in an Ability, with this Pokémon as "this Pokémon"); when they can
 * do nothing now (their `usable`, a `requires` that does not hold), nothing
 * happens. The card is offered whenever the deck or hand holds any card —
 * whether a Supporter is among them is hidden from its player. Using the
 * effect plays no Supporter: an Ability's copy does not use the turn's one
 * Supporter; Penny is the Supporter played.
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { info, shuffleDeck } from '../../rules/ops.ts';
import type { PocketState, Side, Slot } from '../../state.ts';
import { defineEffect, type InnerRef, paramsOf } from '../effect.ts';
import { queueNested } from '../wrappers/nested.ts';

const params = paramsOf('copy_supporter', {
  from: z.enum(['opponent_deck', 'opponent_hand']),
  random: z.literal(true),
  exceptNames: z.array(z.string().min(1)).min(1).optional(),
});

/** Whether effects can do something now: each effect's own `usable` (bound by the registry). */
let copiedUsable: (s: PocketState, side: Side, self: Slot | null, refs: readonly InnerRef[]) => boolean =
  () => true;
export function bindCopiedUsable(fn: typeof copiedUsable): void {
  copiedUsable = fn;
}

const zone = (s: PocketState, side: Side, from: 'opponent_deck' | 'opponent_hand') =>
  from === 'opponent_deck' ? s.sides[1 - side].deck : s.sides[1 - side].hand;

export const copySupporter = defineEffect({
  id: 'copy_supporter',
  description:
    "use the effect of a random Supporter card from the opponent's deck or hand (it stays there; not the excepted names)",
  params,
  phase: 'after',
  usable: (s, side, _self, p) => zone(s, side, p.from).length > 0,
  run(ctx, p) {
    const { s, player } = ctx;
    const cards = zone(s, player, p.from);
    const supporters = cards.filter((uid) => {
      const ci = info(s, uid);
      return (
        ci.kind === 'supporter' &&
        !p.exceptNames?.includes(ci.name) &&
        !ci.effects.some((e) => e.type === 'copy_supporter')
      );
    });
    const uid = supporters.length > 0 ? supporters[randInt(s.rng, supporters.length, 'random')] : null;
    if (p.from === 'opponent_deck') shuffleDeck(s, ctx.opp);
    if (uid === null) {
      ctx.emit?.({ type: 'copy-supporter', side: player, card: null });
      return;
    }
    const ci = info(s, uid);
    ctx.emit?.({ type: 'copy-supporter', side: player, card: ci.name });
    const refs = ci.effects as readonly InnerRef[];
    if (copiedUsable(s, player, ctx.self, refs)) queueNested(ctx, refs);
  },
  words: (p) =>
    `look at a random Supporter card${p.exceptNames ? ` that's not ${p.exceptNames.join(' or ')}` : ''} from your opponent's ${
      p.from === 'opponent_deck' ? 'deck and shuffle it back into their deck' : 'hand'
    }; use the effect of that card as the effect of this one`,
});
