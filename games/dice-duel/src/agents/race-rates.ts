/**
 * How much HP each fighter of a match-up takes off the other per turn of its
 * own, measured rather than worked out: the offense table knows the dice but
 * not the defender (its blocks, reflects, evasion, the statuses an attack
 * leaves), and those change the race a lot (in the default match-up the
 * pyromancer's 7.0 expected damage a turn lands as 4.2, the shadow monk's
 * 5.9 as 5.4). So the first time a match-up is asked about, RATE_GAMES games
 * are played from its start by the playout policy (rollout-policy.ts), both
 * seats, on fixed seeds: the same data always gives the same figures, and no
 * agent's view or generator is touched. Kept per catalog and match-up.
 */
import { applyAction, toActSeats } from '../actions.ts';
import type { Catalog } from '../data/catalog-types.ts';
import { beginTurn } from '../rules/turn.ts';
import { blankState, rollInitiative } from '../setup.ts';
import { catalogOf, type DuelState, type Seat } from '../state.ts';
import { duelRolloutAction } from './rollout-policy.ts';

/** Games played to measure a match-up (some 200 turns a side: the mean is good to about ±0.2 HP). */
const RATE_GAMES = 40;
/** Actions a measuring game may take before it is cut off. */
const MAX_ACTIONS = 600;

export interface SideRate {
  /** HP the other fighter loses over one of this fighter's turns, on average (burn it set ticking included). */
  mean: number;
  /** Its standard deviation over turns. */
  sd: number;
}

const rates = new WeakMap<Catalog, Map<string, [SideRate, SideRate]>>();

function keyOf(s: DuelState): string {
  const o = s.options;
  return `${s.fighters[0].hero}|${s.fighters[1].hero}|${o.enableDefenseV2}|${o.defenseOverride}|${o.maxRerollsPerDefense}`;
}

function measure(catalog: Catalog, from: DuelState): [SideRate, SideRate] {
  const sum = [0, 0];
  const squares = [0, 0];
  const turns = [0, 0];
  for (let g = 0; g < RATE_GAMES; g++) {
    const s = blankState(catalog, from.options, `race-rates/${g}`);
    rollInitiative(s);
    beginTurn(s);
    let active = s.active;
    let foeHp = s.fighters[1 - active].hp;
    for (let k = 0; k < MAX_ACTIONS && s.result === null; k++) {
      const player = toActSeats(s)[0];
      applyAction(s, player, duelRolloutAction(s, player));
      if (s.active !== active || s.result !== null) {
        const lost = foeHp - s.fighters[1 - active].hp;
        sum[active] += lost;
        squares[active] += lost * lost;
        turns[active]++;
        active = s.active;
        foeHp = s.fighters[1 - active].hp;
      }
    }
  }
  const side = (seat: Seat): SideRate => {
    const n = Math.max(1, turns[seat]);
    const mean = sum[seat] / n;
    return { mean, sd: Math.sqrt(Math.max(0, squares[seat] / n - mean * mean)) };
  };
  return [side(0), side(1)];
}

/** Both seats' rates in the match-up of `s` (measured on first use). */
export function raceRates(s: DuelState): [SideRate, SideRate] {
  const catalog = catalogOf(s);
  let byKey = rates.get(catalog);
  if (!byKey) {
    byKey = new Map();
    rates.set(catalog, byKey);
  }
  const key = keyOf(s);
  let found = byKey.get(key);
  if (!found) {
    found = measure(catalog, s);
    byKey.set(key, found);
  }
  return found;
}
