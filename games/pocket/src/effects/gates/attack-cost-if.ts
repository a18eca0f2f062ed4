/**
 * "If this Pokémon has damage on it, this attack can be used for 1 [L]
 * Energy." (Zeraora-like), "If you have no cards in your deck, this attack
 * can be used for 1 [W] Energy.": while the condition holds (read with the
 * attacker as "this Pokémon"), the attack is usable when either its printed
 * cost or this one is paid. Decisions (README, "Rare Candy, Eevee Bag and
 * the last texts"): the alternative cost is the printed one, not changed by
 * cost effects; the attack is the same attack whichever cost made it usable
 * (its damage and effects are unchanged; nothing is discarded for either).
 */
import { z } from 'zod';
import { defineEffect, energy, paramsOf } from '../effect.ts';
import { type ConditionRef, conditionSchema, conditionWords, holds } from '../vocabulary/condition.ts';
import { probeCtx } from './probe.ts';

const params = paramsOf('attack_cost_if', { condition: conditionSchema, cost: z.array(energy).min(1) });

export const attackCostIf = defineEffect({
  id: 'attack_cost_if',
  description: 'the attack may be used for `cost` instead while `condition` holds',
  params,
  phase: 'after',
  altCost: (s, side, self, p) =>
    holds(probeCtx(s, side, self), p.condition as ConditionRef) ? p.cost : null,
  run() {},
  words: (p, w) => {
    const n = new Map<string, number>();
    for (const e of p.cost) n.set(e, (n.get(e) ?? 0) + 1);
    const cost = [...n].map(([e, k]) => `${k} ${w.energy(e as never)}`).join(' and ');
    return `if ${conditionWords(p.condition as ConditionRef, w)}, this attack can be used for ${cost} Energy`;
  },
});
