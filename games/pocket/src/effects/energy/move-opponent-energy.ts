/**
 * "Choose 1 of your opponent's Benched Pokémon and move a random Energy
 * from it to your opponent's Active Pokémon." (Energy moved between the
 * opponent's own Pokémon: the player chooses the Benched one among those
 * with Energy, the Energy is random.) Beside `move_energy`, which moves a
 * player's own Energy; it can join it as a `side` once the energy family
 * widens that type.
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { slotInfo } from '../../rules/ops.ts';
import type { PocketState, Side, Slot } from '../../state.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { choosePokemon } from '../helpers.ts';

const sources = (s: PocketState, opp: Side): Slot[] =>
  s.sides[opp].active ? s.sides[opp].bench.filter((b) => b.energy.length > 0) : [];

export const moveOpponentEnergy = defineEffect({
  id: 'move_opponent_energy',
  description:
    "move `count` random Energy from 1 chosen opponent's Benched Pokémon to the opponent's Active Pokémon",
  params: paramsOf('move_opponent_energy', {
    from: z.literal('opponent_bench_one'),
    to: z.literal('opponent_active'),
    count: amount,
    random: z.literal(true),
  }),
  phase: 'after',
  usable: (s, side) => sources(s, (1 - side) as Side).length > 0,
  run(ctx, p) {
    const { s, opp } = ctx;
    const list = sources(s, opp);
    const dest = s.sides[opp].active;
    if (list.length === 0 || !dest) return;
    const src = list[choosePokemon(ctx, ctx.player, 'Move Energy from', list, ctx.player)];
    const moved: typeof src.energy = [];
    const left = src.energy.slice();
    for (let i = 0; i < p.count && left.length > 0; i++)
      moved.push(...left.splice(randInt(s.rng, left.length, 'random'), 1));
    src.energy = left;
    dest.energy = [...dest.energy, ...moved];
    ctx.emit?.({
      type: 'move-energy',
      side: opp,
      from: slotInfo(s, src).name,
      to: slotInfo(s, dest).name,
      energy: moved,
    });
  },
  words: (p) =>
    `choose 1 of your opponent's Benched Pokémon and move ${p.count === 1 ? 'a' : p.count} random Energy from it to your opponent's Active Pokémon`,
});
