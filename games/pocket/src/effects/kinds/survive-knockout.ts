import { defineKind } from './kind.ts';

/** A reached Pokémon that would be Knocked Out by damage from an attack is not; its remaining HP becomes the value. */
export const surviveKnockout = defineKind({
  id: 'survive_knockout',
  description: 'a reached Pokémon Knocked Out by attack damage survives with the value as remaining HP',
  trigger: 'on_knockout',
  words: (w) =>
    `if ${w.pokemon} would be Knocked Out by damage from an attack, its remaining HP becomes ${w.value}`,
});
