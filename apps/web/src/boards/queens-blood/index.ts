import type { BoardModule } from '../types.ts';
import { QueensBloodBoard } from './QueensBloodBoard.tsx';

export const queensBloodBoard: BoardModule = { Board: QueensBloodBoard };
