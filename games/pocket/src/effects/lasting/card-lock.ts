/**
 * Registers a lasting `card_lock` on the opponent through a turn: what an
 * attack's "During your opponent's next turn, they can't …" does, whatever it
 * stops (a kind of card from the hand, evolving from the hand, attaching
 * from the Energy Zone). The lock modules differ only in `cardKind` and words.
 */
import { type ActivePayload, register } from '../active.ts';
import type { EffectCtx } from '../context.ts';
import { activeKinds } from '../kinds/index.ts';

export function registerCardLock(
  ctx: EffectCtx,
  cardKind: NonNullable<ActivePayload['cardKind']>,
  until: number,
): void {
  const made = register(ctx.s, {
    type: 'card_lock',
    scope: 'opponent_all',
    value: 1,
    until,
    payload: {
      sourceType: ctx.res.source,
      sourceCard: null,
      sourcePlayer: ctx.player,
      trigger: activeKinds.get('card_lock').trigger,
      target: null,
      cardKind,
      label: ctx.res.attackName,
    },
  });
  ctx.emit?.({
    type: 'effect-registered',
    id: made.id,
    side: ctx.player,
    effect: 'card_lock',
    source: ctx.res.attackName,
    scope: 'opponent_all',
    value: 1,
    until,
  });
}
