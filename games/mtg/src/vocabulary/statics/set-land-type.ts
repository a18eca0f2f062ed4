/**
 * `setLandType` (layer 4): "Lands you control are Plains" (Celestial Dawn),
 * "Enchanted land is the chosen type" (Phantasmal Terrain), "becomes the
 * basic land type of your choice until end of turn" (Mystic Compass). CR
 * 305.7: the land loses its other land types and the abilities of its rules
 * text and has the basic type's mana ability instead (`landAbilities`, which
 * `land-abilities.syncLandAbilities` turns into the rules block it uses);
 * its supertypes (basic) and other card types stay. A non-land is unchanged.
 */
import { z } from 'zod';
import { isCreatureType } from '../../engine/subtypes.ts';
import { defineStatic } from './static.ts';

export const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;

export const setLandType = defineStatic({
  id: 'setLandType',
  description: 'a land becomes a basic land type, with only that type’s mana ability',
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  layer: '4',
  params: z.union([z.enum(BASIC_LAND_TYPES), z.object({ chosen: z.literal(true) }).strict()]),
  apply(affected, value, c) {
    const type = typeof value === 'string' ? value : c.chosenType();
    // "The chosen type" before a type is chosen changes nothing.
    if (type === undefined) return;
    for (const d of affected) {
      if (!d.types.includes('land')) continue;
      c.ownTypes(d);
      d.subtypes = [...d.subtypes.filter(isCreatureType), type];
      d.landAbilities = type;
    }
  },
  words: (value) =>
    typeof value === 'string' ? `is ${value === 'Island' ? 'an' : 'a'} ${value}` : 'is the chosen type',
});
