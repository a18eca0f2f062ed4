/**
 * `empty_mana_pool`: "that player loses all unspent mana" (Mana Short): the
 * player's mana pool empties (CR 106.4).
 */
import { refSchema } from '../../../cards/shapes.ts';
import { players } from '../../../engine/frame.ts';
import { emptyPool } from '../../../engine/state.ts';
import { defineStep, stepSchema } from '../step.ts';

export const emptyManaPool = defineStep({
  id: 'empty_mana_pool',
  description: 'a player loses all unspent mana',
  reserved: true,
  params: stepSchema('empty_mana_pool', { who: refSchema }),
  run(s, step, f) {
    for (const p of players(s, f, step.who)) s.players[p].pool = emptyPool();
  },
  words: (p, w) => `${w.does(p.who, 'lose')} all unspent mana`,
});
