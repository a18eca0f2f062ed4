import { defineScope } from './scope.ts';

/** The one Pokémon the effect is on. */
export const self = defineScope({
  id: 'self',
  description: 'the one Pokémon the effect is on',
  side: 'both',
  reaches: (who, target) => target === who.pid,
  words: (w) => ({ pokemon: w.target, one: true }),
  player: (w) => w.owner,
});
