/** `player_rule`: a rule the controller sets until their next turn ("creatures can't attack you … unless their controller pays {2}"). */
import { z } from 'zod';
import { ruleFlagSchema } from '../../rule-flags/index.ts';
import { defineStep, stepSchema } from '../step.ts';

export const playerRule = defineStep({
  id: 'player_rule',
  description: 'a rule flag on the controller, until their next turn',
  announced: true,
  params: stepSchema('player_rule', { rule: ruleFlagSchema, duration: z.literal('your_next_turn') }),
  run(s, step, f) {
    s.players[f.controller].rules.push({ rule: step.rule, untilTurnOf: f.controller });
  },
  nested: (p) => ({ ruleFlags: [[['rule'], p.rule]] }),
  words: (p, w) => `until your next turn, ${w.ruleFlag(p.rule)}`,
});
