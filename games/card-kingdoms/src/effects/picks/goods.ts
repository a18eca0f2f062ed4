/** `<goods N>`: take N goods (an unlimited supply; Crimson Seas' market is not modelled). */
import { playerExtra } from '../../state.ts';
import type { PickModule } from '../module.ts';

export const pickGoods: PickModule = {
  id: 'goods',
  description: 'take goods from the supply',
  run(en, leg, task) {
    playerExtra(en.state.players[task.player]).goods += leg.count;
    if (en.emit) en.emit({ type: 'goods', player: task.player, n: leg.count, source: task.source });
    return null;
  },
  canAct: (_en, _player, leg) => leg.count > 0,
  words: (leg) => `take ${leg.count} goods`,
};
