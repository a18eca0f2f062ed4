/**
 * `as_enters_choose_land_type`: "As ~ enters, choose a basic land type"
 * (Phantasmal Terrain, CR 614.12): as the permanent spell resolves and the
 * permanent enters, its controller chooses one of the five basic land types
 * (a `resolve` decision, step `choose_land_type`), kept on the object as
 * "the chosen type". Entering any other way than by resolving, no type is
 * chosen and "the chosen type" changes nothing.
 */
import { z } from 'zod';
import type { RulesBlock } from '../../cards/rules-block.ts';
import { defineRuleFlag } from './rule-flag.ts';

export const asEntersChooseLandType = defineRuleFlag({
  id: 'as_enters_choose_land_type',
  description: 'as the permanent enters, its controller chooses a basic land type',
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  rule: 'CR 614.12',
  enforcedIn: 'resolve.resolveTop (choose_land_type)',
  params: z.object({ id: z.literal('as_enters_choose_land_type') }).strict(),
  words: () => 'as it enters, choose a basic land type',
});

/** Whether a card's own static abilities ask for a basic land type as it enters. */
export function choosesLandTypeOnEntering(rules: RulesBlock): boolean {
  return rules.statics.some(
    (st) =>
      'self' in st.effect.affects && !!st.effect.rules?.some((r) => r.id === 'as_enters_choose_land_type'),
  );
}
