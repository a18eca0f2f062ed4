/**
 * "The Defending Pokémon loses all Abilities. This effect lasts until the
 * Defending Pokémon leaves the Active Spot." (an attack: scope `defender`,
 * `until: 'leaves_active'`), "Basic Pokémon in play (both yours and your
 * opponent's) have no Abilities." (an Ability: scope `all_pokemon`, stage 0).
 * An `ability_loss` on the Pokémon reached: its passive auras are suppressed
 * (the seed's `suppressed`) and its Ability action is not offered (E11).
 */
import { defineEffect, paramsOf } from '../effect.ts';
import { durationWords, reachShape, reachWords, registerLasting, staticAura } from './reach.ts';

export const loseAbilities = defineEffect({
  id: 'lose_abilities',
  description: 'the Pokémon reached have no Abilities, static or for a duration',
  params: paramsOf('lose_abilities', reachShape),
  phase: 'after',
  run(ctx, p) {
    registerLasting(ctx, 'ability_loss', p, 1);
  },
  aura: (p, src) => [staticAura(src, 'ability_loss', p, 1)],
  words: (p, w) =>
    `${durationWords(p)}${reachWords(p, w.names)} ${p.scope === 'defender' || p.scope === 'self' ? 'has' : 'have'} no Abilities`,
});
