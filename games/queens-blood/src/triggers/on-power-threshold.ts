/**
 * Trigger `on_power_threshold`: the card's effective power crosses
 * `conditions.threshold.value` upward (compared with the power at the
 * previous check); once per card per value with `first_time`.
 */
import type { TriggerModule } from './trigger.ts';

export const onPowerThreshold: TriggerModule = {
  id: 'on_power_threshold',
  description: 'effective power crosses the threshold upward',
  moment: 'settle-check',
  settleCheck(c, power, effect) {
    const k = effect.threshold;
    if (k === null) return false;
    if (!(c.lastPower < k && power >= k) || (effect.firstTime && c.thresholdsFired.includes(k))) return false;
    if (!c.thresholdsFired.includes(k)) c.thresholdsFired = [...c.thresholdsFired, k];
    return true;
  },
  checkConditions: (conditions) =>
    conditions?.threshold ? null : 'on_power_threshold needs conditions.threshold',
  // The engine fires a threshold once per card per value, with or without first_time.
  words: (e) => `the first time this card's power reaches ${e.threshold ?? '?'}`,
};
