/**
 * `at_next_upkeep`: a delayed triggered ability an effect creates (CR
 * 603.7) for the next turn's upkeep — "You draw three cards at the
 * beginning of the next turn's upkeep" (Library of Lat-Nam): whoever's turn
 * it is, it triggers once as that upkeep begins, for this effect's
 * controller, and uses the stack. It waits beside the end-step ones
 * (`s.atEndStep`, marked `at: 'upkeep'`).
 */
import { z } from 'zod';
import type { Condition, Ref, Step } from '../../../cards/rules-block.ts';
import { defineStep, nestedStepSchema, type StepModule, stepSchema } from '../step.ts';

export interface AtNextUpkeep {
  op: 'at_next_upkeep';
  if?: Condition;
  optional?: boolean;
  chooser?: Ref;
  /** The delayed ability's words, as the card says them. */
  text: string;
  steps: Step[];
}

const params: z.ZodType<AtNextUpkeep> = stepSchema('at_next_upkeep', {
  text: z.string(),
  steps: z.array(nestedStepSchema).min(1),
});

export const atNextUpkeep: StepModule<AtNextUpkeep> = defineStep<AtNextUpkeep>({
  id: 'at_next_upkeep',
  description: "steps that happen at the beginning of the next turn's upkeep",
  reserved: true,
  announced: true,
  params,
  run(s, step, f) {
    if (!s.atEndStep) s.atEndStep = [];
    s.atEndStep.push({
      turn: s.turn + 1,
      at: 'upkeep',
      ability: { text: step.text, trigger: 'UPKEEP', conditions: [], targets: [], steps: step.steps },
      controller: f.controller,
      source: f.source,
      sourceCard: f.sourceCard,
    });
  },
  nested: (p) => ({ steps: [[['steps'], p.steps]] }),
  words: (p) => p.text.replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase()),
});
