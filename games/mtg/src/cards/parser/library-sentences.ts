/**
 * Sixth Edition's library sentences (CR 401): tutors ("search your library
 * for a card, then shuffle and put that card on top", CR 701.23), a search
 * onto the battlefield untapped, mill (CR 701.17), putting a permanent on
 * top of its owner's library, and looking at the top cards to put them back
 * in any order (CR 401.4).
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

export const LIBRARY_TEMPLATES: Template[] = [
  [
    // Polymorph: "its controller" is the controller of what the sentence before named ("it").
    /^its controller reveals cards from the top of their library until they reveal an? (.+?) card\. the player puts that card onto the battlefield, then shuffles all other cards revealed this way into their library$/i,
    (m, c) => {
      if (!c.it) throw new ParseFailure("'its controller' of nothing");
      return [
        { op: 'reveal_until', who: { controllerOf: c.it }, filter: parseFilter(m[1]), to: 'battlefield' },
      ];
    },
  ],
  [
    // Abduction: "that card" is the card the trigger names, back under its owner's control.
    /^return (that card) to the battlefield under its owner's control$/i,
    (m, c) => [{ op: 'return_from_graveyard', what: parseRef(m[1], c), to: 'battlefield', tapped: false }],
  ],
  [
    /^search your library for any number of (.+?) cards, reveal them, then shuffle and put those cards on top in any order$/i,
    (m) => [{ op: 'search_to_top', filter: parseFilter(m[1]) }],
  ],
  [
    /^(that player) puts the cards in their hand on the bottom of their library in any order, then draws that many cards$/i,
    (m, c) => [{ op: 'hand_to_bottom_draw', who: parseRef(m[1], c) }],
  ],
  [
    /^put (\w+) cards from your hand both on top of your library or both on the bottom of your library$/i,
    (m) => [{ op: 'hand_to_own_library', count: count(m[1]) }],
  ],
  [
    // A tutor: the card goes on top after the shuffle (CR 701.23, 701.24).
    /^search your library for (?:an? (.+?) |a )card, (reveal it, )?then shuffle and put (?:that|the) card on top$/i,
    (m) => [
      {
        op: 'search',
        who: { you: true },
        filter: m[1] ? parseFilter(m[1]) : {},
        to: 'library_top',
        reveal: !!m[2],
      },
    ],
  ],
  [
    /^search your library for an? (.+?) card, put (?:it|that card) onto the battlefield, then shuffle$/i,
    (m) => [
      { op: 'search', who: { you: true }, filter: parseFilter(m[1]), to: 'battlefield', reveal: false },
    ],
  ],
  [
    /^(.+?) mills? (\w+) cards?$/i,
    (m, c) => [{ op: 'mill', who: parseRef(m[1], c), amount: parseAmount(m[2], c) }],
  ],
  [
    /^put (.+?) on top of its owner's library$/i,
    (m, c) => [{ op: 'put_on_library', what: parseRef(m[1], c) }],
  ],
  [
    /^look at the top (\w+) cards of your library(?:\.|,) put (\w+) of them into your hand(?:,)? and (?:the rest into your graveyard|exile the rest)$/i,
    (m) => [
      {
        op: 'look_take',
        n: count(m[1]),
        take: count(m[2]),
        rest: /graveyard$/i.test(m[0]) ? 'graveyard' : 'exile',
      },
    ],
  ],
  [
    /^look at (target (?:player|opponent))'s hand and choose (a|two) cards? from it\. put (?:that card|them) on top of that player's library(?: in any order)?$/i,
    (m, c) => [{ op: 'hand_to_library', who: parseRef(m[1], c), count: m[2] === 'a' ? 1 : count(m[2]) }],
  ],
  [
    /^reveal the top card of your library\. if it's an? (.+?) card, put it onto the battlefield\. otherwise, put it into your graveyard$/i,
    (m) => [{ op: 'reveal_top_put', filter: parseFilter(m[1]) }],
  ],
  [
    /^look at the top (\w+) cards of your library, then put them back in any order$/i,
    (m) => [{ op: 'reorder_top', n: count(m[1]) }],
  ],
];
