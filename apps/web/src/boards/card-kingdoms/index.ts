import type { BoardModule } from '../types.ts';
import { CardKingdomsBoard } from './CardKingdomsBoard.tsx';

export const cardKingdomsBoard: BoardModule = {
  Board: CardKingdomsBoard,
  // Hires, slays and builds are buttons on their stacks; the panel lists the rest (take, choices, the dice).
  boardActions: ['hire', 'slay', 'build'],
};
