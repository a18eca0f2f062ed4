/**
 * Sixth Edition's activated abilities of artifacts and creatures (share C):
 * the activation restriction "only once each turn" (CR 602.5b), a token
 * with a name of its own ("… token with flying named Wasp", CR 111.4), and
 * coin flips (CR 705: "Flip a coin. If you win the flip, …. If you lose the
 * flip, ….").
 */
import type { Condition, Cost, Step } from '../rules-block.ts';
import type { EffectContext } from './effects.ts';
import { ParseFailure, parseFilter } from './phrases.ts';
import { numberWord } from './text.ts';

type Template = [RegExp, (m: RegExpExecArray, ctx: EffectContext) => Step[]];

/** "Activate only once each turn" (CR 602.5b), or undefined. */
export function activationLimitOf(text: string): Condition | undefined {
  return /^once each turn$/i.test(text) ? { id: 'once_each_turn' } : undefined;
}

/**
 * Costs of Sixth Edition's abilities (CR 118.3): "Sacrifice two Goblins" (a
 * sacrifice of several), "Tap an untapped Swamp you control" (tapping a
 * permanent, not {T}); undefined for another text.
 */
export function otherCostOf(text: string): Cost | undefined {
  const several = /^sacrifice (two|three|four) (.+)$/i.exec(text);
  const count = several ? numberWord(several[1].toLowerCase()) : undefined;
  if (several && count) return { kind: 'sacrifice', filter: parseFilter(several[2]), count };
  const tap = /^tap an untapped (.+?) you control$/i.exec(text);
  if (tap) return { kind: 'tap_untapped', filter: parseFilter(tap[1]) };
  return undefined;
}

/**
 * Templates that read their parts with the general effect reader (`read`),
 * given by effects.ts so the two files do not import each other.
 */
export function activatedTemplates(read: (text: string, ctx: EffectContext) => Step[]): Template[] {
  return [
    // A token named other than its subtypes: the rest is an ordinary token.
    [
      /^(create an? .+?) named ([A-Z][a-z]+(?: [A-Z][a-z]+)*)$/i,
      (m, c) => {
        const steps = read(m[1], c);
        const made = steps[0];
        if (steps.length !== 1 || made.op !== 'create_token') throw new ParseFailure('a named token');
        return [{ ...made, token: { ...made.token, name: m[2] } }];
      },
    ],
    // "Create X 1/1 green Snake creature tokens": X tokens of the token the rest names.
    [
      /^create x (.+ tokens)$/i,
      (m, c) => {
        const steps = read(`create two ${m[1]}`, c);
        const made = steps[0];
        if (steps.length !== 1 || made.op !== 'create_token') throw new ParseFailure('X tokens');
        return [{ ...made, amount: { x: true } }];
      },
    ],
    [
      /^flip a coin\. if you win the flip, (.+?)\. if you lose the flip, (.+)$/i,
      (m, c) => [{ op: 'flip_coin', win: read(m[1], c), lose: read(m[2], c) }],
    ],
  ];
}
