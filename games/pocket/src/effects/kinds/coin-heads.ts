import { defineKind } from './kind.ts';

/** The player reached: the first coin of their next flip for a card's effect is heads (then it ends). */
export const coinHeads = defineKind({
  id: 'coin_heads',
  description:
    "the first coin of the reached player's next flip for an attack's, Ability's or Trainer's effect is heads",
  trigger: 'continuous',
  words: (w) => `the first coin ${w.player} next flips for an effect will be heads`,
});
