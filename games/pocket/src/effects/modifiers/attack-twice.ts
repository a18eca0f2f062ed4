/**
 * "This attack is used twice in a row. The second attack does 40 damage. (If
 * the first attack Knocks Out your opponent's Active Pokémon, the second
 * attack is used after your opponent chooses a new Active Pokémon.)" Runs
 * last of the first attack: it owes the second (`Resolution.again`), which
 * the flow uses once the first attack's knockouts are scored and a new
 * Active Pokémon is chosen (rules/attack-again.ts). An attack that does
 * nothing (a Confused tails) never owes it.
 */
import { amount, defineEffect, paramsOf } from '../effect.ts';

export const attackTwice = defineEffect({
  id: 'attack_twice',
  description:
    'the attack is used a second time, with `secondDamage` as its damage, after the first one’s knockouts',
  params: paramsOf('attack_twice', { secondDamage: amount }),
  phase: 'after',
  run(ctx, p) {
    if (ctx.res.source === 'attack') ctx.res.again = p.secondDamage;
  },
  words: (p) =>
    `this attack is used twice in a row; the second attack does ${p.secondDamage} damage (if the first attack Knocks Out your opponent's Active Pokémon, the second attack is used after your opponent chooses a new Active Pokémon)`,
});
