/**
 * Upkeep of the attacker at the start of their turn, in this order:
 *   1. locks whose turn has come are released;
 *   2. purify: with burn on them and a spendable purify stack, the hero
 *      spends one and rolls a d6; on 4+ one burn stack moves back to the
 *      opponent (automatic: it is never worse to try);
 *   3. burn ticks: damageByStacks[stacks-1], then decays by decayPerTick.
 * Generic over the data: any status with damageByStacks ticks like burn.
 */
import type { Catalog } from '../data/catalog-types.ts';
import type { DuelContext } from '../events.ts';
import { catalogOf, type DuelState, type Seat } from '../state.ts';
import { rollOne } from './dice.ts';
import { statusKinds } from './status-kinds/index.ts';
import {
  grantStatusFrom,
  releaseLocks,
  removeStatus,
  sourceName,
  spendable,
  spendStatus,
  stacks,
} from './statuses.ts';

const PURIFY_SUCCESS = 4;

interface UpkeepStatuses {
  tickers: string[];
  bouncers: string[];
}
/** Per catalog (computed once): the statuses read at upkeep. */
const byCatalog = new WeakMap<Catalog, UpkeepStatuses>();

/** Status ids that tick (deal damage) and that bounce ticking stacks, in id order. */
let lastCatalog: Catalog | null = null;
let lastFound: UpkeepStatuses | null = null;

function upkeepStatuses(catalog: Catalog): UpkeepStatuses {
  if (catalog === lastCatalog) return lastFound!;
  let found = byCatalog.get(catalog);
  if (!found) {
    const ids = Object.keys(catalog.statuses).sort();
    found = {
      tickers: ids.filter((s) => statusKinds.has(s) && statusKinds.get(s).behaviour === 'upkeepDamage'),
      bouncers: ids.filter((s) => statusKinds.has(s) && statusKinds.get(s).behaviour === 'upkeepBounce'),
    };
    byCatalog.set(catalog, found);
  }
  lastCatalog = catalog;
  lastFound = found;
  return found;
}

export function upkeep(state: DuelState, ctx?: DuelContext): void {
  releaseLocks(state);
  const seat = state.active;
  const catalog = catalogOf(state);
  const statuses = catalog.statuses;
  const opponent = (1 - seat) as Seat;
  const { tickers: tickerIds, bouncers } = upkeepStatuses(catalog);
  const held = state.fighters[seat].statuses;
  // Fast exit: most turns nobody burns.
  let any = false;
  for (let k = 0; k < tickerIds.length; k++) if ((held[tickerIds[k]] ?? 0) > 0) any = true;
  if (!any) return;
  // The tickers are the ticking statuses held now; a bounce only takes
  // stacks away from this seat, so a status not held now never is this upkeep.
  const tickers = tickerIds;

  for (let b = 0; b < bouncers.length; b++) {
    const bouncer = bouncers[b];
    let target: string | undefined;
    for (let k = 0; k < tickers.length && target === undefined; k++)
      if (stacks(state, seat, tickers[k]) > 0) target = tickers[k];
    if (!target || spendable(state, seat, bouncer) === 0) continue;
    spendStatus(state, seat, bouncer, 1, ctx);
    const roll = rollOne(state, 'purify');
    const success = roll >= PURIFY_SUCCESS;
    if (success) {
      removeStatus(state, seat, target, 1);
      grantStatusFrom(
        state,
        opponent,
        target,
        1,
        sourceName(bouncer, '-bounce'),
        undefined,
        'immediate',
        ctx,
      );
    }
    ctx?.emit?.({ type: 'purify', seat, roll, success, status: target });
  }

  for (let k = 0; k < tickers.length; k++) {
    const s = tickers[k];
    const n = stacks(state, seat, s);
    const def = statuses[s];
    if (n === 0 || !def?.damageByStacks) continue;
    const table = def.damageByStacks;
    const damage = table[Math.min(n, table.length) - 1] ?? 0;
    const f = state.fighters[seat];
    const dealt = Math.min(f.hp, damage);
    f.hp -= dealt;
    state.stats[seat].burnDamageTaken += dealt;
    removeStatus(state, seat, s, def.decayPerTick ?? 0);
    ctx?.emit?.({
      type: 'status-tick',
      seat,
      status: s,
      stacks: n,
      damage,
      hp: f.hp,
      left: stacks(state, seat, s),
    });
  }
}
