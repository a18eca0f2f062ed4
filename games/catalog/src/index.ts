/**
 * Every game Arbiter offers. Adding a game is one line here.
 */
import type { AnyGame } from '@arbiter/core';
import { diceDuel } from '@arbiter/dice-duel';
import { pocket } from '@arbiter/pocket';
import { queensBlood } from '@arbiter/queens-blood';

export const games: AnyGame[] = [diceDuel, queensBlood, pocket];

export function findGame(id: string): AnyGame {
  const game = games.find((g) => g.id === id);
  if (!game) {
    throw new Error(`unknown game '${id}' (known: ${games.map((g) => g.id).join(', ') || 'none'})`);
  }
  return game;
}
