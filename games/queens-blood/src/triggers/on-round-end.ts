/** Trigger `on_round_end`: at the end of the round, when its side wins the card's lane: score modifiers. */
import type { TriggerModule } from './trigger.ts';

export const onRoundEnd: TriggerModule = {
  id: 'on_round_end',
  description: "at the end of the round, when its side wins the card's lane: score modifiers.",
  moment: 'lane-scored',
  words: () => 'when the round ends',
};
