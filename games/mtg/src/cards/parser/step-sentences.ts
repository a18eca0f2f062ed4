/**
 * Sixth Edition's sentences of the turn's steps (CR 503 upkeep, 504 draw,
 * 513 end step): the trigger events "at the beginning of the end step" and
 * "of each player's draw step", their intervening ifs (CR 603.4), and the
 * clauses they carry ("that player draws an additional card", "sacrifice ~").
 */
import type { Condition, Step, TriggeredAbility } from '../rules-block.ts';
import type { EffectContext } from './effects.ts';
import { parseFilter, parseRef } from './phrases.ts';

type Template = [RegExp, (m: RegExpExecArray, ctx: EffectContext) => Step[]];
type TriggerHead = Omit<TriggeredAbility, 'text' | 'targets' | 'steps'>;

export const STEP_TRIGGERS: Array<[RegExp, (m: RegExpExecArray) => TriggerHead]> = [
  [/^the beginning of the end step$/i, () => ({ trigger: 'END_STEP', conditions: [] })],
  [/^the beginning of each player's draw step$/i, () => ({ trigger: 'DRAW_STEP', conditions: [] })],
];

/** Conditions of these sentences ("no creatures are on the battlefield", "~ is untapped"), or undefined. */
export function stepConditionOf(text: string): Condition | undefined {
  const none = /^no (.+?) (?:are|is) on the battlefield$/i.exec(text);
  if (none) return { id: 'none_on_battlefield', filter: parseFilter(none[1]) };
  if (/^~ is untapped$/i.test(text)) return { id: 'self_untapped' };
  return undefined;
}

export const STEP_TEMPLATES: Template[] = [
  [
    // Final Fortune: the end step of the extra turn the sentence before added (CR 500.7, 603.7).
    /^at the beginning of that turn's end step, you lose the game$/i,
    (m) => [
      {
        op: 'at_end_step',
        when: 'extra_turn',
        text: `${m[0][0].toUpperCase()}${m[0].slice(1)}.`,
        steps: [{ op: 'lose_game', who: { you: true } }],
      },
    ],
  ],
  [
    // Dragon Mask: "it" as the effect resolved, returned at the next end step if still there.
    /^return (it) to its owner's hand at the beginning of the next end step$/i,
    (m, c) => [
      {
        op: 'at_end_step',
        when: 'next',
        text: "At the beginning of the next end step, return it to its owner's hand.",
        // "It" after a targeted sentence ("Target creature you control gets +2/+2") is that target.
        watch: c.targets.length > 0 ? { target: c.targets.length - 1 } : parseRef(m[1], c),
        steps: [{ op: 'bounce', what: { eventSubject: true } }],
      },
    ],
  ],
  [/^(.+?) draws? an additional card$/i, (m, c) => [{ op: 'draw', who: parseRef(m[1], c), amount: 1 }]],
  // "Sacrifice ~", "sacrifice a creature": the controller sacrifices (CR 701.21a).
  [/^sacrifice ~$/i, () => [{ op: 'sacrifice', who: { you: true }, filter: { self: true } }]],
  [/^sacrifice an? (.+)$/i, (m) => [{ op: 'sacrifice', who: { you: true }, filter: parseFilter(m[1]) }]],
];

/** "Activate only during your upkeep" (CR 602.5b). */
export function activationTimeOf(text: string): Condition | undefined {
  if (/^during your upkeep$/i.test(text)) return { id: 'during_your_upkeep' };
  return undefined;
}
