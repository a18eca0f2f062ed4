/** The types Queen's Blood is made of, named once for the kernel (`GameModule<QBTypes>`). */
import type { GameTypes } from '@arbiter/core';
import type { QBAction } from './actions.ts';
import type { QBEvent } from './events.ts';
import type { QBReport } from './metrics.ts';
import type { QBOptions } from './options.ts';
import type { QBState } from './state.ts';
import type { QBView } from './view.ts';

export interface QBTypes extends GameTypes {
  state: QBState;
  action: QBAction;
  view: QBView;
  options: QBOptions;
  event: QBEvent;
  report: QBReport;
}
