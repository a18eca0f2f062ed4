import { defineKind } from './kind.ts';

/** The player reached can't play cards of one kind from their hand (Items, Trainers, Stadiums, …). */
export const cardLock = defineKind({
  id: 'card_lock',
  description: "the reached player can't play cards of the effect's card kind from their hand",
  trigger: 'continuous',
  words: (w) => `${w.player} can't play some cards from their hand`,
});
