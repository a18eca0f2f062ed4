/**
 * "Once during your turn, after you flip any coins for an attack of 1 of
 * your [R] Pokémon, you may ignore all results of those coin flips and begin
 * flipping those coins again. You can't use more than 1 Victory Star Ability
 * each turn." Not an action of its own and no aura: the flow offers it
 * (rules/reflip.ts) when an own Pokémon of `pokemonType` flips coins in a
 * step of its attack's text, while no own Pokémon with an Ability named
 * `oncePerTurnByName` used it this turn.
 */
import { z } from 'zod';
import { defineEffect, paramsOf, pokemonType } from '../effect.ts';

export const reflipAttackCoins = defineEffect({
  id: 'reflip_attack_coins',
  description:
    'offered by the flow after the coins of an attack of an own `pokemonType` Pokémon: keep them or flip them all again (once a turn for all Abilities named `oncePerTurnByName`)',
  params: paramsOf('reflip_attack_coins', {
    pokemonType,
    oncePerTurnByName: z.string().min(1),
  }),
  phase: 'after',
  words: (p, w) =>
    `once during your turn, after you flip any coins for an attack of 1 of your ${w.energy(p.pokemonType)} Pokémon, you may flip those coins again (1 ${p.oncePerTurnByName} each turn)`,
});
