/**
 * `shuffle_into_library`: "Each player shuffles their hand and graveyard into
 * their library" (Diminishing Returns; CR 701.24): each player a ref names
 * puts the cards of those zones into their library (new objects, CR 400.7)
 * and shuffles it.
 */
import { z } from 'zod';
import { refSchema } from '../../../cards/shapes.ts';
import { players } from '../../../engine/frame.ts';
import { moveTo, shuffleLibrary } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const shuffleIntoLibrary = defineStep({
  id: 'shuffle_into_library',
  description: 'each player a ref names shuffles the cards of some of their zones into their library',
  reserved: true,
  params: stepSchema('shuffle_into_library', {
    who: refSchema,
    zones: z.array(z.enum(['hand', 'graveyard'])).min(1),
  }),
  run(s, step, f) {
    for (const p of players(s, f, step.who)) {
      for (const zone of step.zones) for (const id of [...s.players[p][zone]]) moveTo(s, id, 'library');
      shuffleLibrary(s, p);
    }
  },
  words: (p, w) => `${w.does(p.who, 'shuffle')} their ${p.zones.join(' and ')} into their library`,
});
