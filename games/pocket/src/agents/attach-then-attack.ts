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
import { ENERGY_ORDER, energyIndex } from '../rules/cards.ts';
import type { PokemonView, SideView } from '../view.ts';

/** Energies still missing to pay `cost` with `energy` (specific types first, Colorless from the rest). */
export function missing(energy: readonly EnergyType[], cost: readonly EnergyType[]): number {
  return missingWith(energy, null, cost);
}

/** Energy counts by letter index (`energyIndex`), reused by every decision. */
const have = new Int32Array(ENERGY_ORDER.length);

/** What `missing` counts, with the Pokémon's energy plus `extra` (when not null), counted without a list or record. */
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
  // The view's printed attacks: the card's own (`infoById(p.card).attacks`), shared with the catalog.
  const attacks = p.attacks;
  for (let i = 0; i < attacks.length; i++)
    best = Math.min(best, missingWith(p.energy, extra, attacks[i].cost));
  return best;
}

/** The Pokémon of `me` with `pid` (its Active or one of its Benched), null for none. */
function slotOf(me: SideView, pid: number): PokemonView | null {
  if (me.active !== null && me.active.pid === pid) return me.active;
  for (let i = 0; i < me.bench.length; i++) if (me.bench[i].pid === pid) return me.bench[i];
  return null;
}

export function attachThenAttack(): GamePolicy<PocketTypes> {
  return {
    choose(ctx) {
      const { player, legal } = ctx;
      const first = legal[0];
      // Decisions and a lone move need no look at the board (the view may be built only when read).
      if (first.type === 'choose' || legal.length === 1) return first;
      let attaches = 0;
      let attacks = 0;
      let firstAttack: PocketAction | null = null;
      let end: PocketAction | null = null;
      for (let i = 0; i < legal.length; i++) {
        const a = legal[i];
        if (a.type === 'attach') attaches++;
        else if (a.type === 'attack') {
          attacks++;
          firstAttack ??= a;
        } else if (a.type === 'end') end ??= a;
      }
      // Nothing to attach and no attacks to compare: the board would not change the answer, so it is not read
      // (a legal attack is the Active's: with one, the loop below takes it whatever its damage).
      if (attaches === 0 && attacks <= 1) return firstAttack ?? end ?? first;
      const me = ctx.view.sides[player];
      let attach: PocketAction | null = null;
      if (me.zone) {
        let gain = 0;
        const zone = me.zone;
        for (const a of legal) {
          if (a.type !== 'attach') continue;
          const p = slotOf(me, a.target);
          if (p === null) continue;
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
        const printed = me.active.attacks;
        for (const a of legal) {
          if (a.type !== 'attack') continue;
          // An index past the card's own attacks is a previous Evolution's (`use_previous_attacks`).
          const d = printed[a.index]?.damage ?? 0;
          if (d > damage) {
            damage = d;
            attack = a;
          }
        }
      }
      return attack ?? end ?? first;
    },
  };
}
