/** Trigger `on_enfeebled`: every negative discrete power change of the card. */
import type { TriggerModule } from './trigger.ts';

export const onEnfeebled: TriggerModule = {
  id: 'on_enfeebled',
  description: 'every negative discrete power change of the card',
  moment: 'power-changed',
  powerChanged: (_c, before, after) => after < before,
  words: () => 'each time this card is enfeebled',
};
