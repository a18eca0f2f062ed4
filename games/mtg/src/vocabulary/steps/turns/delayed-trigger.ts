/**
 * `delayed_trigger`: a delayed triggered ability an effect creates (CR
 * 603.7) — Maeve's "whenever that creature attacks one of your opponents
 * this turn, you draw a card" — watching an object for the rest of the
 * turn; it triggers for this effect's controller and uses the stack like
 * any other (CR 603.2).
 */
import { z } from 'zod';
import { nestedRulesSchema, refSchema } from '../../../cards/shapes.ts';
import { objectsOnly, onBattlefield, refIds } from '../../../engine/frame.ts';
import { defineStep, stepSchema } from '../step.ts';

export const delayedTrigger = defineStep({
  id: 'delayed_trigger',
  description: 'a triggered ability (a rules block) watching the objects a ref names until end of turn',
  announced: true,
  params: stepSchema('delayed_trigger', {
    watch: refSchema,
    until: z.literal('end_of_turn'),
    rules: nestedRulesSchema,
  }),
  run(s, step, f) {
    const ability = step.rules.triggers[0];
    for (const id of objectsOnly(refIds(s, f, step.watch))) {
      if (!onBattlefield(s, id)) continue;
      if (!s.delayed) s.delayed = [];
      s.delayed.push({
        ability,
        controller: f.controller,
        source: f.source,
        sourceCard: f.sourceCard,
        watch: id,
        turn: s.turn,
      });
    }
  },
  nested: (p) => ({ blocks: [[['rules'], p.rules]] }),
  words: (p, w) => w.abilities(p.rules),
});
