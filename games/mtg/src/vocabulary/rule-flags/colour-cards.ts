/**
 * `colour_cards`: "The same is true for spells you control and nonland cards
 * you own that aren't on the battlefield" (Celestial Dawn, after "Nonland
 * permanents you control are white"): a static over its controller that sets
 * the colour of their spells and of their cards of the filter in every zone
 * but the battlefield (CR 613.1e; 611.3a: a static ability applies to objects
 * in other zones when it says so). Read where a card off the battlefield is
 * matched against a colour (`engine/card-colours.ts`).
 */
import { z } from 'zod';
import { colorSchema, filterSchema } from '../../cards/shapes.ts';
import { defineRuleFlag } from './rule-flag.ts';

export const colourCards = defineRuleFlag({
  id: 'colour_cards',
  description: "its controller's spells and cards of a kind off the battlefield are these colours",
  rule: 'CR 613.1e, 611.3a',
  enforcedIn: 'card-colours.colorsOf',
  reserved: true,
  params: z
    .object({ id: z.literal('colour_cards'), colors: z.array(colorSchema).min(1), filter: filterSchema })
    .strict(),
  words: () =>
    "the same is true for spells you control and nonland cards you own that aren't on the battlefield",
});
