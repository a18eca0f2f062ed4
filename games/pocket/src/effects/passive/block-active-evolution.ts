/** An Ability: "Your opponent can't play any Pokémon from their hand to evolve their Active Pokémon." */
import { defineEffect, paramsOf } from '../effect.ts';
import { aura } from '../helpers.ts';

export const blockActiveEvolution = defineEffect({
  id: 'block_active_evolution',
  description: "aura: the opponent can't evolve their Active Pokémon from their hand",
  params: paramsOf('block_active_evolution', {}),
  phase: 'after',
  aura: (_p, src) => [aura(src, 'evolution_block', 'opponent_active', 1)],
  words: () => "your opponent can't play any Pokémon from their hand to evolve their Active Pokémon",
});
