/**
 * "If any damage is done to this Pokémon by attacks, flip a coin. If heads,
 * this Pokémon takes -100 damage from that attack" / "… prevent that damage"
 * (`coin_damage_reduction`): once an attack's damage to a Pokémon is
 * calculated and is above 0, its owner's coin decides. Read where attack
 * damage lands (the damage step, attack damage to other Pokémon); not for an
 * attack that ignores the effects on the defender.
 */
import { affectedOf, anyEffectOf } from '../rules/ops.ts';
import type { Side, Slot } from '../state.ts';
import { query } from './active.ts';
import type { EffectCtx } from './context.ts';

export function coinReduced(
  ctx: EffectCtx,
  side: Side,
  target: Slot,
  amount: number,
  parts?: string[],
): number {
  if (amount <= 0 || ctx.res.ignoreDefenderEffects || !anyEffectOf(ctx.s, 'coin_damage_reduction'))
    return amount;
  let out = amount;
  for (const e of query(ctx.s, {
    type: 'coin_damage_reduction',
    affecting: affectedOf(ctx.s, side, target),
  })) {
    if (out <= 0 || !ctx.flip()) continue;
    const cut = e.payload?.prevent ? out : Math.min(out, e.value);
    out -= cut;
    parts?.push(`coin -${cut}`);
  }
  return out;
}
