/**
 * What Pokémon TCG Pocket gives searching agents (`search` on the module):
 * the attach-then-attack idea as a playout policy on the sampled world's
 * state, so playouts look like games people play and end in a few turns.
 *
 * In the main phase, in this order: evolve; put a Basic on the Bench or play
 * a trainer (one at a time; each has its own action); use an ability; attach
 * the zone's energy where it brings an attack closest to its cost (the
 * Active first on ties); attack with the most printed damage; end the turn.
 * A pending decision (placement, promotion, a card's pick) takes an option
 * at random (from the agent's generator), so playouts do not all agree.
 */
import { type PlayerId, type RngState, randInt, type SearchHooks } from '@arbiter/core';
import type { PocketTypes } from '../index.ts';
import { legalActions, type PocketAction } from '../rules/actions.ts';
import { attackAt } from '../rules/attack-list.ts';
import { slotInfo } from '../rules/ops.ts';
import type { PocketState, Side, Slot } from '../state.ts';
import { missing } from './attach-then-attack.ts';

/** How far the closest attack of the Pokémon in `slot` is from its cost, with `extra` energy attached. */
function closest(s: PocketState, slot: Slot, extra: PocketState['sides'][0]['zone']): number {
  const energy = extra === null ? slot.energy : [...slot.energy, extra];
  let best = Number.POSITIVE_INFINITY;
  for (const a of slotInfo(s, slot).attacks) best = Math.min(best, missing(energy, a.cost));
  return best;
}

function slotOf(s: PocketState, side: Side, pid: number): Slot | undefined {
  const p = s.sides[side];
  return p.active?.pid === pid ? p.active : p.bench.find((b) => b.pid === pid);
}

/** The playout's action for `player` in a sampled world. */
export function pocketRolloutAction(s: PocketState, player: PlayerId, rng: RngState): PocketAction {
  const side = player as Side;
  const legal = legalActions(s, side);
  // None (a world where nothing is owed: the playout stops) or one: nothing to weigh.
  if (legal.length <= 1) return legal[0];
  if (legal[0].type === 'choose') return legal[randInt(rng, legal.length)];
  let play: PocketAction | null = null;
  let ability: PocketAction | null = null;
  let attach: PocketAction | null = null;
  let gain = 0;
  let attack: PocketAction | null = null;
  let damage = -1;
  const zone = s.sides[side].zone;
  for (const a of legal) {
    switch (a.type) {
      case 'evolve':
        return a;
      case 'play':
      // A Tool goes on the first Pokémon offered (the Active first), as a card played.
      case 'tool':
        play ??= a;
        break;
      case 'ability':
      case 'stadium':
        ability ??= a;
        break;
      case 'attach': {
        const slot = slotOf(s, side, a.target);
        if (!slot) break;
        const g = closest(s, slot, null) - closest(s, slot, zone);
        if (g > gain) {
          gain = g;
          attach = a;
        }
        break;
      }
      case 'attack': {
        const active = s.sides[side].active;
        const d = active ? (attackAt(s, side, active, a.index)?.attack.damage ?? 0) : 0;
        if (d > damage) {
          damage = d;
          attack = a;
        }
        break;
      }
    }
  }
  // With nothing that helps an attack, the energy still goes on the Active rather than to waste.
  if (!attach && zone !== null) attach = legal.find((a) => a.type === 'attach') ?? null;
  return play ?? ability ?? attach ?? attack ?? legal.find((a) => a.type === 'end') ?? legal[0];
}

export const pocketSearch: SearchHooks<PocketTypes> = {
  rolloutAction: pocketRolloutAction,
  // About two turns of each side; `evaluate` reads points, HP and energy from there.
  rolloutDepth: 30,
};
