/**
 * "This attack does X damage to 1 of your opponent's (Benched) Pokémon" — or
 * an Ability's "do X damage to …"; widened: to the opponent's Active
 * Pokémon, to 1 of your own Pokémon ("This attack also does 20 damage to 1
 * of your Pokémon": put on as printed, no Weakness), only among damaged
 * Pokémon, or to `targets` different Pokémon. `attacker` ("do 20 damage to
 * the Attacking Pokémon", Rocky Helmet's trigger) is the opponent's Active
 * Pokémon, which attacked.
 */
import { z } from 'zod';
import { other, slotsOf } from '../../rules/ops.ts';
import type { PocketState, Side, Slot } from '../../state.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { attackDamageTo, choosePokemon, damageAsPrinted } from '../helpers.ts';
import { counterSchema, counterWords, countOf } from '../vocabulary/counter.ts';

/**
 * `event_target`: in a trigger, the Pokémon its event happened to ("do 20
 * damage to that Pokémon"); `opponent_all`: each of the opponent's Pokémon,
 * none chosen (an Ability's "do 10 damage to each of your opponent's Pokémon").
 */
const among = z.enum([
  'opponent_any',
  'opponent_bench',
  'opponent_active',
  'own_any',
  'attacker',
  'event_target',
  'opponent_all',
]);
type Among = z.infer<typeof among>;

/** The Pokémon the damage may go to (before a choice). */
export function candidates(s: PocketState, side: Side, a: Among, filter: 'damaged' | undefined): Slot[] {
  if (a === 'event_target') return [];
  const own = a === 'own_any';
  const p = s.sides[own ? side : other(side)];
  const all =
    a === 'opponent_bench'
      ? p.bench.slice()
      : a === 'opponent_active' || a === 'attacker'
        ? p.active
          ? [p.active]
          : []
        : slotsOf(p).slice();
  return filter === 'damaged' ? all.filter((x) => x.damage > 0) : all;
}

/** Whether `candidates` is not empty (asked for every card in hand with this text: no list is built). */
function anyCandidate(s: PocketState, side: Side, a: Among, filter: 'damaged' | undefined): boolean {
  if (a === 'event_target') return false;
  const p = s.sides[a === 'own_any' ? side : other(side)];
  if (a !== 'opponent_bench' && p.active !== null && (filter !== 'damaged' || p.active.damage > 0))
    return true;
  if (a === 'opponent_active' || a === 'attacker') return false;
  const bench = p.bench;
  for (let i = 0; i < bench.length; i++) if (filter !== 'damaged' || bench[i].damage > 0) return true;
  return false;
}

export const damageTarget = defineEffect({
  id: 'damage_target',
  description:
    "damage to 1 (or `targets`) of the opponent's Pokémon (Benched, Active, damaged) or of your own, chosen",
  params: paramsOf('damage_target', {
    // `amount`, or `amount` for each of a count on the chosen Pokémon ("for each Energy attached to that Pokémon").
    amount: z.union([amount, z.object({ amount, per: counterSchema }).strict()]),
    among,
    filter: z.literal('damaged').optional(),
    targets: z.number().int().min(2).optional(),
  }),
  phase: 'after',
  usable: (s, side, _self, p) => p.among === 'event_target' || anyCandidate(s, side, p.among, p.filter),
  run(ctx, p) {
    if (p.among === 'event_target') {
      const ev = ctx.event;
      const t = ev?.target;
      if (!t || ev.targetSide === undefined || typeof p.amount !== 'number') return;
      const p2 = ctx.s.sides[ev.targetSide];
      if (p2.active === t || p2.bench.includes(t)) damageAsPrinted(ctx, ev.targetSide, t, p.amount);
      return;
    }
    const side = p.among === 'own_any' ? ctx.player : ctx.opp;
    const left = candidates(ctx.s, ctx.player, p.among, p.filter);
    const picked: Slot[] = p.among === 'opponent_all' ? left.splice(0) : [];
    for (let k = 0; k < (p.targets ?? 1) && left.length > 0; k++) {
      const i = choosePokemon(ctx, ctx.player, 'Choose a Pokémon to damage', left, side);
      picked.push(left[i]);
      left.splice(i, 1);
    }
    for (const t of picked) {
      const n = typeof p.amount === 'number' ? p.amount : p.amount.amount * countOf(ctx, p.amount.per, t);
      if (n <= 0) continue;
      // Attack damage to the opponent's Pokémon goes through boosts and reductions; an Ability's, or to your own, as printed.
      if (ctx.res.source === 'attack' && side === ctx.opp) attackDamageTo(ctx, side, t, n);
      else damageAsPrinted(ctx, side, t, n);
    }
  },
  words: (p, w) => {
    const who =
      p.among === 'own_any'
        ? '1 of your Pokémon'
        : p.among === 'attacker'
          ? 'the Attacking Pokémon'
          : p.among === 'event_target'
            ? 'that Pokémon'
            : p.among === 'opponent_all'
              ? "each of your opponent's Pokémon"
              : p.among === 'opponent_active'
                ? "your opponent's Active Pokémon"
                : `${p.targets ?? 1} of your opponent's ${p.among === 'opponent_bench' ? 'Benched ' : ''}Pokémon`;
    const much = typeof p.amount === 'number' ? `${p.amount}` : `${p.amount.amount}`;
    const each = typeof p.amount === 'number' ? '' : ` for each ${counterWords(p.amount.per, w)}`;
    return `${w.source === 'attack' ? 'this attack does' : 'do'} ${much} damage to ${who}${
      p.filter === 'damaged' ? ' that have damage on them' : ''
    }${each}`;
  },
});
