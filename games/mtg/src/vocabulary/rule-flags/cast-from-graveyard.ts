/** `cast_from_graveyard`: "You may cast this card from your graveyard by paying … in addition to its other costs" (CR 601.2a). */
import { z } from 'zod';
import { costSchema } from '../costs/index.ts';
import { defineRuleFlag } from './rule-flag.ts';

export const castFromGraveyard = defineRuleFlag({
  id: 'cast_from_graveyard',
  description: 'the card may be cast from its owner’s graveyard, paying extra costs',
  rule: 'CR 601.2a',
  enforcedIn: 'casting.castInfo, casting.cast',
  params: z.object({ id: z.literal('cast_from_graveyard'), extraCosts: z.array(costSchema) }).strict(),
  words: ({ extraCosts }, w) =>
    `you may cast this card from your graveyard if you also ${extraCosts.map((c) => w.cost(c)).join(' and ')}`,
});
