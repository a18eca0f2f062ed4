/**
 * Sixth Edition's damage sentences (CR 120): one source dealing damage to two
 * recipients ("to any target and 3 damage to you", "to each creature without
 * flying and each player"), and an amount after the recipient ("damage to
 * target creature equal to the number of Mountains you control"). Read
 * before the general damage template of effects.ts.
 */
import type { Ref, Step } from '../rules-block.ts';
import type { EffectContext } from './effects.ts';
import { parseAmount, parseRef } from './phrases.ts';

type Template = [RegExp, (m: RegExpExecArray, ctx: EffectContext) => Step[]];

/** The second recipient of a two-recipient damage sentence. */
function secondRecipient(text: string, c: EffectContext): Ref {
  return /^itself$/i.test(text) ? { self: true } : parseRef(text, c);
}

const TWO_AND_EQUAL: Template[] = [
  [
    // Divided as the spell is cast among 1 to N targets (CR 601.2d); see TargetSpec.divided.
    /^(.+?) deals (\d+) damage divided as you choose among any number of targets$/i,
    (m, c) => {
      const n = Number(m[2]);
      const source = parseRef(m[1], c);
      c.targets.push({ kind: 'any', min: 1, max: n, divided: n });
      return [{ op: 'damage', source, to: { target: c.targets.length - 1 }, amount: n, divided: true }];
    },
  ],
  [
    // Two recipients of one source's damage, each dealt as one event of the resolution (CR 120.2:
    // no state-based action is checked between them, CR 704.3).
    /^(.+?) deals (\w+) damage to (.+?) and (?:(\w+) damage to )?(each player|each other player|you|itself)$/i,
    (m, c) => {
      const source = parseRef(m[1], c);
      const first = parseAmount(m[2], c);
      return [
        { op: 'damage', source, to: parseRef(m[3], c), amount: first },
        {
          op: 'damage',
          source,
          to: secondRecipient(m[5], c),
          amount: m[4] ? parseAmount(m[4], c) : first,
        },
      ];
    },
  ],
  [
    /^(.+?) deals damage to (.+?) equal to (.+)$/i,
    (m, c) => {
      const source = parseRef(m[1], c);
      const to = parseRef(m[2], c);
      return [{ op: 'damage', source, to, amount: parseAmount(m[3], c) }];
    },
  ],
];

/** "… You gain life equal to the damage dealt this way" (Syphon Soul): the damage is tallied for the gain. */
const DEALT_THIS_WAY_TEMPLATES: Template[] = [
  [
    /^(.+?) deals (\w+) damage to (.+?)\. you gain life equal to the damage dealt this way$/i,
    (m, c) => [
      {
        op: 'damage',
        source: parseRef(m[1], c),
        to: parseRef(m[3], c),
        amount: parseAmount(m[2], c),
        tally: true,
      },
      { op: 'gain_life', who: { you: true }, amount: { dealtThisWay: true } },
    ],
  ],
];

export const DAMAGE_TEMPLATES: Template[] = [...DEALT_THIS_WAY_TEMPLATES, ...TWO_AND_EQUAL];
