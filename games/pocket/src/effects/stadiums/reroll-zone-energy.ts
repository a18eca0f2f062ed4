/**
 * "… that player may discard the Energy that has been generated in their
 * Energy Zone. If they do, the next Energy is produced." (Rainbow Cave, S4):
 * the zone's Energy goes away (no Energy discard pile is kept yet: E1), the
 * previewed next Energy becomes the zone's, and a new next one is drawn from
 * the game's generator. Not usable with no Energy in the zone (the first
 * player's turn 1, or once attached).
 */
import { randInt } from '@arbiter/core';
import { defineEffect, paramsOf } from '../effect.ts';

export const rerollZoneEnergy = defineEffect({
  id: 'reroll_zone_energy',
  description: "the player's Energy Zone discards its Energy and makes the next one",
  params: paramsOf('reroll_zone_energy', {}),
  phase: 'after',
  usable: (s, side) => s.sides[side].zone !== null,
  run(ctx) {
    const p = ctx.s.sides[ctx.player];
    const old = p.zone;
    if (old === null) return;
    p.zone = p.next;
    p.next = p.energyTypes[randInt(ctx.s.rng, p.energyTypes.length, 'energy')];
    ctx.emit?.({ type: 'zone-rerolled', side: ctx.player, discarded: old, energy: p.zone });
  },
  words: () => 'discard the Energy in your Energy Zone; the next Energy is produced',
});
