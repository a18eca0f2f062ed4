/**
 * The "attach then attack" policy, for comparison with other engines' simple
 * policies: attach the zone's energy where it brings one of that Pokémon's
 * attacks closest to its cost (the Active first on ties), attack with the
 * highest printed damage when able, otherwise end the turn. Decisions
 * (placement, promotion, targets) take their first option. It reads only the
 * seat's view and the legal actions.
 */
import type { GamePolicy, PolicyContext } from '@arbiter/core';
import type { Attack, EnergyType } from '../data/schema.ts';
import type { PocketTypes } from '../index.ts';
import type { PocketAction } from '../rules/actions.ts';
import { ENERGY_ORDER, energyIndex } from '../rules/cards.ts';
import type { PokemonView } from '../view.ts';

/** Energy counts by letter index (`energyIndex`), reused by every call. */
const have = new Int32Array(ENERGY_ORDER.length);

/** Energies still missing to pay `cost` with `energy` (specific types first, Colorless from the rest), counted without a list or record. */
export function missing(energy: readonly EnergyType[], cost: readonly EnergyType[]): number {
  have.fill(0);
  for (const e of energy) have[energyIndex[e]]++;
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
  return short + Math.max(0, colorless - (energy.length - used));
}

/**
 * A printed cost as the policy compares it (per card of the catalog, like
 * rules/cards.ts `perCatalog`): the specific types it names, each with its
 * count, their total, and the Colorless count.
 */
interface CostFacts {
  types: EnergyType[];
  counts: number[];
  specific: number;
  colorless: number;
}

/** Per list of printed attacks (the catalog's, shared by every view of the card): one cost record each. */
const costFacts = new WeakMap<readonly Attack[], CostFacts[]>();

function costsOf(attacks: readonly Attack[]): CostFacts[] {
  let facts = costFacts.get(attacks);
  if (facts === undefined) {
    facts = attacks.map((a) => {
      const types: EnergyType[] = [];
      const counts: number[] = [];
      let colorless = 0;
      for (const c of a.cost) {
        if (c === 'C') {
          colorless++;
          continue;
        }
        const at = types.indexOf(c);
        if (at < 0) {
          types.push(c);
          counts.push(1);
        } else counts[at]++;
      }
      return { types, counts, specific: a.cost.length - colorless, colorless };
    });
    costFacts.set(attacks, facts);
  }
  return facts;
}

/**
 * How much one `zone` Energy brings the Pokémon's closest attack nearer to
 * its cost: `closest(p) - closest(p + zone)`, where `closest` is the least
 * `missing` over its attacks (NaN for a Pokémon with none, as Infinity -
 * Infinity: never a gain). A cost names one or two types and a Pokémon
 * holds a few Energy: each type's Energy is counted by a walk, no table.
 */
function gainOf(p: PokemonView, zone: EnergyType): number {
  const costs = costsOf(p.attacks);
  const energy = p.energy;
  const n = energy.length;
  let without = Number.POSITIVE_INFINITY;
  let withZone = Number.POSITIVE_INFINITY;
  for (let a = 0; a < costs.length; a++) {
    const { types, counts, specific, colorless } = costs[a];
    // Specific Energy paid from its own type; the zone's, one more of its type, pays one more where short.
    let used = 0;
    let usedWith = 0;
    for (let k = 0; k < types.length; k++) {
      const type = types[k];
      let h = 0;
      for (let i = 0; i < n; i++) if (energy[i] === type) h++;
      const c = counts[k];
      const paid = h < c ? h : c;
      used += paid;
      usedWith += type === zone && h < c ? paid + 1 : paid;
    }
    without = Math.min(without, specific - used + Math.max(0, colorless - (n - used)));
    withZone = Math.min(withZone, specific - usedWith + Math.max(0, colorless - (n + 1 - usedWith)));
  }
  return without - withZone;
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

type AttachAction = Extract<PocketAction, { type: 'attach' }>;
type AttackAction = Extract<PocketAction, { type: 'attack' }>;

/** The action types it chooses among (its `reads`; frozen: the rules keep what they work out from it). */
const POLICY_READS: readonly PocketAction['type'][] = Object.freeze(['choose', 'attach', 'attack', 'end']);

export function attachThenAttack(): GamePolicy<PocketTypes> {
  // One record and two lists per policy, refilled at each decision: the legal list is walked once (the actions
  // are of many shapes, so each read of `type` is a slow lookup), the attaches and attacks kept in legal order.
  const board: Board = { zone: null, active: null, bench: null };
  const attachList: AttachAction[] = [];
  const attackList: AttackAction[] = [];
  return {
    // It chooses a decision's option, an attach, an attack or the end of the turn, nothing else.
    reads: POLICY_READS,
    choose(ctx) {
      const { legal } = ctx;
      const first = legal[0];
      // Decisions and a lone move need no look at the board (the view may be built only when read).
      if (first.type === 'choose' || legal.length === 1) return first;
      let attaches = 0;
      let attacks = 0;
      let end: PocketAction | null = null;
      for (let i = 0; i < legal.length; i++) {
        const a = legal[i];
        const type = a.type;
        if (type === 'attach') attachList[attaches++] = a;
        else if (type === 'attack') attackList[attacks++] = a;
        else if (type === 'end') end ??= a;
      }
      // Nothing to attach and no attacks to compare: the board would not change the answer, so it is not read
      // (a legal attack is the Active's: with one, the loop below takes it whatever its damage).
      if (attaches === 0 && attacks <= 1) return (attacks === 1 ? attackList[0] : null) ?? end ?? first;
      const me = boardOf(ctx, board);
      let attach: PocketAction | null = null;
      if (me.zone && attaches > 0) {
        let gain = 0;
        const zone = me.zone;
        for (let i = 0; i < attaches; i++) {
          const a = attachList[i];
          const p = slotOf(ctx, me, a.target);
          if (p === null) continue;
          const g = gainOf(p, zone);
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
        for (let i = 0; i < attacks; i++) {
          const a = attackList[i];
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
