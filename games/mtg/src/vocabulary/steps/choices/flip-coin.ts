/**
 * `flip_coin`: "Flip a coin. If you win the flip, …. If you lose the flip,
 * …." (Bottle of Suleiman, CR 705): the controller wins with chance 1/2,
 * drawn from the game's seeded generator (no call is asked: calling heads or
 * tails does not change the odds, CR 705.1), then the steps of that outcome
 * run next in the same resolution.
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import type { Condition, Ref, Step } from '../../../cards/rules-block.ts';
import { defineStep, nestedStepSchema, type StepModule, stepSchema } from '../step.ts';

export interface FlipCoin {
  op: 'flip_coin';
  if?: Condition;
  optional?: boolean;
  chooser?: Ref;
  /** The steps if the controller wins the flip. */
  win: Step[];
  /** The steps if they lose it. */
  lose: Step[];
}

const params: z.ZodType<FlipCoin> = stepSchema('flip_coin', {
  win: z.array(nestedStepSchema),
  lose: z.array(nestedStepSchema),
});

export const flipCoin: StepModule<FlipCoin> = defineStep<FlipCoin>({
  id: 'flip_coin',
  description: 'flip a coin; the steps for a win or for a loss run next',
  reserved: true,
  params,
  run(s, step, f) {
    const won = randInt(s.rng, 2) === 0;
    f.steps = [
      ...f.steps.slice(0, f.index + 1),
      ...(won ? step.win : step.lose),
      ...f.steps.slice(f.index + 1),
    ];
  },
  nested: (p) => ({
    steps: [
      [['win'], p.win],
      [['lose'], p.lose],
    ],
  }),
  words: (p, w) =>
    `flip a coin; if you win the flip, ${w.steps(p.win)}; if you lose the flip, ${w.steps(p.lose)}`,
});
