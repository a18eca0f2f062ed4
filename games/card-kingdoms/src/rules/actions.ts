/**
 * The main actions (two a turn): take 1 gold, strength or magic; hire the
 * top citizen of a stack; slay the top monster of an area; build the top
 * domain of a stack. Magic pays for all but one gold of a hire or a build,
 * and is wild for strength beyond a monster's magic cost (at least 1 real
 * strength). Each option names the magic used, so every payment is a legal
 * action.
 */
import type { Catalog } from '../data/catalog.ts';
import { held } from '../effects/support.ts';
import type { CkAction, CkState, PlayerState } from '../state.ts';
import {
  buildCost,
  copiesByName,
  iconsOf,
  meetsRequirements,
  modifiersOf,
  NO_MODIFIERS,
  releaseCopies,
  slayCost,
  slayDiscounts,
  waivedIcons,
} from './economy.ts';
import { buildAction, hireAction, slayAction } from './interned.ts';

/** Magic amounts that can pay `cost` gold (a hire or a build): all but one gold, never more than held. */
export function goldMagicRange(p: PlayerState, cost: number): [number, number] | null {
  const lo = Math.max(0, cost - p.g);
  const hi = Math.min(p.m, Math.max(0, cost - 1));
  return lo <= hi ? [lo, hi] : null;
}

/** Magic used as strength for a slay (beyond the magic cost): at least 1 real strength. */
export function slayMagicRange(
  p: PlayerState,
  cost: { g: number; s: number; m: number },
): [number, number] | null {
  if (p.m < cost.m || p.g < cost.g) return null;
  const lo = Math.max(0, cost.s - p.s);
  const hi = Math.min(p.m - cost.m, Math.max(0, cost.s - 1));
  return lo <= hi ? [lo, hi] : null;
}

function gatherHires(cat: Catalog, state: CkState, p: PlayerState, out: OptionSink): void {
  const mods = modifiersOf(cat, state, p);
  const blocked = state.extra?.blockedRolls;
  const stacks = state.citizenStacks;
  const copies = copiesByName(cat, p);
  for (let i = 0; i < stacks.length; i++) {
    const cards = stacks[i].cards;
    if (cards.length === 0) continue;
    if (blocked && stacks[i].rolls.some((r) => blocked.includes(r))) continue;
    const card = cat.citizens[cards[cards.length - 1]];
    // `hireCost`, with the copies counted once for every stack.
    const cost = Math.max(0, card.cost + (mods.waiveHireSurcharge ? 0 : copies[card.nameId]) + mods.hireGold);
    if (mods.hireWithStrength) {
      // Strength pays gold like magic: magic and strength together pay all but one gold.
      for (let st = 0; st <= Math.min(p.s, Math.max(0, cost - 1)); st++) {
        const rest = cost - st;
        const lo = Math.max(0, rest - p.g);
        const hi = Math.min(p.m, Math.max(0, rest - 1));
        for (let k = lo; k <= hi; k++)
          out.push(st > 0 ? { type: 'hire', stack: i, magic: k, strength: st } : hireAction(i, k));
      }
      continue;
    }
    const lo = Math.max(0, cost - p.g);
    const hi = Math.min(p.m, Math.max(0, cost - 1));
    for (let k = lo; k <= hi; k++) out.push(hireAction(i, k));
  }
  releaseCopies(cat, p, copies);
}

export function hireOptions(cat: Catalog, state: CkState, p: PlayerState, out: CkAction[] = []): CkAction[] {
  gatherHires(cat, state, p, out);
  return out;
}

const NO_DISCOUNT: readonly (undefined | 's' | 'm')[] = [undefined];

function gatherSlays(cat: Catalog, state: CkState, p: PlayerState, out: OptionSink): void {
  const areas = state.monsterAreas;
  const mods =
    p.domains.length === 0 && state.extra === undefined ? NO_MODIFIERS : modifiersOf(cat, state, p);
  const plain = mods === NO_MODIFIERS && state.extra === undefined && p.extra === undefined;
  const discounts = p.extra ? [...NO_DISCOUNT, ...slayDiscounts(cat, p)] : NO_DISCOUNT;
  for (let i = 0; i < areas.length; i++) {
    const cards = areas[i].cards;
    if (cards.length === 0) continue;
    const card = cards[cards.length - 1];
    if (plain) {
      const m = cat.monsters[card];
      if (p.m < m.magic) continue;
      const lo = Math.max(0, m.strength - p.s);
      const hi = Math.min(p.m - m.magic, Math.max(0, m.strength - 1));
      for (let k = lo; k <= hi; k++) out.push(slayAction(i, k));
      continue;
    }
    for (const discount of discounts) {
      const range = slayMagicRange(p, slayCost(cat, state, p, card, discount, mods));
      if (!range) continue;
      for (let k = range[0]; k <= range[1]; k++)
        out.push(discount ? { type: 'slay', area: i, magic: k, discount } : slayAction(i, k));
    }
  }
}

export function slayOptions(cat: Catalog, state: CkState, p: PlayerState, out: CkAction[] = []): CkAction[] {
  gatherSlays(cat, state, p, out);
  return out;
}

function gatherBuilds(cat: Catalog, state: CkState, p: PlayerState, out: OptionSink): void {
  let icons: ReturnType<typeof iconsOf> | null = null;
  const mods = modifiersOf(cat, state, p);
  const waived = p.extra ? waivedIcons(cat, p) : 0;
  const stacks = state.domainStacks;
  for (let i = 0; i < stacks.length; i++) {
    const stack = stacks[i];
    if (stack.length === 0) continue;
    const card = stack[stack.length - 1];
    const range = goldMagicRange(p, buildCost(cat, state, p, card, mods));
    if (!range) continue;
    icons ??= iconsOf(cat, p);
    if (!meetsRequirements(cat, p, card, icons, waived)) continue;
    for (let k = range[0]; k <= range[1]; k++) out.push(buildAction(i, k));
  }
}

export function buildOptions(cat: Catalog, state: CkState, p: PlayerState, out: CkAction[] = []): CkAction[] {
  gatherBuilds(cat, state, p, out);
  return out;
}

/** The three takes: shared objects (legal lists are read-only to their callers). */
const TAKES: readonly CkAction[] = [
  { type: 'take', res: 'g' },
  { type: 'take', res: 's' },
  { type: 'take', res: 'm' },
];

/** Where options are gathered: something with `push` (a list, or the shared buffer below). */
interface OptionSink {
  push(a: CkAction): unknown;
}

/**
 * The main actions are gathered into one buffer that keeps its capacity
 * (an array grown by pushes from three entries reallocates twice or three
 * times every decision), then copied out at their exact number.
 */
const gathered = {
  items: [] as CkAction[],
  n: 0,
  push(a: CkAction): void {
    this.items[this.n++] = a;
  },
};

export function mainActionOptions(cat: Catalog, state: CkState, p: PlayerState): CkAction[] {
  gathered.n = 0;
  gathered.push(TAKES[0]);
  gathered.push(TAKES[1]);
  gathered.push(TAKES[2]);
  gatherHires(cat, state, p, gathered);
  gatherSlays(cat, state, p, gathered);
  gatherBuilds(cat, state, p, gathered);
  const out = gathered.items.slice(0, gathered.n);
  if (p.extra && p.extra.relics.length > 0) relicOptions(cat, p, out);
  return out;
}

/**
 * A relic that "consumes an action" is a main action of its holder (`use`
 * it: its effect runs), offered when the amounts it pays (its negative
 * gains) are held.
 */
export function relicOptions(cat: Catalog, p: PlayerState, out: CkAction[] = []): CkAction[] {
  for (const relic of p.extra?.relics ?? []) {
    const card = cat.relics[relic];
    if (!card.consumesAction || !card.passive) continue;
    const payable = card.passive.legs.every(
      (l) => l.kind !== 'gain' || l.amount.n >= 0 || held(p, l.amount.res) >= -l.amount.n,
    );
    if (payable) out.push({ type: 'relic', relic });
  }
  return out;
}
