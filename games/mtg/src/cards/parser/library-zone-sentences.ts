/**
 * Sixth Edition's last library and zone sentences (CR 401, 701.23, 406,
 * 121): a search of the library and graveyard that keeps some cards on top
 * (Doomsday), looking at another player's top card and paying life to bury it
 * (Wand of Denial), hands and graveyards shuffled in, the top cards exiled and
 * draws "up to" a number (Diminishing Returns), putting a card from hand onto
 * the battlefield that stays only if paid for (Flash), and a search of an
 * opponent's library whose card may be played from exile until an upkeep
 * (Grinning Totem). effects.ts reads them through `LIBRARY_ZONE_TEMPLATES`.
 */
import type { Step } from '../rules-block.ts';
import type { EffectContext } from './effects.ts';
import { ParseFailure, parseAmount, parseFilter, parseRef } from './phrases.ts';
import { numberWord } from './text.ts';

type Template = [RegExp, (m: RegExpExecArray, ctx: EffectContext) => Step[]];

function count(word: string): number {
  const n = numberWord(word);
  if (n === undefined) throw new ParseFailure(`count '${word}'`);
  return n;
}

export const LIBRARY_ZONE_TEMPLATES: Template[] = [
  [
    /^search your library and graveyard for (\w+) cards and exile the rest\. put the chosen cards on top of your library in any order$/i,
    (m) => [{ op: 'gather_on_top', count: count(m[1]) }],
  ],
  [
    /^look at the top card of (target player|target opponent)'s library\. if it's an? (.+?) card, you may pay (\d+) life\. if you do, put it into that player's graveyard$/i,
    (m, c) => [
      {
        op: 'look_top_pay_to_mill',
        who: parseRef(m[1], c),
        filter: parseFilter(m[2]),
        life: Number(m[3]),
      },
    ],
  ],
  [
    /^each player shuffles their hand and graveyard into their library\. you exile the top (\w+) cards of your library\. then each player draws up to (\w+) cards$/i,
    (m, c) => [
      { op: 'shuffle_into_library', who: { eachPlayer: true }, zones: ['hand', 'graveyard'] },
      { op: 'exile_top', who: { you: true }, amount: parseAmount(m[1], c) },
      { op: 'draw_up_to', who: { eachPlayer: true }, amount: parseAmount(m[2], c) },
    ],
  ],
  [
    // "If you do" is that a card was put (`paid`, set by the step); "its mana cost reduced by {2}" takes generic mana.
    /^you may put an? (.+?) card from your hand onto the battlefield\. if you do, sacrifice it unless you pay its mana cost reduced by \{(\d+)\}$/i,
    (m) => [
      { op: 'put_from_hand', filter: parseFilter(m[1]), optional: true },
      {
        op: 'unless',
        if: { id: 'paid' },
        payer: { you: true },
        cost: { kind: 'mana_cost_of', what: { created: true }, reduction: Number(m[2]) },
        else: [{ op: 'sacrifice_object', what: { created: true } }],
      },
    ],
  ],
  [
    /^search (target opponent)'s library for a card and exile it\. then that player shuffles\. until the beginning of your next upkeep, you may play that card\. (at the beginning of your next upkeep, if you haven't played it, put it into its owner's graveyard)$/i,
    (m, c) => [
      {
        op: 'search_exile_playable',
        who: parseRef(m[1], c),
        text: `${m[2].charAt(0).toUpperCase()}${m[2].slice(1)}.`,
        steps: [{ op: 'put_into_graveyard', what: { eventSubject: true } }],
      },
    ],
  ],
];
