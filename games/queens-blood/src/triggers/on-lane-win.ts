/** Trigger `on_lane_win`: when its side wins the card's lane: score modifiers. */
import type { TriggerModule } from './trigger.ts';

export const onLaneWin: TriggerModule = {
  id: 'on_lane_win',
  description: "when its side wins the card's lane: score modifiers.",
  moment: 'lane-scored',
  words: () => "when you win this card's lane",
};
