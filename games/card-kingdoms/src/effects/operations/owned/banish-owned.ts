/** `banish_owned monster|citizen`: remove one of your own monsters or citizens from the game. */
import { z } from 'zod';
import { NO_ARGS_SHAPE } from '../../args.ts';
import { defineOperation } from '../../module.ts';

export const banishOwned = defineOperation({
  id: 'banish_owned',
  description: 'banish one of your own monsters or citizens',
  params: z.object({ ...NO_ARGS_SHAPE, words: z.tuple([z.enum(['monster', 'citizen'])]) }).strict(),
  compile: (raw): 'monster' | 'citizen' => raw.words[0],
  run(en, what, task) {
    const p = en.state.players[task.player];
    const owned = what === 'monster' ? p.monsters : p.citizens;
    return { kind: 'banishOwned', options: [...new Set(owned)].map((card) => ({ type: 'return', card })) };
  },
  resolve(en, what, d, action) {
    if (action.type !== 'return') return;
    const { cat, state } = en;
    const p = state.players[d.player];
    const list = what === 'monster' ? p.monsters : p.citizens;
    list.splice(list.lastIndexOf(action.card), 1);
    (what === 'monster' ? state.banished.monsters : state.banished.citizens).push(action.card);
    const card = what === 'monster' ? cat.monsters[action.card].name : cat.citizens[action.card].name;
    if (en.emit) en.emit({ type: 'banished', player: d.player, card, owner: d.player, source: d.source });
  },
  label: (what, action, { cat }) =>
    action.type === 'return'
      ? `banish ${what === 'monster' ? cat.monsters[action.card].name : cat.citizens[action.card].name}`
      : '',
  words: (what) => `you may banish one of your ${what}s`,
});
