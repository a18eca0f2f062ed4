/**
 * Counting what a player owns and what things cost: role icons, copies of a
 * citizen, the hire surcharge, a domain's price, active passives and flags.
 */
import type { Catalog, CitizenCard } from '../data/cards.ts';
import { perCatalog } from '../data/per-catalog.ts';
import type { Role } from '../data/roles.ts';
import { keyParams } from '../effects/compile.ts';
import { keyRegistry } from '../effects/keys/index.ts';
import type { KeyModule } from '../effects/module.ts';
import type { Effect } from '../grammar/tree.ts';
import type { CkState, PlayerState } from '../state.ts';
import { type CostModifiers, NO_MODIFIERS } from './modifiers.ts';

/** Citizens and starters a player owns, as cards (starters first). */
export function tableauCitizens(cat: Catalog, p: PlayerState): CitizenCard[] {
  return [...p.starters.map((i) => cat.starters[i]), ...p.citizens.map((i) => cat.citizens[i])];
}

/** Role icons on owned citizens and starters; with `domains`, domains' icons too (dukes, at the end, when every card is face up). Without, face-down citizens do not count. */
export function roleCount(cat: Catalog, p: PlayerState, role: Role, domains: boolean): number {
  let n = 0;
  for (const c of p.starters) n += cat.starters[c].roles[role];
  for (const c of p.citizens) n += cat.citizens[c].roles[role];
  if (domains) for (const d of p.domains) n += cat.domains[d.card].roles[role];
  else if (p.extra) for (const c of p.extra.flipped) n -= cat.citizens[c].roles[role];
  return n;
}

/** A built domain's passive works: built before this turn and not flipped face down. */
export function domainLive(state: CkState, p: PlayerState, d: { card: number; builtTurn: number }): boolean {
  return d.builtTurn < state.turn && !p.extra?.flippedDomains.includes(d.card);
}

/**
 * Copies of a citizen that count for the hire surcharge: owned citizens and
 * starters with this `nameId`, less the face-down ones (a flipped citizen
 * is out of play until the end: it neither activates nor lends icons, and
 * it does not make the next copy dearer).
 */
function copiesOfNameId(cat: Catalog, p: PlayerState, nameId: number): number {
  let n = 0;
  for (const c of p.starters) if (cat.starters[c].nameId === nameId) n++;
  for (const c of p.citizens) if (cat.citizens[c].nameId === nameId) n++;
  if (p.extra) for (const c of p.extra.flipped) if (cat.citizens[c].nameId === nameId) n--;
  return n;
}

let copiesScratch = new Int16Array(0);

/**
 * `copiesOfNameId` for every name at once (one pass over the tableau): a
 * shared buffer, valid until the next call; `releaseCopies` zeroes what it
 * set.
 */
export function copiesByName(cat: Catalog, p: PlayerState): Int16Array {
  if (copiesScratch.length < cat.names) copiesScratch = new Int16Array(cat.names);
  const out = copiesScratch;
  for (const c of p.starters) out[cat.starters[c].nameId]++;
  for (const c of p.citizens) out[cat.citizens[c].nameId]++;
  if (p.extra) for (const c of p.extra.flipped) out[cat.citizens[c].nameId]--;
  return out;
}

export function releaseCopies(cat: Catalog, p: PlayerState, copies: Int16Array): void {
  for (const c of p.starters) copies[cat.starters[c].nameId] = 0;
  for (const c of p.citizens) copies[cat.citizens[c].nameId] = 0;
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
    if (effect && domainLive(state, p, d)) out.push({ domain: d.card, effect });
  }
  return out;
}

export { type CostModifiers, NO_MODIFIERS } from './modifiers.ts';

/** What a key changes in costs, when it is a lasting key with a module. */
function lastingModifiers(key: string): Partial<CostModifiers> | undefined {
  return keyRegistry.has(key) ? keyRegistry.get(key).modifiers : undefined;
}

function addModifiers(into: CostModifiers, m: Partial<CostModifiers>): void {
  for (const k of Object.keys(m) as (keyof CostModifiers)[]) {
    const v = m[k];
    if (typeof v === 'boolean') (into[k] as boolean) ||= v;
    else if (typeof v === 'number') (into[k] as number) += v;
  }
}

const NO_LASTING: readonly Partial<CostModifiers>[] = Object.freeze([]);

/** What a passive's lasting keys change (a flag or a bare key). */
function effectModifiers(effect: Effect): readonly Partial<CostModifiers>[] {
  const found: Partial<CostModifiers>[] = [];
  for (const l of effect.legs) {
    if (l.kind !== 'flag' && l.kind !== 'key') continue;
    const m = lastingModifiers(l.key);
    if (m) found.push(m);
  }
  return found.length > 0 ? found : NO_LASTING;
}

/** What each domain's passive changes in costs, by domain card, found once per catalog: costs are asked on every action. */
const domainModifiers = perCatalog((cat) =>
  cat.domains.map((d) => (d.passive ? effectModifiers(d.passive) : NO_LASTING)),
);

/**
 * The cost modifiers working for a player now: their live domains' lasting
 * keys (a flag or a bare key) and the keys granted to all. What each key
 * changes is its module's (`effects/keys/lasting.ts`).
 */
export function modifiersOf(cat: Catalog, state: CkState, p: PlayerState): Readonly<CostModifiers> {
  let out: CostModifiers | null = null;
  const lasting = domainModifiers(cat);
  for (const d of p.domains) {
    const mods = lasting[d.card];
    if (mods.length === 0 || !domainLive(state, p, d)) continue;
    for (const m of mods) {
      out ??= { ...NO_MODIFIERS };
      addModifiers(out, m);
    }
  }
  const granted = state.extra?.lasting;
  if (granted) {
    for (const key of granted) {
      out ??= { ...NO_MODIFIERS };
      const m = lastingModifiers(key);
      if (m) addModifiers(out, m);
    }
  }
  return out ?? NO_MODIFIERS;
}

/** Gold to hire the top of a citizen stack: its cost plus one per copy already owned (unless waived), less discounts, never below 0. */
export function hireCost(
  cat: Catalog,
  state: CkState,
  p: PlayerState,
  citizen: number,
  mods: Readonly<CostModifiers> = modifiersOf(cat, state, p),
  copies?: Int16Array,
): number {
  const card = cat.citizens[citizen];
  const surcharge = mods.waiveHireSurcharge
    ? 0
    : copies
      ? copies[card.nameId]
      : copiesOfNameId(cat, p, card.nameId);
  return Math.max(0, card.cost + surcharge + mods.hireGold);
}

/** Gold to build a domain, less discounts, never below 0. */
export function buildCost(
  cat: Catalog,
  state: CkState,
  p: PlayerState,
  domain: number,
  mods: Readonly<CostModifiers> = modifiersOf(cat, state, p),
): number {
  return Math.max(0, cat.domains[domain].cost + mods.buildGold);
}

/** What slaying a monster costs the player: printed strength and magic, what effects added (gold too), lasting modifiers, and a relic's discount. */
export function slayCost(
  cat: Catalog,
  state: CkState,
  p: PlayerState,
  monster: number,
  discount?: 's' | 'm',
  mods: Readonly<CostModifiers> = modifiersOf(cat, state, p),
): { g: number; s: number; m: number } {
  const card = cat.monsters[monster];
  const added = state.extra?.monsterCost[monster];
  let s = card.strength + (added?.s ?? 0) + mods.slayStrength;
  let m = card.magic + (added?.m ?? 0) + mods.slayMagic;
  if (discount === 's') s--;
  if (discount === 'm') m--;
  return { g: added?.g ?? 0, s: Math.max(0, s), m: Math.max(0, m) };
}

function addIcons(icons: Record<Role, number>, r: Record<Role, number>): void {
  icons.shadow += r.shadow;
  icons.holy += r.holy;
  icons.soldier += r.soldier;
  icons.worker += r.worker;
}

/** All four role counts at once (citizens, starters and domains): what build requirements read. */
export function iconsOf(cat: Catalog, p: PlayerState): Record<Role, number> {
  const icons = { shadow: 0, holy: 0, soldier: 0, worker: 0 };
  for (const c of p.starters) addIcons(icons, cat.starters[c].roles);
  for (const c of p.citizens) addIcons(icons, cat.citizens[c].roles);
  for (const d of p.domains) addIcons(icons, cat.domains[d.card].roles);
  if (p.extra) {
    // Face-down citizens lend no icons while they are down.
    for (const c of p.extra.flipped) {
      const r = cat.citizens[c].roles;
      icons.shadow -= r.shadow;
      icons.holy -= r.holy;
      icons.soldier -= r.soldier;
      icons.worker -= r.worker;
    }
  }
  return icons;
}

/** Whether the player's icons (or counts from `iconsOf`) meet a domain's role requirements. */
export function meetsRequirements(
  cat: Catalog,
  p: PlayerState,
  domain: number,
  icons: Record<Role, number> = iconsOf(cat, p),
  waived = 0,
): boolean {
  return missingIcons(cat, domain, icons) <= waived;
}

/** How many role icons a domain needs that the player lacks. */
export function missingIcons(cat: Catalog, domain: number, icons: Record<Role, number>): number {
  const need = cat.domains[domain].roles;
  // The four roles written out: this runs for every domain stack of every action decision.
  return (
    Math.max(0, need.shadow - icons.shadow) +
    Math.max(0, need.holy - icons.holy) +
    Math.max(0, need.soldier - icons.soldier) +
    Math.max(0, need.worker - icons.worker)
  );
}

/** The key modules on the player's relics, with their compiled params. */
export function relicKeys(cat: Catalog, p: PlayerState): { module: KeyModule; params: unknown }[] {
  if (!p.extra || p.extra.relics.length === 0) return [];
  const out: { module: KeyModule; params: unknown }[] = [];
  for (const r of p.extra.relics) {
    const effect = cat.relics[r].passive;
    if (!effect) continue;
    for (const l of effect.legs) {
      if (l.kind !== 'key' || !keyRegistry.has(l.key)) continue;
      const module = keyRegistry.get(l.key);
      out.push({ module, params: keyParams(module, l) });
    }
  }
  return out;
}

/** Role icons a build may lack: the waivers of the player's relics' build keys. */
export function waivedIcons(cat: Catalog, p: PlayerState): number {
  let n = 0;
  for (const { module, params } of relicKeys(cat, p)) n += module.onBuild?.(params).waiver ?? 0;
  return n;
}

/** The resources a slay may take 1 off (the player's relics' slay keys), in the order they name them. */
export function slayDiscounts(cat: Catalog, p: PlayerState): ('s' | 'm')[] {
  const out = new Set<'s' | 'm'>();
  for (const { module, params } of relicKeys(cat, p))
    for (const r of module.slayDiscounts?.(params) ?? []) out.add(r);
  return [...out];
}
