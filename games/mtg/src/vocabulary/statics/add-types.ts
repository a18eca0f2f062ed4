/** `addTypes` (layer 4): "All Forests are 1/1 creatures that are still lands" (Living Lands). */
import { z } from 'zod';
import { defineStatic } from './static.ts';

export const addTypes = defineStatic({
  id: 'addTypes',
  description: 'it gains these card types in addition to its others',
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  layer: '4',
  params: z.array(z.string()).min(1),
  apply(affected, types, c) {
    for (const d of affected) {
      c.ownTypes(d);
      for (const t of types) if (!d.types.includes(t)) d.types.push(t);
    }
  },
  words: (types) =>
    `is ${types.length === 1 ? `an ${types[0]}` : types.join(' ')} in addition to its other types`,
});
