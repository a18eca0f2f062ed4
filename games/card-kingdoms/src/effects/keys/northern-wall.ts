/** `action.northernwall`: a passive whose meaning is an effect offered to its owner at their roll, once the dice are kept. */
import { parseEffect } from '../../grammar/parse.ts';
import { NO_ARGS } from '../args.ts';
import { defineKey } from '../module.ts';

export const northernWall = defineKey({
  id: 'action.northernwall',
  description: 'at its owner’s roll, once the dice are kept: they may banish a minion from the centre',
  params: NO_ARGS,
  atRoll: parseEffect('banish_center monster type=minion optional'),
  words: () => 'you may banish a Minion monster from the centre',
});
