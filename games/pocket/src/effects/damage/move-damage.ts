/**
 * Moving damage: "choose 1 of your Pokémon that has damage on it, and move
 * all of its damage to this Pokémon" (Dusknoir-like Abilities), "move 40 of
 * its damage to your opponent's Active Pokémon" (a Supporter naming the
 * Pokémon), "Move 30 damage that your Active Pokémon has on it to this
 * Pokémon". Damage moved is no attack damage and no healing: no Weakness,
 * no reductions, and "can't be healed" does not stop it; it moves at most
 * what the source has. A Pokémon whose damage now reaches its HP is Knocked
 * Out in the knockout check after it, its owner's opponent scoring as usual.
 */
import { z } from 'zod';
import { other, slotInfo, slotsOf } from '../../rules/ops.ts';
import type { PocketState, Side, Slot } from '../../state.ts';
import type { EffectCtx } from '../context.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { choosePokemon } from '../helpers.ts';

const ownOne = z
  .object({
    among: z.literal('own_one'),
    names: z.array(z.string()).min(1).optional(),
    filter: z.literal('damaged'),
  })
  .strict();
const params = paramsOf('move_damage', {
  from: z.union([z.literal('own_active'), ownOne]),
  to: z.enum(['self', 'opponent_active']),
  amount: z.union([amount, z.literal('all')]),
});
type Params = z.infer<typeof params>;

/** The Pokémon damage may move from (with damage on it; never the Pokémon it moves to). */
function sources(s: PocketState, side: Side, self: Slot | null, p: Params): Slot[] {
  const pl = s.sides[side];
  const all = p.from === 'own_active' ? (pl.active ? [pl.active] : []) : slotsOf(pl);
  return all.filter(
    (x) =>
      x.damage > 0 &&
      !(p.to === 'self' && x === self) &&
      (p.from === 'own_active' || !p.from.names || p.from.names.includes(slotInfo(s, x).name)),
  );
}

function destination(ctx: EffectCtx, p: Params): { side: Side; slot: Slot | null } {
  return p.to === 'self'
    ? { side: ctx.player, slot: ctx.self }
    : { side: other(ctx.player), slot: ctx.s.sides[other(ctx.player)].active };
}

export const moveDamage = defineEffect({
  id: 'move_damage',
  description:
    "move all or some damage from 1 of your Pokémon (chosen, damaged) to this Pokémon or the opponent's Active",
  params,
  phase: 'after',
  usable(s, side, self, p) {
    if (p.to === 'self' && !self) return false;
    if (p.to === 'opponent_active' && !s.sides[other(side)].active) return false;
    return sources(s, side, self, p).length > 0;
  },
  run(ctx, p) {
    const to = destination(ctx, p);
    const from = sources(ctx.s, ctx.player, ctx.self, p);
    if (!to.slot || from.length === 0) return;
    const i = choosePokemon(ctx, ctx.player, 'Choose a Pokémon to move damage from', from, ctx.player);
    const src = from[i];
    const n = p.amount === 'all' ? src.damage : Math.min(p.amount, src.damage);
    if (n <= 0) return;
    src.damage -= n;
    to.slot.damage += n;
    ctx.emit?.({
      type: 'damage-moved',
      side: ctx.player,
      from: slotInfo(ctx.s, src).name,
      toSide: to.side,
      to: slotInfo(ctx.s, to.slot).name,
      amount: n,
    });
  },
  words: (p, w) => {
    const what = p.amount === 'all' ? 'all of its damage' : `${p.amount} of its damage`;
    const to = p.to === 'self' ? 'this Pokémon' : "your opponent's Active Pokémon";
    if (p.from === 'own_active')
      return `move ${p.amount === 'all' ? 'all' : p.amount} damage that your Active Pokémon has on it to ${to}`;
    return `choose 1 of your ${p.from.names ? w.names(p.from.names) : 'Pokémon'} that has damage on it, and move ${what} to ${to}`;
  },
});
