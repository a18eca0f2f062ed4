import { defineKind } from './kind.ts';

/** The player reached can't play Supporter cards. */
export const supporterBlock = defineKind({
  id: 'supporter_block',
  description: "the reached player can't play Supporter cards",
  trigger: 'continuous',
  words: (w) => `${w.player} can't use any Supporter cards`,
});
