/** `grant_abilities`: "… and gains “When this creature dies, draw a card.”" until end of turn (a rules block of its own). */
import { z } from 'zod';
import { nestedRulesSchema, refSchema } from '../../../cards/shapes.ts';
import { touch } from '../../../engine/derived.ts';
import { objectsOnly, onBattlefield, refIds } from '../../../engine/frame.ts';
import { defineStep, stepSchema } from '../step.ts';

export const grantAbilities = defineStep({
  id: 'grant_abilities',
  description: 'the objects a ref names gain abilities (a rules block) until end of turn',
  announced: true,
  params: stepSchema('grant_abilities', {
    affects: refSchema,
    rules: nestedRulesSchema,
    duration: z.literal('end_of_turn'),
  }),
  run(s, step, f) {
    for (const id of objectsOnly(refIds(s, f, step.affects)))
      if (onBattlefield(s, id)) s.objects[id].granted.push(step.rules);
    touch(s);
  },
  nested: (p) => ({ blocks: [[['rules'], p.rules]] }),
  words: (p, w) =>
    `${w.ref(p.affects)} ${w.agree(p.affects, 'gains')} ${w.abilities(p.rules)} until end of turn`,
});
