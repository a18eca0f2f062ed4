/** The game's types, named once (the game module, the scenario format and tests hold them). */
import type { GameTypes } from '@arbiter/core';
import type { CkEvent } from './events/events.ts';
import type { CkReport } from './metrics.ts';
import type { CkOptions } from './setup.ts';
import type { CkAction, CkState } from './state.ts';
import type { CkView } from './view.ts';

export interface CkTypes extends GameTypes {
  state: CkState;
  action: CkAction;
  view: CkView;
  options: CkOptions;
  event: CkEvent;
  report: CkReport;
}
