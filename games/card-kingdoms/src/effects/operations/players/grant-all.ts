/** `grant_all KEY`: a lasting key working for every player for the rest of the game. */
import { z } from 'zod';
import { stateExtra } from '../../../state.ts';
import { NO_ARGS_SHAPE } from '../../args.ts';
import { keyRegistry } from '../../keys/index.ts';
import { defineOperation } from '../../module.ts';

export const grantAll = defineOperation({
  id: 'grant_all',
  description: 'a lasting key for every player for the rest of the game',
  params: z.object({ ...NO_ARGS_SHAPE, keys: z.array(z.string()).min(1) }).strict(),
  compile(raw, env): string[] | null {
    const unknown = raw.keys.filter((k) => !keyRegistry.has(k));
    if (unknown.length === 0) return raw.keys;
    env.error(`no key module for ${unknown.map((k) => `'${k}'`).join(', ')}`);
    return null;
  },
  run(en, keys, task) {
    const x = stateExtra(en.state);
    for (const key of keys) {
      if (x.lasting.includes(key)) continue;
      x.lasting.push(key);
      if (en.emit) en.emit({ type: 'granted', key, source: task.source });
    }
    return null;
  },
  words: (keys, w) => `for the rest of the game, ${w.key(keys[0])}`,
});
