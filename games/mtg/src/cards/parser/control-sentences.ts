/**
 * Sixth Edition's control sentences (CR 110.2, 613.1b): a card put onto the
 * battlefield "under your control" from an opponent's graveyard (Ashen
 * Powder) enters controlled by the resolving ability's controller, its owner
 * unchanged. Exchanges (CR 701.12): life totals (Psychic Transfer), control of each player's
 * permanent with the greatest mana value (Juxtapose). A countered artifact or creature spell put
 * onto the battlefield under the counterer's control (Desertion).
 */

import type { Continuous, Step } from '../rules-block.ts';
import type { EffectContext } from './effects.ts';
import { parseFilter, parseRef } from './phrases.ts';

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
    // Desertion: where the countered card goes is a replacement (CR 614.1a), on the counter step.
    /^counter (target spell)\. if an? (.+?) spell is countered this way, put that card onto the battlefield under your control instead of into its owner's graveyard$/i,
    (m, c) => [{ op: 'counter', what: parseRef(m[1], c), toBattlefieldIf: parseFilter(m[2]) }],
  ],
  [
    // Illicit Auction: the bidding is one step (CR 613.1b; the bids are decisions of the step).
    /^each player may bid life for control of (target creature)\. you start the bidding with a bid of 0\. in turn order, each player may top the high bid\. the bidding ends if the high bid stands\. the high bidder loses life equal to the high bid and gains control of the creature$/i,
    (m, c) => [{ op: 'bid_life_for_control', what: parseRef(m[1], c) }],
  ],
  [
    // Juxtapose: two exchanges, creatures then artifacts; a tie is its controller's choice (in the step).
    /^you and (target player|target opponent) exchange control of the (\w+) you each control with the greatest mana value\. then exchange control of (\w+) the same way\. if two or more permanents a player controls are tied for greatest, their controller chooses one of them$/i,
    (m, c) => {
      const who = parseRef(m[1], c);
      return [
        { op: 'exchange_control', with: who, filter: parseFilter(m[2]) },
        { op: 'exchange_control', with: who, filter: parseFilter(m[3]) },
      ];
    },
  ],
  [
    /^if the difference between your life total and (target player|target opponent)'s life total is (\d+) or less, exchange life totals with that player$/i,
    (m, c) => [{ op: 'exchange_life', with: parseRef(m[1], c), maxDifference: Number(m[2]) }],
  ],
];

/**
 * "You control enchanted creature / land" (Abduction, Conquer): a static control change of the Aura's
 * controller over the enchanted permanent (CR 613.1b), or undefined.
 */
export function controlStaticOf(text: string): Continuous | undefined {
  if (!/^You control enchanted (?:creature|land|artifact|permanent)$/.test(text)) return undefined;
  return { affects: { enchanted: true }, rules: [{ id: 'control' }] };
}
