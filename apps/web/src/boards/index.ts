/**
 * Board views by game id. Each game's board lives in its own folder; a game
 * not listed here gets the generic board (its view as an outline).
 */
import { cardKingdomsBoard } from './card-kingdoms/index.ts';
import { diceDuelBoard } from './dice-duel/index.ts';
import { GenericBoard } from './GenericBoard.tsx';
import { pocketBoard } from './pocket/index.ts';
import { queensBloodBoard } from './queens-blood/index.ts';
import type { BoardModule } from './types.ts';

const boards: Record<string, BoardModule> = {
  'dice-duel': diceDuelBoard,
  'queens-blood': queensBloodBoard,
  pocket: pocketBoard,
  'card-kingdoms': cardKingdomsBoard,
};

export function boardFor(gameId: string): BoardModule {
  return boards[gameId] ?? { Board: GenericBoard };
}
