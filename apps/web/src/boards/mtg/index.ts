import type { MtgAction, MtgView } from '@arbiter/mtg';
import type { BoardModule } from '../types.ts';
import { MtgBoard } from './MtgBoard.tsx';

export const mtgBoard: BoardModule<MtgView, MtgAction> = {
  Board: MtgBoard,
  // The five phase-1 decks (games/mtg/data/decks.json).
  optionChoices: {
    deck1: ['glorious_combat', 'political_trickery', 'dark_sacrifice', 'draconic_fury', 'boundless_elves'],
    deck2: ['glorious_combat', 'political_trickery', 'dark_sacrifice', 'draconic_fury', 'boundless_elves'],
  },
};
