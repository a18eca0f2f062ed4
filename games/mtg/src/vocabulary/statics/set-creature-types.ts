/** `setCreatureTypes` (layer 4): "becomes a Dragon" — these replace every creature type it had (CR 205.1b). */
import { z } from 'zod';
import { isCreatureType } from '../../engine/subtypes.ts';
import { defineStatic } from './static.ts';

export const setCreatureTypes = defineStatic({
  id: 'setCreatureTypes',
  description: 'its creature types become these (other subtypes stay)',
  layer: '4',
  params: z.array(z.string()).min(1),
  apply(affected, types, c) {
    for (const d of affected) {
      c.ownTypes(d);
      d.subtypes = [...d.subtypes.filter((t) => !isCreatureType(t)), ...types];
    }
  },
  words: (types) => `is a ${types.join(' ')}`,
});
