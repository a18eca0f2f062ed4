/**
 * `player_rule`: a rule the controller sets until their next turn ("creatures can't attack you … unless
 * their controller pays {2}") or for this turn ("You may play up to three additional lands this turn").
 */
import { z } from 'zod';
import { ruleFlagSchema } from '../../rule-flags/index.ts';
import { defineStep, stepSchema } from '../step.ts';

export const playerRule = defineStep({
  id: 'player_rule',
  description: 'a rule flag on the controller, until their next turn',
  announced: true,
  params: stepSchema('player_rule', {
    rule: ruleFlagSchema,
    duration: z.enum(['your_next_turn', 'this_turn']),
  }),
  run(s, step, f) {
    s.players[f.controller].rules.push({
      rule: step.rule,
      untilTurnOf: f.controller,
      ...(step.duration === 'this_turn' ? { turn: s.turn } : {}),
    });
  },
  nested: (p) => ({ ruleFlags: [[['rule'], p.rule]] }),
  words: (p, w) =>
    p.duration === 'this_turn'
      ? `${w.ruleFlag(p.rule)} this turn`
      : `until your next turn, ${w.ruleFlag(p.rule)}`,
});
