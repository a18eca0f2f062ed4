/**
 * The "attach then attack" policy, for comparison with other engines' simple
 * policies: attach the zone's energy where it brings one of that Pokémon's
 * attacks closest to its cost (the Active first on ties), attack with the
 * highest printed damage when able, otherwise end the turn. Decisions
 * (placement, promotion, targets) take their first option. It reads only the
 * seat's view and the legal actions.
 */
import type { GamePolicy, PolicyContext } from '@arbiter/core';
import type { EnergyType } from '../data/schema.ts';
import type { PocketTypes } from '../index.ts';
import type { PocketAction } from '../rules/actions.ts';
import { ENERGY_ORDER, energyIndex } from '../rules/cards.ts';
import type { PokemonView } from '../view.ts';

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

/** The seat's Pokémon and Energy Zone type, as its view shows them: the parts of the view the policy reads. */
interface Board {
  zone: EnergyType | null;
  active: PokemonView | null;
  bench: PokemonView[] | null;
}

/** The view's paths of the parts read, by seat (`GameModule.viewPart`). */
const PARTS = [0, 1].map((side) => ({
  zone: `sides.${side}.zone`,
  active: `sides.${side}.active`,
  bench: `sides.${side}.bench`,
}));

/** The seat's Energy Zone type and Active from `ctx` (parts built alone where the loop can, else the whole view's). */
function boardOf(ctx: PolicyContext<PocketTypes>, board: Board): Board {
  const player = ctx.player;
  if (ctx.viewPart) {
    const paths = PARTS[player];
    board.zone = ctx.viewPart(paths.zone) as EnergyType | null;
    board.active = ctx.viewPart(paths.active) as PokemonView | null;
    board.bench = null;
  } else {
    const me = ctx.view.sides[player];
    board.zone = me.zone;
    board.active = me.active;
    board.bench = me.bench;
  }
  return board;
}

/** The seat's Benched Pokémon, read once per decision when first needed. */
function benchOf(ctx: PolicyContext<PocketTypes>, board: Board): PokemonView[] {
  board.bench ??= ctx.viewPart
    ? (ctx.viewPart(PARTS[ctx.player].bench) as PokemonView[])
    : ctx.view.sides[ctx.player].bench;
  return board.bench;
}

/** The Pokémon of the seat with `pid` (its Active or one of its Benched), null for none. */
function slotOf(ctx: PolicyContext<PocketTypes>, board: Board, pid: number): PokemonView | null {
  if (board.active !== null && board.active.pid === pid) return board.active;
  const bench = benchOf(ctx, board);
  for (let i = 0; i < bench.length; i++) if (bench[i].pid === pid) return bench[i];
  return null;
}

export function attachThenAttack(): GamePolicy<PocketTypes> {
  // One record per policy, refilled at each decision that reads the board.
  const board: Board = { zone: null, active: null, bench: null };
  return {
    choose(ctx) {
      const { legal } = ctx;
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
      const me = boardOf(ctx, board);
      let attach: PocketAction | null = null;
      if (me.zone) {
        let gain = 0;
        const zone = me.zone;
        for (const a of legal) {
          if (a.type !== 'attach') continue;
          const p = slotOf(ctx, me, a.target);
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
