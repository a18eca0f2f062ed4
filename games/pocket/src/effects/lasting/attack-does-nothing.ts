/**
 * "This attack does nothing." — under a coin's tails ("Flip a coin. If
 * tails, this attack does nothing. If heads, …") or a condition ("If this
 * Pokémon's remaining HP is 60 or less, this attack does nothing."): the
 * attack's damage and the rest of its effects do not happen. Runs before the
 * damage ('modify').
 */
import { defineEffect, paramsOf } from '../effect.ts';

export const attackDoesNothing = defineEffect({
  id: 'attack_does_nothing',
  description: 'the attack does nothing from here on: no damage, no further effects',
  params: paramsOf('attack_does_nothing', {}),
  phase: 'modify',
  run(ctx) {
    if (ctx.res.source === 'attack') ctx.res.nothing = true;
  },
  words: () => 'this attack does nothing',
});
