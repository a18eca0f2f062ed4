/**
 * `cast_free`: Diluvian Primordial — "you may cast up to one target instant
 * or sorcery card from that player's graveyard without paying its mana
 * cost. If a spell cast this way would be put into a graveyard, exile it
 * instead" (the caster chooses its mode and targets, or not to cast).
 */
import { z } from 'zod';
import { refSchema } from '../../../cards/shapes.ts';
import { ask, objectsOnly, refIds } from '../../../engine/frame.ts';
import { nameOf } from '../../../engine/objects.ts';
import { castFree as castIt, freeCastOptions, isFreeCast } from '../../../engine/stack.ts';
import { defineStep, stepSchema } from '../step.ts';

export const castFree = defineStep({
  id: 'cast_free',
  description: 'cast a graveyard card a ref names without paying its mana cost',
  params: stepSchema('cast_free', { what: refSchema, exileInstead: z.boolean().optional() }),
  run(s, step, f) {
    const id = objectsOnly(refIds(s, f, step.what))[0];
    if (id === undefined || s.objects[id]?.zone !== 'graveyard') return;
    const a = f.vars.answer;
    if (a === undefined) {
      const options = freeCastOptions(s, f.controller, id);
      if (options.length === 0) return;
      ask(s, f.controller, `Cast ${nameOf(s.objects[id])} without paying its mana cost?`, [
        ...options,
        { label: "Don't cast it", value: null },
      ]);
      return;
    }
    if (isFreeCast(a)) castIt(s, f.controller, id, a, !!step.exileInstead);
  },
  words: (p, w) =>
    `cast ${w.ref(p.what)} without paying its mana cost${
      p.exileInstead ? '; if a spell cast this way would be put into a graveyard, exile it instead' : ''
    }`,
});
