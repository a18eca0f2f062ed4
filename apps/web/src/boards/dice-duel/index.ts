import type { DuelAction, DuelView } from '@arbiter/dice-duel';
import type { BoardModule } from '../types.ts';
import { DiceDuelBoard } from './DiceDuelBoard.tsx';

export const diceDuelBoard: BoardModule<DuelView, DuelAction> = {
  Board: DiceDuelBoard,
  // The dice (hold, reroll), the abilities (attack, with chi, or none) and the reaction window.
  boardActions: ['reroll', 'attack', 'react'],
  // The heroes of the shipped data (games/dice-duel/data/heroes.json).
  optionChoices: {
    hero1: ['pyromancer', 'shadow-monk', 'training-dummy'],
    hero2: ['pyromancer', 'shadow-monk', 'training-dummy'],
  },
};
