/**
 * "This attack does X damage to 1 of your opponent's (Benched) Pokémon" — or
 * an Ability's "do X damage to …"; `among: opponent_active` ("do 10 damage to
 * your opponent's Active Pokémon", Deceptive Needle) and `attacker` ("do 20
 * damage to the Attacking Pokémon", Rocky Helmet: the opponent's Active
 * Pokémon when a Tool's trigger runs) name the one Pokémon, no choice.
 */
import { z } from 'zod';
import { other, slotsOf } from '../../rules/ops.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { attackDamageTo, damageAsPrinted, label } from '../helpers.ts';

export const damageTarget = defineEffect({
  id: 'damage_target',
  description: "damage to 1 of the opponent's Pokémon (or Benched Pokémon), chosen",
  params: paramsOf('damage_target', {
    amount,
    among: z.enum(['opponent_any', 'opponent_bench', 'opponent_active', 'attacker']),
  }),
  phase: 'after',
  usable(s, side, _self, p) {
    const o = s.sides[other(side)];
    if (p.among === 'opponent_active' || p.among === 'attacker') return o.active !== null;
    return p.among === 'opponent_bench' ? o.bench.length > 0 : slotsOf(o).length > 0;
  },
  run(ctx, p) {
    const o = ctx.s.sides[ctx.opp];
    const one = p.among === 'opponent_active' || p.among === 'attacker';
    const targets = one
      ? o.active
        ? [o.active]
        : []
      : p.among === 'opponent_bench'
        ? o.bench.slice()
        : slotsOf(o).slice();
    if (targets.length === 0) return;
    const t =
      targets[
        ctx.choose(
          ctx.player,
          'Choose a Pokémon to damage',
          targets.map((x) => label(ctx.s, x, ctx.opp)),
        )
      ];
    // Attack damage goes through boosts and reductions; an Ability's is put on as printed.
    if (ctx.res.source === 'attack') attackDamageTo(ctx, ctx.opp, t, p.amount);
    else damageAsPrinted(ctx, ctx.opp, t, p.amount);
  },
  words: (p, w) =>
    `${w.source === 'attack' ? 'this attack does' : 'do'} ${p.amount} damage to ${
      p.among === 'attacker'
        ? 'the Attacking Pokémon'
        : p.among === 'opponent_active'
          ? "your opponent's Active Pokémon"
          : `1 of your opponent's ${p.among === 'opponent_bench' ? 'Benched ' : ''}Pokémon`
    }`,
});
