/**
 * "You may move any amount of Energy from your Pokémon in play to your other
 * Pokémon in any way you like." One Energy at a time: the player picks the
 * Pokémon it comes from (or stops), its type when that Pokémon has several,
 * and the Pokémon it goes to. Every answer is asked before anything moves
 * (a decision re-runs the step from its start), on a copy of the Energy
 * attached; at most as many moves as Energy in play, so a player moving an
 * Energy back and forth still comes to an end.
 */
import type { EnergyType } from '../../data/schema.ts';
import { energyNames } from '../../data/schema.ts';
import { slotInfo, slotsOf } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { label } from '../helpers.ts';

export const moveEnergyAny = defineEffect({
  id: 'move_energy_any',
  description:
    'the player may move any amount of Energy between their own Pokémon in play, one at a time, as they like',
  params: paramsOf('move_energy_any', {}),
  phase: 'after',
  run(ctx) {
    const slots = slotsOf(ctx.s.sides[ctx.player]).slice();
    if (slots.length < 2) return;
    const energy = slots.map((x) => x.energy.slice());
    const total = energy.reduce((n, e) => n + e.length, 0);
    const moves: Array<{ from: number; to: number; kind: EnergyType }> = [];
    while (moves.length < total) {
      const holders = slots.flatMap((_, i) => (energy[i].length > 0 ? [i] : []));
      if (holders.length === 0) break;
      const options = [
        ...holders.map((i) => `Move an Energy from ${label(ctx.s, slots[i], ctx.player)}`),
        "Don't move more",
      ];
      const h = ctx.choose(ctx.player, 'Move an Energy?', options);
      if (h >= holders.length) break;
      const from = holders[h];
      const kinds = [...new Set(energy[from])];
      const kind =
        kinds[
          ctx.choose(
            ctx.player,
            'Which Energy?',
            kinds.map((k) => `${energyNames[k]} Energy`),
          )
        ];
      const targets = slots.flatMap((_, i) => (i === from ? [] : [i]));
      const to =
        targets[
          ctx.choose(
            ctx.player,
            `Move the ${energyNames[kind]} Energy to`,
            targets.map((i) => label(ctx.s, slots[i], ctx.player)),
          )
        ];
      energy[from].splice(energy[from].lastIndexOf(kind), 1);
      energy[to].push(kind);
      moves.push({ from, to, kind });
    }
    for (const m of moves) {
      const src = slots[m.from];
      src.energy.splice(src.energy.lastIndexOf(m.kind), 1);
      slots[m.to].energy.push(m.kind);
      ctx.emit?.({
        type: 'move-energy',
        side: ctx.player,
        from: slotInfo(ctx.s, src).name,
        to: slotInfo(ctx.s, slots[m.to]).name,
        energy: [m.kind],
      });
    }
  },
  words: () =>
    'you may move any amount of Energy from your Pokémon in play to your other Pokémon in any way you like',
});
