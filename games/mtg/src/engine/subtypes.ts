/**
 * The subtypes that go with a type other than creature (CR 205.3g-i:
 * artifact, enchantment and land types); every other subtype in the pool is
 * a creature type (CR 205.3m), the kind "becomes a Dragon" replaces.
 */
const NON_CREATURE_SUBTYPES: ReadonlySet<string> = new Set([
  'Equipment',
  'Treasure',
  'Vehicle',
  'Food',
  'Clue',
  'Aura',
  'Saga',
  'Plains',
  'Island',
  'Swamp',
  'Mountain',
  'Forest',
  'Gate',
  'Desert',
]);

export function isCreatureType(subtype: string): boolean {
  return !NON_CREATURE_SUBTYPES.has(subtype);
}
