import type { CkAction, CkView } from '@arbiter/card-kingdoms';
import type { BoardModule } from '../types.ts';
import { CardKingdomsBoard } from './CardKingdomsBoard.tsx';

export const cardKingdomsBoard: BoardModule<CkView, CkAction> = {
  Board: CardKingdomsBoard,
  // Hires, slays and builds are buttons on their stacks; the panel lists the rest (take, choices, the dice).
  boardActions: ['hire', 'slay', 'build'],
};
