/** `refresh_tomes`: every tome of yours face up again. */
import { NO_ARGS } from '../../args.ts';
import { defineOperation } from '../../module.ts';

export const refreshTomes = defineOperation({
  id: 'refresh_tomes',
  description: 'turn your face-down tomes face up',
  params: NO_ARGS,
  run(en, _p, task) {
    const x = en.state.players[task.player].extra;
    if (!x || x.tomesDown === 0) return null;
    x.tomesDown = 0;
    if (en.emit) en.emit({ type: 'tomes-refreshed', player: task.player, source: task.source });
    return null;
  },
  words: () => 'turn all your tomes face up',
});
