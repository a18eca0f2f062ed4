import type { PocketAction, PocketView } from '@arbiter/pocket';
import type { BoardModule } from '../types.ts';
import { PocketBoard } from './PocketBoard.tsx';

export const pocketBoard: BoardModule<PocketView, PocketAction> = {
  Board: PocketBoard,
  // Every move is a control on the board: next to its Pokémon, in the hand, the decision, End turn.
  boardActions: [
    'choose',
    'attach',
    'play',
    'evolve',
    'ability',
    'retreat',
    'attack',
    'discardFossil',
    'tool',
    'stadium',
    'end',
  ],
  // The sample decks (games/pocket/data/decks/).
  optionChoices: {
    deck1: ['blastoiseex', 'fire', 'hitmonlee', 'mewtwoex', 'venusaur-exeggutor', 'weezing-arbok'],
    deck2: ['blastoiseex', 'fire', 'hitmonlee', 'mewtwoex', 'venusaur-exeggutor', 'weezing-arbok'],
  },
};
