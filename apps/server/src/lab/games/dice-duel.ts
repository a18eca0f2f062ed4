/**
 * Dice Duel in the Lab: the subject is a hero, the opponents other heroes
 * (`hero1` / `hero2`), both read from the game's data documents.
 */
import type { AnyGame } from '@arbiter/core';
import type { LabGameAdapter } from './types.ts';

function heroesOf(game: AnyGame): Array<{ id: string; label: string }> {
  const file = game.dataDocuments?.documents['heroes.json'] as
    | { heroes?: Array<{ id: string; name: string }> }
    | undefined;
  return (file?.heroes ?? []).map((h) => ({ id: h.id, label: h.name }));
}

export const diceDuelLab: LabGameAdapter = {
  id: 'dice-duel',
  sides: 'hero',
  ownOptions: ['hero1', 'hero2'],
  heroes: heroesOf,
  opponents: heroesOf,
  matchOptions: (subject, opponent, seat) =>
    seat === 0 ? { hero1: subject, hero2: opponent } : { hero1: opponent, hero2: subject },
};
