/**
 * Every game Arbiter offers, loaded (the server, sim workers, tests). Adding
 * a game is one line here and one entry in `entries.ts` (the listings the CLI
 * starts from, which load a game only when a command names it).
 */
import { cardKingdoms } from '@arbiter/card-kingdoms';
import type { AnyGame } from '@arbiter/core';
import { diceDuel } from '@arbiter/dice-duel';
import { mtg } from '@arbiter/mtg';
import { pocket } from '@arbiter/pocket';
import { queensBlood } from '@arbiter/queens-blood';

export const games: AnyGame[] = [diceDuel, queensBlood, pocket, cardKingdoms, mtg];

export function findGame(id: string): AnyGame {
  const game = games.find((g) => g.id === id);
  if (!game) {
    throw new Error(`unknown game '${id}' (known: ${games.map((g) => g.id).join(', ') || 'none'})`);
  }
  return game;
}
