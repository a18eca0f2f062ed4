/** Trigger `on_first_enhanced`: the card's power delta crosses from ≤ 0 to > 0. */
import type { TriggerModule } from './trigger.ts';

export const onFirstEnhanced: TriggerModule = {
  id: 'on_first_enhanced',
  description: 'the power delta crosses from ≤ 0 to > 0 (once per card with first_time)',
  moment: 'power-changed',
  powerChanged(c, before, after, effect) {
    if (!(before <= 0 && after > 0)) return false;
    const first = !c.firstEnhancedFired;
    c.firstEnhancedFired = true;
    return first || !(effect?.firstTime ?? true);
  },
};
