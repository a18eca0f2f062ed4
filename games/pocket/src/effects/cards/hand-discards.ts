/**
 * Discarding chosen cards from a hand, shared by the texts that do it
 * ("discard a card from your hand", "discards cards until they have 4",
 * "discard up to 2 Pokémon Tool cards"). The hand's owner chooses, one card
 * at a time, a secret choice; every question comes before anything moves,
 * because a decision re-runs the step from its start. The discarded cards
 * are public.
 */
import { info } from '../../rules/ops.ts';
import type { Side } from '../../state.ts';
import type { EffectCtx } from '../context.ts';

/** `side` chooses `n` cards of their hand (fewer if it holds fewer). */
export function chooseFromHand(ctx: EffectCtx, side: Side, n: number): number[] {
  const left = ctx.s.sides[side].hand.slice();
  const picks: number[] = [];
  while (picks.length < n && left.length > 0) {
    const k = ctx.choose(
      side,
      'Choose a card from your hand to discard',
      left.map((uid) => info(ctx.s, uid).name),
      true,
    );
    picks.push(left.splice(k, 1)[0]);
  }
  return picks;
}

/** Moves the chosen cards from `side`'s hand to their discard pile, each told. */
export function discardHandCards(ctx: EffectCtx, side: Side, picks: readonly number[]): void {
  const pl = ctx.s.sides[side];
  for (const uid of picks) {
    pl.hand.splice(pl.hand.indexOf(uid), 1);
    pl.discard.push(uid);
    ctx.emit?.({ type: 'hand-discard', side, card: info(ctx.s, uid).name });
  }
}
