/**
 * `opponent_chooses_mode`: "An opponent chooses one — • … • …" (Library of
 * Lat-Nam, CR 700.2): the spell's controller's opponent picks one of the
 * modes (a `resolve` decision of that player), then that mode's steps run
 * next in the same resolution. The choice is made as the spell resolves, not
 * as it is cast (see README, "Sixth Edition decisions: the rest of share B"):
 * such modes have no targets, so nothing of the cast depends on it.
 */
import { z } from 'zod';
import type { Condition, Ref, Step } from '../../../cards/rules-block.ts';
import { ask } from '../../../engine/frame.ts';
import { opponent } from '../../../engine/state.ts';
import { defineStep, nestedStepSchema, type StepModule, stepSchema } from '../step.ts';

export interface OpponentChoosesMode {
  op: 'opponent_chooses_mode';
  if?: Condition;
  optional?: boolean;
  chooser?: Ref;
  /** The modes as the card words them, each with its steps. */
  modes: Array<{ text: string; steps: Step[] }>;
}

const params: z.ZodType<OpponentChoosesMode> = stepSchema('opponent_chooses_mode', {
  modes: z.array(z.object({ text: z.string(), steps: z.array(nestedStepSchema).min(1) }).strict()).min(2),
});

export const opponentChoosesMode: StepModule<OpponentChoosesMode> = defineStep<OpponentChoosesMode>({
  id: 'opponent_chooses_mode',
  description: "the controller's opponent chooses one mode; its steps run next",
  reserved: true,
  params,
  run(s, step, f) {
    const a = f.vars.answer;
    if (typeof a !== 'number' || step.modes[a] === undefined) {
      ask(
        s,
        opponent(f.controller),
        'Choose one for your opponent:',
        step.modes.map((m, i) => ({ label: m.text, value: i })),
      );
      return;
    }
    f.vars.answer = undefined;
    f.steps = [...f.steps.slice(0, f.index + 1), ...step.modes[a].steps, ...f.steps.slice(f.index + 1)];
  },
  nested: (p) => ({ steps: p.modes.map((m, i) => [['modes', i, 'steps'], m.steps] as const) }),
  words: (p) => `an opponent chooses one: ${p.modes.map((m) => m.text.replace(/\.$/, '')).join('; or ')}`,
});
