/** `immunity.take`: a passive that keeps its owner from being taken from (no steal, take or banish reaches them). */
import { NO_ARGS } from '../args.ts';
import { defineKey } from '../module.ts';

export const immunityTake = defineKey({
  id: 'immunity.take',
  description: 'its owner cannot be targeted by steals, takes and banishes',
  params: NO_ARGS,
  immuneToTake: true,
  words: () => 'opponents cannot take your resources or cards',
});
