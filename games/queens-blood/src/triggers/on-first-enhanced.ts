/**
 * Trigger `on_first_enhanced`: the card's power delta crosses from ≤ 0 to > 0.
 *
 * Once per card, as its name and seed §3.1 say ("the first time"): the
 * card's record is set at the first crossing and the trigger never fires
 * again for it, whether or not the effect repeats `first_time`.
 */
import type { TriggerModule } from './trigger.ts';

export const onFirstEnhanced: TriggerModule = {
  id: 'on_first_enhanced',
  description: 'the power delta crosses from ≤ 0 to > 0 (once per card, whatever the data’s conditions)',
  moment: 'power-changed',
  powerChanged(c, before, after) {
    if (!(before <= 0 && after > 0)) return false;
    const first = !c.firstEnhancedFired;
    c.firstEnhancedFired = true;
    return first;
  },
  words: (e) =>
    e.firstTime ? 'the first time this card is enhanced' : 'each time this card becomes enhanced',
};
