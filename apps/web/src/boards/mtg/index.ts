import type { MtgAction, MtgView } from '@arbiter/mtg';
import type { BoardModule } from '../types.ts';
import { MtgBoard } from './MtgBoard.tsx';

export const mtgBoard: BoardModule<MtgView, MtgAction> = {
  Board: MtgBoard,
  // A resolving spell's answers are buttons under its question, identical ones grouped (MtgBoard).
  boardActions: ['choose'],
  actionWords: {
    play_first: 'Go first',
    draw_first: 'Draw first',
    keep: 'Keep your hand',
    mulligan: 'Mulligan',
    bottom: 'Put a card on the bottom of your library',
    keep_legend: 'Legend rule: keep one',
    pass: 'Pass priority',
    play_land: 'Play a land',
    mana: 'Tap for mana',
    cast: 'Cast a spell',
    activate: 'Activate an ability',
    attack: 'Attack with a creature',
    attack_done: 'Done declaring attackers',
    block: 'Block with a creature',
    block_done: 'Done declaring blockers',
    order: 'Order your triggers',
    choose_targets: 'Choose targets',
    assign: 'Assign combat damage',
    choose: 'Answer the question',
  },
  // Decks: the option's own picker, every preset grouped by pool (games/mtg/src/index.ts).
};
