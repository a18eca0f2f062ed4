/** Trigger `on_first_enfeebled`: the card's power delta crosses from ≥ 0 to < 0. */
import type { TriggerModule } from './trigger.ts';

export const onFirstEnfeebled: TriggerModule = {
  id: 'on_first_enfeebled',
  description: 'the power delta crosses from ≥ 0 to < 0 (once per card with first_time)',
  moment: 'power-changed',
  powerChanged(c, before, after, effect) {
    if (!(before >= 0 && after < 0)) return false;
    const first = !c.firstEnfeebledFired;
    c.firstEnfeebledFired = true;
    return first || !(effect?.firstTime ?? true);
  },
};
