/**
 * Counting what a player owns and what things cost: role icons, copies of a
 * citizen, the hire surcharge, a domain's price, active passives and flags.
 */
import { type Catalog, type CitizenCard, ROLES, type Role } from '../data/catalog.ts';
import type { Effect } from '../grammar/tree.ts';
import type { CkState, PlayerState } from '../state.ts';

/** Citizens and starters a player owns, as cards (starters first). */
export function tableauCitizens(cat: Catalog, p: PlayerState): CitizenCard[] {
  return [...p.starters.map((i) => cat.starters[i]), ...p.citizens.map((i) => cat.citizens[i])];
}

/** Role icons on owned citizens and starters; with `domains`, domains' icons too (build requirements, dukes). */
export function roleCount(cat: Catalog, p: PlayerState, role: Role, domains: boolean): number {
  let n = 0;
  for (const c of p.starters) n += cat.starters[c].roles[role];
  for (const c of p.citizens) n += cat.citizens[c].roles[role];
  if (domains) for (const d of p.domains) n += cat.domains[d.card].roles[role];
  return n;
}

/** Owned citizens and starters of this name. */
export function copiesOwned(cat: Catalog, p: PlayerState, name: string): number {
  let n = 0;
  for (const c of p.starters) if (cat.starters[c].name === name) n++;
  for (const c of p.citizens) if (cat.citizens[c].name === name) n++;
  return n;
}

/** The resting seat: with 5 players, the one to the right of the active player; otherwise none. */
export function restingSeat(state: CkState): number | null {
  return state.seats === 5 ? (state.active + state.seats - 1) % state.seats : null;
}

const NONE: readonly { domain: number; effect: Effect }[] = [];

/** A domain's passive that works now: built before this turn. */
export function livePassives(
  cat: Catalog,
  state: CkState,
  p: PlayerState,
): readonly { domain: number; effect: Effect }[] {
  if (p.domains.length === 0) return NONE;
  const out: { domain: number; effect: Effect }[] = [];
  for (const d of p.domains) {
    const effect = cat.domains[d.card].passive;
    if (effect && d.builtTurn < state.turn) out.push({ domain: d.card, effect });
  }
  return out;
}

/** The lasting flags (`effect.add KEY`) of a player's live passives. */
export function hasFlag(cat: Catalog, state: CkState, p: PlayerState, key: string): boolean {
  for (const d of p.domains) {
    const effect = cat.domains[d.card].passive;
    if (!effect || d.builtTurn >= state.turn) continue;
    for (const l of effect.legs) if (l.kind === 'flag' && l.key === key) return true;
  }
  return false;
}

export const FLAG_NO_HIRE_SURCHARGE = 'action.emeraldstronghold';
export const FLAG_DOMAIN_DISCOUNT = 'action.pratchettsplateau';

/** Gold to hire the top of a citizen stack: its cost plus one per copy already owned (unless a flag waives it). */
export function hireCost(cat: Catalog, state: CkState, p: PlayerState, citizen: number): number {
  const card = cat.citizens[citizen];
  const surcharge = hasFlag(cat, state, p, FLAG_NO_HIRE_SURCHARGE) ? 0 : copiesOwned(cat, p, card.name);
  return card.cost + surcharge;
}

/** Gold to build a domain (a flag takes 1 off). */
export function buildCost(cat: Catalog, state: CkState, p: PlayerState, domain: number): number {
  const discount = hasFlag(cat, state, p, FLAG_DOMAIN_DISCOUNT) ? 1 : 0;
  return Math.max(0, cat.domains[domain].cost - discount);
}

/** All four role counts at once (citizens, starters and domains): what build requirements read. */
export function iconsOf(cat: Catalog, p: PlayerState): Record<Role, number> {
  const icons = { shadow: 0, holy: 0, soldier: 0, worker: 0 };
  const add = (r: Record<Role, number>) => {
    icons.shadow += r.shadow;
    icons.holy += r.holy;
    icons.soldier += r.soldier;
    icons.worker += r.worker;
  };
  for (const c of p.starters) add(cat.starters[c].roles);
  for (const c of p.citizens) add(cat.citizens[c].roles);
  for (const d of p.domains) add(cat.domains[d.card].roles);
  return icons;
}

/** Whether the player's icons (or counts from `iconsOf`) meet a domain's role requirements. */
export function meetsRequirements(
  cat: Catalog,
  p: PlayerState,
  domain: number,
  icons: Record<Role, number> = iconsOf(cat, p),
): boolean {
  const need = cat.domains[domain].roles;
  for (const r of ROLES) if (need[r] > icons[r]) return false;
  return true;
}
