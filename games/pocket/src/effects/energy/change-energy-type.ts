/**
 * "Change the type of a random Energy attached to your opponent's Active
 * Pokémon to 1 of the following at random: [G], [R], [W], [L], [P], [F],
 * [D], or [M]." One Energy drawn from the generator, then its new type (it
 * may come out as the type it was). No Energy: nothing.
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { type EnergyType, energyTypes } from '../../data/schema.ts';
import { slotInfo } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { defenderShielded } from '../helpers.ts';

/** The eight types "at random" draws from (Colorless is not one). */
export const RANDOM_TYPES = energyTypes.filter((e) => e !== 'C') as EnergyType[];

export const changeEnergyType = defineEffect({
  id: 'change_energy_type',
  description: "change a random Energy on the opponent's Active Pokémon to a random type",
  params: paramsOf('change_energy_type', {
    on: z.literal('opponent_active'),
    which: z.literal('random'),
    to: z.literal('random'),
  }),
  phase: 'after',
  run(ctx) {
    const d = ctx.defender;
    if (!d || d.energy.length === 0 || defenderShielded(ctx)) return;
    const i = randInt(ctx.s.rng, d.energy.length, 'random');
    const was = d.energy[i];
    const to = RANDOM_TYPES[randInt(ctx.s.rng, RANDOM_TYPES.length, 'random')];
    d.energy[i] = to;
    ctx.emit?.({ type: 'energy-changed', side: ctx.opp, pokemon: slotInfo(ctx.s, d).name, from: was, to });
  },
  words: () =>
    "change the type of a random Energy attached to your opponent's Active Pokémon to 1 of the following at random: Grass, Fire, Water, Lightning, Psychic, Fighting, Darkness, or Metal",
});
