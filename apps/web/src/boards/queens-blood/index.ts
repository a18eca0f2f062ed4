import type { QBAction, QBView } from '@arbiter/queens-blood';
import type { BoardModule } from '../types.ts';
import { QueensBloodBoard } from './QueensBloodBoard.tsx';

export const queensBloodBoard: BoardModule<QBView, QBAction> = {
  Board: QueensBloodBoard,
  // A card from the hand onto a highlighted tile, and the Pass button; the mulligan stays in the panel.
  boardActions: ['play', 'pass'],
};
