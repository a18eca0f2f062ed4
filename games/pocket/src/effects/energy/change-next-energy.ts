/**
 * "Change the type of the next Energy that will be generated for your
 * opponent to 1 of the following at random: [G] … [M]." The opponent's
 * previewed `next` is redrawn among the eight types; the new type is seen
 * by its owner only (the preview is in their view alone), the attacker
 * learns only that it changed.
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';
import { RANDOM_TYPES } from './change-energy-type.ts';

export const changeNextEnergy = defineEffect({
  id: 'change_next_energy',
  description: "redraw the opponent's next Energy Zone Energy among the eight types",
  params: paramsOf('change_next_energy', { side: z.literal('opponent'), to: z.literal('random') }),
  phase: 'after',
  run(ctx) {
    ctx.s.sides[ctx.opp].next = RANDOM_TYPES[randInt(ctx.s.rng, RANDOM_TYPES.length, 'random')];
    ctx.emit?.({ type: 'next-energy-changed', side: ctx.opp });
  },
  words: () =>
    'change the type of the next Energy that will be generated for your opponent to 1 of the following at random: Grass, Fire, Water, Lightning, Psychic, Fighting, Darkness, or Metal',
});
