/**
 * Sixth Edition's "sacrifice it unless you …" sentences (CR 118.12a): the
 * sacrifice happens unless its controller pays the cost named — a discard
 * at random, a discard of a kind of card, sacrifices of other permanents.
 */

import type { UnlessCost } from '../../vocabulary/steps/choices/unless.ts';
import type { Step } from '../rules-block.ts';
import type { EffectContext } from './effects.ts';
import { ParseFailure, parseFilter, parseRef } from './phrases.ts';
import { numberWord } from './text.ts';

type Template = [RegExp, (m: RegExpExecArray, ctx: EffectContext) => Step[]];

function unlessCost(text: string): UnlessCost {
  if (/^discard a card at random$/i.test(text)) return { kind: 'discard', random: true };
  const discard = /^discard an? (.+?) card$/i.exec(text);
  if (discard) return { kind: 'discard', filter: parseFilter(discard[1]) };
  const sac = /^sacrifice (\w+) (.+)$/i.exec(text);
  const n = sac ? numberWord(sac[1]) : undefined;
  if (sac && n !== undefined) return { kind: 'sacrifice', filter: parseFilter(sac[2]), count: n };
  throw new ParseFailure(`unknown 'unless' cost '${text}'`);
}

export const UNLESS_TEMPLATES: Template[] = [
  [
    // Tariff: per player, the greatest mana value, a tie chosen by that player.
    /^each player sacrifices the (\w+) they control with the greatest mana value unless they pay that \1's mana cost\. if two or more \1s a player controls are tied for greatest, that player chooses one$/i,
    (m) => [{ op: 'sacrifice_greatest_unless_paid', who: { eachPlayer: true }, filter: parseFilter(m[1]) }],
  ],
  [
    // Power Sink (CR 118.12a): the spell's controller may pay {X}; if not, the spell is countered and they
    // tap their mana lands and lose their unspent mana.
    /^counter (target spell) unless its controller pays (\{X\})\. if that player doesn't, they tap all lands with mana abilities they control and lose all unspent mana$/i,
    (m, c) => [
      {
        op: 'counter',
        what: parseRef(m[1], c),
        unlessPays: { generic: 0, colored: {}, x: 1 },
        otherwise: [{ op: 'tap_mana_lands', who: { eventSubject: true } }],
      },
    ],
  ],
  [
    /^sacrifice (?:it|~) unless you (.+)$/i,
    (m) => [
      {
        op: 'unless',
        payer: { you: true },
        cost: unlessCost(m[1]),
        else: [{ op: 'sacrifice', who: { you: true }, filter: { self: true } }],
      },
    ],
  ],
];
