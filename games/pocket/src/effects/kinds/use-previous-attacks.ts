import { defineKind } from './kind.ts';

/** The reached evolved Pokémon may use the attacks of the cards it evolved from. */
export const usePreviousAttacks = defineKind({
  id: 'use_previous_attacks',
  description: 'the reached evolved Pokémon can use any attack of its previous Evolutions',
  trigger: 'on_attack',
  words: (w) => `${w.pokemon} can use any attack from ${w.one ? 'its' : 'their'} previous Evolutions`,
});
