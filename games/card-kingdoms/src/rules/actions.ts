/**
 * The main actions (two a turn): take 1 gold, strength or magic; hire the
 * top citizen of a stack; slay the top monster of an area; build the top
 * domain of a stack. Magic pays for all but one gold of a hire, and is wild
 * for strength beyond a monster's magic cost (at least 1 real strength).
 * Each option names the magic used, so every payment is a legal action.
 */
import type { Catalog } from '../data/catalog.ts';
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

/** Magic amounts that can pay a hire of `cost` gold: all but one gold, never more than held. */
export function hireMagicRange(p: PlayerState, cost: number): [number, number] | null {
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

export function hireOptions(cat: Catalog, state: CkState, p: PlayerState, out: CkAction[] = []): CkAction[] {
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
  return out;
}

const NO_DISCOUNT: readonly (undefined | 's' | 'm')[] = [undefined];

export function slayOptions(cat: Catalog, state: CkState, p: PlayerState, out: CkAction[] = []): CkAction[] {
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
  return out;
}

export function buildOptions(cat: Catalog, state: CkState, p: PlayerState, out: CkAction[] = []): CkAction[] {
  let icons: ReturnType<typeof iconsOf> | null = null;
  const mods = modifiersOf(cat, state, p);
  const waived = p.extra ? waivedIcons(cat, p) : 0;
  const stacks = state.domainStacks;
  for (let i = 0; i < stacks.length; i++) {
    const stack = stacks[i];
    if (stack.length === 0) continue;
    const card = stack[stack.length - 1];
    if (p.g < buildCost(cat, state, p, card, mods)) continue;
    icons ??= iconsOf(cat, p);
    if (meetsRequirements(cat, p, card, icons, waived)) out.push(buildAction(i));
  }
  return out;
}

/** The three takes: shared objects (legal lists are read-only to their callers). */
const TAKES: readonly CkAction[] = [
  { type: 'take', res: 'g' },
  { type: 'take', res: 's' },
  { type: 'take', res: 'm' },
];

export function mainActionOptions(cat: Catalog, state: CkState, p: PlayerState): CkAction[] {
  const out: CkAction[] = [TAKES[0], TAKES[1], TAKES[2]];
  hireOptions(cat, state, p, out);
  slayOptions(cat, state, p, out);
  buildOptions(cat, state, p, out);
  return out;
}
