/** `sail`: you may pay 1 map to take 1 goods (a decision the data leaves to the engine; see the README). */
import { ACCEPT, DECLINE } from '../../../rules/interned.ts';
import { playerExtra } from '../../../state.ts';
import { NO_ARGS } from '../../args.ts';
import { defineOperation } from '../../module.ts';

export const sail = defineOperation({
  id: 'sail',
  description: 'pay 1 map to take 1 goods',
  params: NO_ARGS,
  run(en, _p, task) {
    if ((en.state.players[task.player].extra?.p ?? 0) < 1) return null;
    return { kind: 'confirm', options: [ACCEPT, DECLINE] };
  },
  resolve(en, _p, d, action) {
    if (action.type !== 'accept') return;
    const x = playerExtra(en.state.players[d.player]);
    x.p -= 1;
    x.goods += 1;
    if (en.emit) en.emit({ type: 'sailed', player: d.player, source: d.source });
  },
  label: (_p, action) => (action.type === 'accept' ? 'sail: pay 1 map for 1 goods' : ''),
  words: () => 'you may sail',
});
