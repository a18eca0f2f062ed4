/** Tells the log which Pokémon is Active after a switch (and which one went to the Bench). */
import { slotInfo } from '../../rules/ops.ts';
import type { Side } from '../../state.ts';
import type { EffectCtx } from '../context.ts';

export function switched(ctx: EffectCtx, side: Side, from: string | null): void {
  const active = ctx.s.sides[side].active;
  if (active) ctx.emit?.({ type: 'switch', side, from, to: slotInfo(ctx.s, active).name });
}
