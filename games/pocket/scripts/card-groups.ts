/**
 * The groups a printed card shows as a label, which the source card list
 * does not carry: Mega Evolution Pokémon ex, Ultra Beasts, Ancient and
 * Future Pokémon. Card texts name these groups ("your Ultra Beasts", "the
 * Ancient Pokémon this card is attached to", "Mega Evolution Pokémon ex"),
 * so the import writes them as card `tags`. Sources and the open cases are
 * in the README ("Later sets", card groups).
 */
import type { CardTag } from '../src/data/schema.ts';

/**
 * Ultra Beast species: the eleven of the games (Bulbapedia, "Ultra Beast"),
 * and Necrozma's fused and Ultra forms, which deckgym-core also counts
 * (src/hooks/core.rs, ULTRA_BEAST_NAMES). Plain Necrozma is not one.
 */
const ULTRA_BEASTS = [
  'Nihilego',
  'Buzzwole',
  'Pheromosa',
  'Xurkitree',
  'Celesteela',
  'Kartana',
  'Guzzlord',
  'Poipole',
  'Naganadel',
  'Stakataka',
  'Blacephalon',
  'Dawn Wings Necrozma',
  'Dusk Mane Necrozma',
  'Ultra Necrozma',
];

/** Ancient Paradox species (Scarlet's), and Koraidon where the card is from Paradox Drive (B3a) on. */
const ANCIENT = [
  'Great Tusk',
  'Scream Tail',
  'Brute Bonnet',
  'Flutter Mane',
  'Slither Wing',
  'Sandy Shocks',
  'Roaring Moon',
  'Walking Wake',
  'Gouging Fire',
  'Raging Bolt',
];

/** Future Paradox species (Violet's), and Miraidon where the card is from Paradox Drive (B3a) on. */
const FUTURE = [
  'Iron Treads',
  'Iron Bundle',
  'Iron Hands',
  'Iron Jugulis',
  'Iron Moth',
  'Iron Thorns',
  'Iron Valiant',
  'Iron Leaves',
  'Iron Boulder',
  'Iron Crown',
];

/**
 * The set that brought the Ancient and Future labels to Pocket: Koraidon
 * and Miraidon of earlier sets (Paldean Wonders, B2a) carry none.
 */
const PARADOX_LABELS_FROM = 'B3a';

/** The species a card name is of: without its " ex" ending. */
function species(name: string): string {
  return name.replace(/ ex$/, '');
}

/** Release positions of set codes, for "from this set on". */
export type SetOrder = (code: string) => number;

/** The tags of a Pokémon card by its name and set code (none: an empty list). */
export function cardTagsOf(name: string, setCode: string, order: SetOrder): CardTag[] {
  const tags: CardTag[] = [];
  const s = species(name);
  // "Mega Evolution Pokémon ex": a Pokémon ex whose name starts with "Mega " (Meganium is no Mega).
  if (/^Mega /.test(name) && / ex$/.test(name)) tags.push('mega');
  if (ULTRA_BEASTS.includes(s)) tags.push('ultra-beast');
  const labelled = order(setCode) >= order(PARADOX_LABELS_FROM);
  if (ANCIENT.includes(s) || (s === 'Koraidon' && labelled)) tags.push('ancient');
  if (FUTURE.includes(s) || (s === 'Miraidon' && labelled)) tags.push('future');
  return tags;
}
