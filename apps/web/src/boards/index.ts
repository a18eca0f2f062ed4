/**
 * Board views by game id. Each game's board lives in its own folder; a game
 * not listed here gets the generic board (its view as an outline).
 */
import { cardKingdomsBoard } from './card-kingdoms/index.ts';
import { diceDuelBoard } from './dice-duel/index.ts';
import { GenericBoard } from './GenericBoard.tsx';
import { mtgBoard } from './mtg/index.ts';
import { pocketBoard } from './pocket/index.ts';
import { queensBloodBoard } from './queens-blood/index.ts';
import type { AnyBoard } from './types.ts';

const boards: Record<string, AnyBoard> = {
  'dice-duel': diceDuelBoard,
  'queens-blood': queensBloodBoard,
  pocket: pocketBoard,
  mtg: mtgBoard,
  'card-kingdoms': cardKingdomsBoard,
};

export function boardFor(gameId: string): AnyBoard {
  return boards[gameId] ?? { Board: GenericBoard };
}
