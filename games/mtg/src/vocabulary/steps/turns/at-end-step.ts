/**
 * `at_end_step`: a delayed triggered ability an effect creates (CR 603.7)
 * for one end step — "At the beginning of that turn's end step, you lose
 * the game" (Final Fortune: the end step of the extra turn the step before
 * added, CR 500.7) or "Return it to its owner's hand at the beginning of the
 * next end step" (Dragon Mask: this turn's, or the next turn's once this
 * turn's has begun). It triggers once and uses the stack; "it" is the object
 * `watch` named as the effect resolved (a new object after a zone change is
 * another one, CR 400.7: gone, nothing is returned).
 */
import { z } from 'zod';
import type { Condition, Ref, Step } from '../../../cards/rules-block.ts';
import { refSchema } from '../../../cards/shapes.ts';
import { objectsOnly, refIds } from '../../../engine/frame.ts';
import { defineStep, nestedStepSchema, type StepModule, stepSchema } from '../step.ts';

export interface AtEndStep {
  op: 'at_end_step';
  if?: Condition;
  optional?: boolean;
  chooser?: Ref;
  /** That extra turn's end step (the one the step before added), or the next end step. */
  when: 'extra_turn' | 'next';
  /** The delayed ability's words, as the card says them. */
  text: string;
  /** The object "it" is (gone by then: nothing happens). */
  watch?: Ref;
  steps: Step[];
}

const params: z.ZodType<AtEndStep> = stepSchema('at_end_step', {
  when: z.enum(['extra_turn', 'next']),
  text: z.string(),
  watch: refSchema.optional(),
  steps: z.array(nestedStepSchema).min(1),
});

export const atEndStep: StepModule<AtEndStep> = defineStep<AtEndStep>({
  id: 'at_end_step',
  description: 'steps that happen at the beginning of a later end step (that extra turn’s, or the next)',
  reserved: true,
  announced: true,
  params,
  run(s, step, f) {
    // The extra turn the step before added is the last one waiting (CR 500.7); "the next end step" is
    // this turn's unless it has begun.
    const turn =
      step.when === 'extra_turn'
        ? s.turn + s.extraTurns.length
        : s.step === 'end' || s.step === 'cleanup'
          ? s.turn + 1
          : s.turn;
    const it = step.watch ? objectsOnly(refIds(s, f, step.watch))[0] : undefined;
    if (step.watch && it === undefined) return;
    const ability = {
      text: step.text,
      trigger: 'END_STEP' as const,
      conditions: [],
      targets: [],
      steps: step.steps,
    };
    if (!s.atEndStep) s.atEndStep = [];
    s.atEndStep.push({
      turn,
      ability,
      controller: f.controller,
      source: f.source,
      sourceCard: f.sourceCard,
      ...(it !== undefined ? { it } : {}),
    });
  },
  nested: (p) => ({ steps: [[['steps'], p.steps]] }),
  words: (p) => p.text.replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase()),
});
