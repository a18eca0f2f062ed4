/** The types Dice Duel is made of, named once (the kernel's GameTypes). */
import type { GameTypes } from '@arbiter/core';
import type { DuelAction } from './actions.ts';
import type { DuelEvent } from './events.ts';
import type { DuelOptions } from './setup.ts';
import type { DuelState } from './state.ts';
import type { DuelReport } from './telemetry/report.ts';
import type { DuelView } from './view.ts';

export interface DuelTypes extends GameTypes {
  state: DuelState;
  action: DuelAction;
  view: DuelView;
  options: DuelOptions;
  event: DuelEvent;
  report: DuelReport;
}
