/**
 * The "attach then attack" policy, for comparison with other engines' simple
 * policies: attach the zone's energy where it brings one of that Pokémon's
 * attacks closest to its cost (the Active first on ties), attack with the
 * highest printed damage when able, otherwise end the turn. Decisions
 * (placement, promotion, targets) take their first option. It reads only the
 * seat's view and the legal actions.
 */
import type { GamePolicy } from '@arbiter/core';
import type { EnergyType } from '../data/schema.ts';
import type { PocketTypes } from '../index.ts';
import type { PocketAction } from '../rules/actions.ts';
import { ENERGY_ORDER, energyIndex, infoById } from '../rules/cards.ts';
import type { PokemonView } from '../view.ts';

/** Energies still missing to pay `cost` with `energy` (specific types first, Colorless from the rest). */
export function missing(energy: readonly EnergyType[], cost: readonly EnergyType[]): number {
  const have: Record<string, number> = {};
  for (const e of energy) have[e] = (have[e] ?? 0) + 1;
  let short = 0;
  let colorless = 0;
  let used = 0;
  for (const c of cost) {
    if (c === 'C') {
      colorless++;
      continue;
    }
    if ((have[c] ?? 0) > 0) {
      have[c]--;
      used++;
    } else short++;
  }
  const spare = energy.length - used;
  return short + Math.max(0, colorless - spare);
}

/** Energy counts by letter index (`energyIndex`), reused by every decision. */
const have = new Int32Array(ENERGY_ORDER.length);

/** `missing` with the Pokémon's energy plus `extra` (when not null), counted without a list or record. */
function missingWith(
  energy: readonly EnergyType[],
  extra: EnergyType | null,
  cost: readonly EnergyType[],
): number {
  have.fill(0);
  for (const e of energy) have[energyIndex[e]]++;
  if (extra !== null) have[energyIndex[extra]]++;
  let short = 0;
  let colorless = 0;
  let used = 0;
  for (const c of cost) {
    if (c === 'C') {
      colorless++;
      continue;
    }
    const i = energyIndex[c];
    if (have[i] > 0) {
      have[i]--;
      used++;
    } else short++;
  }
  const spare = energy.length + (extra !== null ? 1 : 0) - used;
  return short + Math.max(0, colorless - spare);
}

/** How far the closest attack of a Pokémon is from its cost, with one more energy (`extra`) when not null. */
function closest(p: PokemonView, extra: EnergyType | null): number {
  let best = Number.POSITIVE_INFINITY;
  for (const a of infoById(p.card).attacks) best = Math.min(best, missingWith(p.energy, extra, a.cost));
  return best;
}

export function attachThenAttack(): GamePolicy<PocketTypes> {
  return {
    choose(ctx) {
      const { player, legal } = ctx;
      const first = legal[0];
      // Decisions and a lone move need no look at the board (the view may be built only when read).
      if (first.type === 'choose' || legal.length === 1) return first;
      const me = ctx.view.sides[player];
      let attach: PocketAction | null = null;
      if (me.zone) {
        let gain = 0;
        const zone = me.zone;
        for (const a of legal) {
          if (a.type !== 'attach') continue;
          const p = a.target === me.active?.pid ? me.active : me.bench.find((b) => b.pid === a.target);
          if (!p) continue;
          const g = closest(p, null) - closest(p, zone);
          if (g > gain) {
            gain = g;
            attach = a;
          }
        }
      }
      if (attach) return attach;
      let attack: PocketAction | null = null;
      let damage = -1;
      if (me.active) {
        const attacks = infoById(me.active.card).attacks;
        for (const a of legal) {
          if (a.type !== 'attack') continue;
          // An index past the card's own attacks is a previous Evolution's (`use_previous_attacks`).
          const d = attacks[a.index]?.damage ?? 0;
          if (d > damage) {
            damage = d;
            attack = a;
          }
        }
      }
      return attack ?? legal.find((a) => a.type === 'end') ?? first;
    },
  };
}
