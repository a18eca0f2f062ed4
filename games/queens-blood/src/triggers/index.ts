/** The trigger registry: one module per trigger; data naming any other trigger fails validation. */
import { registryOf } from '@arbiter/core';
import { onCardDestroyed } from './on-card-destroyed.ts';
import { onCardPlayed } from './on-card-played.ts';
import { onDestroy } from './on-destroy.ts';
import { onEnfeebled } from './on-enfeebled.ts';
import { onFirstEnfeebled } from './on-first-enfeebled.ts';
import { onFirstEnhanced } from './on-first-enhanced.ts';
import { onLaneWin } from './on-lane-win.ts';
import { onPlay } from './on-play.ts';
import { onPowerThreshold } from './on-power-threshold.ts';
import { onRoundEnd } from './on-round-end.ts';
import { onSpawned } from './on-spawned.ts';
import type { Moment, TriggerModule } from './trigger.ts';
import { whileInPlay } from './while-in-play.ts';

const TRIGGERS: readonly TriggerModule[] = [
  onPlay,
  whileInPlay,
  onDestroy,
  onCardDestroyed,
  onCardPlayed,
  onEnfeebled,
  onFirstEnfeebled,
  onFirstEnhanced,
  onPowerThreshold,
  onSpawned,
  onLaneWin,
  onRoundEnd,
];

export const triggerRegistry = registryOf('trigger', TRIGGERS);

/** The triggers fired at `moment`, in registry order. */
export const triggersAt = (moment: Moment): TriggerModule[] => TRIGGERS.filter((t) => t.moment === moment);

export type { Moment, TriggerModule, TriggerWords } from './trigger.ts';
