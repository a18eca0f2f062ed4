/**
 * Sentences where each player does something for themselves: "Each player
 * creates a 1/1 green Cat creature token for each untapped Forest they
 * control." (each counts their own; the tokens are theirs, CR 111.2).
 */
import type { Step } from '../rules-block.ts';
import type { EffectContext } from './effects.ts';
import { parseAmount } from './phrases.ts';

export const eachPlayerTemplates = (
  token: (
    text: string,
    ctx: EffectContext,
  ) => { amount: number; token: Extract<Step, { op: 'create_token' }>['token'] },
): Array<[RegExp, (m: RegExpExecArray, ctx: EffectContext) => Step[]]> => [
  [
    /^each player creates (.+?) for each (.+ they control)$/i,
    (m, c) => {
      const { amount, token: def } = token(m[1], c);
      if (amount !== 1) return [];
      return [
        { op: 'create_token', token: def, amount: parseAmount(`each ${m[2]}`, c), who: { eachPlayer: true } },
      ];
    },
  ],
];
