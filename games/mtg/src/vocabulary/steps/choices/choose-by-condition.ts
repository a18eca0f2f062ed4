/** `choose_by_condition`: Addendum — "if you cast this spell during your main phase, instead …": one branch of steps or the other. */
import { z } from 'zod';
import type { Condition, Ref, Step } from '../../../cards/rules-block.ts';
import { stepCondition } from '../../../engine/frame.ts';
import { conditionSchema } from '../../conditions/index.ts';
import { defineStep, nestedStepSchema, type StepModule, stepSchema } from '../step.ts';

export interface ChooseByCondition {
  op: 'choose_by_condition';
  if?: Condition;
  optional?: boolean;
  chooser?: Ref;
  /** Read on resolution. */
  when: Condition;
  then: Step[];
  else: Step[];
}

const params: z.ZodType<ChooseByCondition> = stepSchema('choose_by_condition', {
  when: conditionSchema,
  // biome-ignore lint/suspicious/noThenProperty: the data's field ("then … else"), never awaited
  then: z.array(nestedStepSchema),
  else: z.array(nestedStepSchema),
});

export const chooseByCondition: StepModule<ChooseByCondition> = defineStep<ChooseByCondition>({
  id: 'choose_by_condition',
  description: 'the steps of one branch or the other, by a condition read on resolution',
  params,
  run(s, step, f) {
    const branch = stepCondition(s, f, step.when) ? step.then : step.else;
    f.steps = [...f.steps.slice(0, f.index + 1), ...branch, ...f.steps.slice(f.index + 1)];
  },
  nested: (p) => ({
    steps: [
      [['then'], p.then],
      [['else'], p.else],
    ],
    conditions: [[['when'], p.when]],
  }),
  words: (p, w) => `${w.steps(p.else)}; if ${w.condition(p.when)}, instead ${w.steps(p.then)}`,
});
