/**
 * Sixth Edition's hand sentences (CR 402, 701.9, 701.20): a hand revealed or
 * looked at, a card of it chosen by another player, a discard at random
 * (CR 701.9b) or of a kind of card, "draw three cards, then discard one of
 * them", and the counts "discarded this way" (Forget, Recall).
 */
import type { Step } from '../rules-block.ts';
import type { EffectContext } from './effects.ts';
import { ParseFailure, parseAmount, parseFilter, parseRef } from './phrases.ts';
import { numberWord } from './text.ts';

type Template = [RegExp, (m: RegExpExecArray, ctx: EffectContext) => Step[]];

const PLAYER = '(target (?:player|opponent))';

/** "a" → 1, "two" → 2, "X" → the spell's X. */
function cards(word: string, ctx: EffectContext) {
  if (/^an?$/i.test(word)) return 1;
  if (/^x$/i.test(word)) return parseAmount('X', ctx);
  const n = numberWord(word);
  if (n === undefined) throw new ParseFailure(`count '${word}'`);
  return n;
}

function returnForEach(): Step[] {
  return [
    {
      op: 'return_chosen_from_graveyard',
      who: { you: true },
      amount: { discardedThisWay: true },
      to: 'hand',
    },
  ];
}

export const HAND_TEMPLATES: Template[] = [
  [
    // Coercion: the hand is revealed to all, the caster chooses (CR 701.20a, 701.9a).
    new RegExp(
      `^${PLAYER} reveals their hand\\. you choose (a|an|\\w+) (?:(.+?) )?cards? from it\\. that player discards (?:that card|those cards)$`,
      'i',
    ),
    (m, c) => [
      {
        op: 'discard',
        who: parseRef(m[1], c),
        amount: cards(m[2], c),
        ...(m[3] ? { filter: parseFilter(m[3]) } : {}),
        chosenBy: { you: true },
        reveal: true,
      },
    ],
  ],
  [
    // Mind Warp: the caster looks (the hand stays hidden from everyone else) and chooses.
    new RegExp(
      `^look at ${PLAYER}'s hand and choose (a|an|\\w+) cards? from it\\. that player discards (?:that card|those cards)$`,
      'i',
    ),
    (m, c) => [{ op: 'discard', who: parseRef(m[1], c), amount: cards(m[2], c), chosenBy: { you: true } }],
  ],
  [new RegExp(`^look at ${PLAYER}'s hand$`, 'i'), (m, c) => [{ op: 'look_at_hand', who: parseRef(m[1], c) }]],
  [
    // Rag Man, Stupor: at random (CR 701.9b), after a reveal or not; of a kind of card or any.
    /^(?:(.+?) (reveals their hand and )?)?discards? (a|an|\w+) (?:(.+?) )?cards? at random$/i,
    (m, c) => {
      const who = m[1] ? parseRef(m[1], c) : (c.subject ?? { you: true });
      c.subject = who;
      return [
        {
          op: 'discard',
          who,
          amount: cards(m[3], c),
          random: true,
          ...(m[4] ? { filter: parseFilter(m[4]) } : {}),
          ...(m[2] ? { reveal: true as const } : {}),
        },
      ];
    },
  ],
  [
    // Forget: the draw counts the cards the discard took.
    /^(?:(.+?) )?discards? (a|an|\w+) cards?, then draws? as many cards as (?:they|you) discarded this way$/i,
    (m, c) => {
      const who = m[1] ? parseRef(m[1], c) : (c.subject ?? { you: true });
      return [
        { op: 'discard', who, amount: cards(m[2], c), tally: true },
        { op: 'draw', who, amount: { discardedThisWay: true } },
      ];
    },
  ],
  [
    // Recall: "discard X cards, then return … for each card discarded this way" — the discard counted.
    /^discard (\w+) cards, then (return a card from your graveyard to your hand for each card discarded this way)$/i,
    (m, c) => [
      { op: 'discard', who: { you: true }, amount: cards(m[1], c), tally: true },
      ...returnForEach(),
    ],
  ],
  [
    // Cards chosen on resolution, not targeted.
    /^return a card from your graveyard to your hand for each card discarded this way$/i,
    () => returnForEach(),
  ],
  [
    // Soldevi Sage: "one of them" is one of the cards just drawn.
    /^draw (\w+) cards, then discard (a|an|one|\w+) of them$/i,
    (m, c) => [
      { op: 'draw', who: { you: true }, amount: cards(m[1], c), remember: true },
      { op: 'discard', who: { you: true }, amount: cards(m[2] === 'one' ? 'a' : m[2], c), among: 'drawn' },
    ],
  ],
];
