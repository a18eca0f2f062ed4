/** `addSubtypes` (layer 4): "is a Demon in addition to its other types" (CR 205.1b). */
import { z } from 'zod';
import { defineStatic } from './static.ts';

export const addSubtypes = defineStatic({
  id: 'addSubtypes',
  description: 'it gains these subtypes in addition to its others',
  layer: '4',
  params: z.array(z.string()).min(1),
  apply(affected, types, c) {
    for (const d of affected) {
      c.ownTypes(d);
      for (const t of types) if (!d.subtypes.includes(t)) d.subtypes.push(t);
    }
  },
  words: (types) => `is a ${types.join(' ')} in addition to its other types`,
});
