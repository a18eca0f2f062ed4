/**
 * Life sentences of Sixth Edition beyond phase 1's: "you gain that much
 * life" (the trigger event's amount), "You lose half your
 * life, rounded up." (Infernal Contract: CR 119, 107.1a — the amount is
 * read as the step begins, 608.2h; a life total of 0 or less loses nothing).
 */
import type { Step } from '../rules-block.ts';
import type { EffectContext } from './effects.ts';
import { parseRef } from './phrases.ts';

export const lifeTemplates: Array<[RegExp, (m: RegExpExecArray, ctx: EffectContext) => Step[]]> = [
  // "That much": the trigger's event amount (Spirit Link's damage dealt).
  [
    /^you gain that much life$/i,
    () => [{ op: 'gain_life', who: { you: true }, amount: { eventAmount: true } }],
  ],
  [
    // One player: "each player loses half their life" would need an amount per player.
    /^(you|target player|target opponent) loses? half (?:your|their) life, rounded up$/i,
    (m, c) => {
      const who = parseRef(m[1], c);
      return [{ op: 'lose_life', who, amount: { halfLifeOf: who, round: 'up' } }];
    },
  ],
];
