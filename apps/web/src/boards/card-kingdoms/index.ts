import type { CkAction, CkView } from '@arbiter/card-kingdoms';
import type { BoardModule } from '../types.ts';
import { CardKingdomsBoard } from './CardKingdomsBoard.tsx';

export const cardKingdomsBoard: BoardModule<CkView, CkAction> = {
  Board: CardKingdomsBoard,
  // Hires, slays and builds are buttons on their stacks; the panel lists the rest (take, choices, the dice).
  boardActions: ['hire', 'slay', 'build'],
  actionWords: {
    keepDuke: 'Keep a duke',
    setDie: 'Set a die',
    keepDice: 'Keep the dice',
    take: 'Take a resource',
    hire: 'Hire a citizen',
    slay: 'Slay a monster',
    reroll: 'Reroll a die',
    relic: 'Use a relic',
    build: 'Build a domain',
    choose: 'Choose',
    pick: 'Pick a citizen',
    steal: 'Steal',
    target: 'Choose a player',
    return: 'Return a card',
    banish: 'Banish a card',
    card: 'Choose a card',
    area: 'Choose a monster area',
    give: 'Give a resource',
    pickDomain: 'Pick a domain',
    accept: 'Accept',
    decline: 'Decline',
  },
};
