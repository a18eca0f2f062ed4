/**
 * Sixth Edition's control sentences (CR 110.2, 613.1b): a card put onto the
 * battlefield "under your control" from an opponent's graveyard (Ashen
 * Powder) enters controlled by the resolving ability's controller, its owner
 * unchanged. Exchanges (CR 701.12): life totals (Psychic Transfer).
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
  [
    /^if the difference between your life total and (target player|target opponent)'s life total is (\d+) or less, exchange life totals with that player$/i,
    (m, c) => [{ op: 'exchange_life', with: parseRef(m[1], c), maxDifference: Number(m[2]) }],
  ],
];
