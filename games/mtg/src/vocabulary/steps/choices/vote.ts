/**
 * `vote`: Will of the council (CR 701.38) — "starting with you, each player
 * votes for time or knowledge. If time gets more votes, … . If knowledge
 * gets more votes or the vote is tied, …": each player votes in turn
 * order, the caster first; the winning outcome's steps run next.
 */
import { z } from 'zod';
import type { Condition, Ref, Step } from '../../../cards/rules-block.ts';
import { ask, startWork } from '../../../engine/frame.ts';
import { opponent, type Seat } from '../../../engine/state.ts';
import { sentence } from '../../noun-words.ts';
import { defineStep, nestedStepSchema, type StepModule, stepSchema } from '../step.ts';

export interface Vote {
  op: 'vote';
  if?: Condition;
  optional?: boolean;
  chooser?: Ref;
  /** The two words voted for. */
  choices: string[];
  /** The steps each choice leads to. */
  outcomes: Step[][];
  /** The outcome of a tied vote (an index of `choices`). */
  tie: number;
}

const params: z.ZodType<Vote> = stepSchema('vote', {
  choices: z.array(z.string().min(1)).length(2),
  outcomes: z.array(z.array(nestedStepSchema)).length(2),
  tie: z.number().int().min(0).max(1),
});

export const vote: StepModule<Vote> = defineStep<Vote>({
  id: 'vote',
  description: 'each player votes for one of two choices; the winning choice’s steps run',
  params,
  run(s, step, f) {
    const choices = step.choices;
    const votes = startWork(f, 'votes', () => ({ votes: [] })).votes ?? [];
    const a = f.vars.answer;
    if (typeof a === 'string') {
      votes.push(a);
      f.vars.answer = undefined;
    }
    const order: Seat[] = [f.controller, opponent(f.controller)];
    if (votes.length < order.length) {
      ask(
        s,
        order[votes.length],
        `Vote for ${choices[0]} or ${choices[1]}.`,
        choices.map((c) => ({ label: sentence(c), value: c })),
      );
      return;
    }
    const count = choices.map((c) => votes.filter((v) => v === c).length);
    const winner = count[0] > count[1] ? 0 : count[1] > count[0] ? 1 : step.tie;
    f.vars.work = undefined;
    f.steps = [...f.steps.slice(0, f.index + 1), ...step.outcomes[winner], ...f.steps.slice(f.index + 1)];
  },
  nested: (p) => ({ steps: p.outcomes.map((o, i) => [['outcomes', i], o] as const) }),
  words: (p, w) =>
    `starting with you, each player votes for ${p.choices[0]} or ${p.choices[1]}; if ${p.choices[0]} gets more votes, ${w.steps(p.outcomes[0])}; if ${p.choices[1]} gets more votes${p.tie === 1 ? ' or the vote is tied' : ''}, ${w.steps(p.outcomes[1])}`,
});
