/**
 * Sixth Edition's control sentences (CR 110.2, 613.1b): a card put onto the
 * battlefield "under your control" from an opponent's graveyard (Ashen
 * Powder) enters controlled by the resolving ability's controller, its owner
 * unchanged.
 */

import type { Step } from '../rules-block.ts';
import type { EffectContext } from './effects.ts';
import { parseRef } from './phrases.ts';

type Template = [RegExp, (m: RegExpExecArray, ctx: EffectContext) => Step[]];

export const CONTROL_TEMPLATES: Template[] = [
  [
    /^put (target .+? card from (?:your|an opponent's) graveyard) onto the battlefield under your control$/i,
    (m, c) => [
      {
        op: 'return_from_graveyard',
        what: parseRef(m[1], c),
        to: 'battlefield',
        tapped: false,
        under: 'you',
      },
    ],
  ],
];
