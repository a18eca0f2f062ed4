/**
 * Sixth Edition's land type changes (CR 305.7, layer 4): "Lands you control
 * are Plains" (Celestial Dawn), "As ~ enters, choose a basic land type" with
 * "Enchanted land is the chosen type" (Phantasmal Terrain), and "Target land
 * becomes the basic land type of your choice until end of turn" (Mystic
 * Compass). abilities.ts reads the statics through `landTypeStaticOf`,
 * effects.ts the effect through `LAND_TYPE_TEMPLATES`.
 */
import type { Continuous, Step } from '../rules-block.ts';
import type { EffectContext } from './effects.ts';
import { parseFilter, parseRef } from './phrases.ts';

type Template = [RegExp, (m: RegExpExecArray, ctx: EffectContext) => Step[]];

/** "Plains", "Islands" … as the basic land type. */
const PLURAL_TYPES = {
  Plains: 'Plains',
  Islands: 'Island',
  Swamps: 'Swamp',
  Mountains: 'Mountain',
  Forests: 'Forest',
} as const;

export const LAND_TYPE_TEMPLATES: Template[] = [
  [
    /^(target land) becomes the basic land type of your choice until end of turn$/i,
    (m, c) => [{ op: 'become_land_type', what: parseRef(m[1], c) }],
  ],
];

/** The continuous effect of a land type sentence, or undefined. */
export function landTypeStaticOf(text: string): Continuous | undefined {
  if (/^As ~ enters, choose a basic land type$/.test(text))
    return { affects: { self: true }, rules: [{ id: 'as_enters_choose_land_type' }] };
  if (/^Enchanted land is the chosen type$/.test(text))
    return { affects: { enchanted: true }, setLandType: { chosen: true } };
  const are = /^((?:.+ )?[Ll]ands?(?: you control)?) are (Plains|Islands|Swamps|Mountains|Forests)$/.exec(
    text,
  );
  if (are)
    return {
      affects: { all: parseFilter(are[1]) },
      setLandType: PLURAL_TYPES[are[2] as keyof typeof PLURAL_TYPES],
    };
  return undefined;
}
