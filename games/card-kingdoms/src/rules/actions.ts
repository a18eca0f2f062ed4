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
  copiesOwned,
  FLAG_NO_HIRE_SURCHARGE,
  hasFlag,
  iconsOf,
  meetsRequirements,
} from './economy.ts';

/** Magic amounts that can pay a hire of `cost` gold: all but one gold, never more than held. */
export function hireMagicRange(p: PlayerState, cost: number): [number, number] | null {
  const lo = Math.max(0, cost - p.g);
  const hi = Math.min(p.m, Math.max(0, cost - 1));
  return lo <= hi ? [lo, hi] : null;
}

/** Magic used as strength for a slay (beyond the printed magic cost): at least 1 real strength. */
export function slayMagicRange(cat: Catalog, p: PlayerState, monster: number): [number, number] | null {
  const card = cat.monsters[monster];
  if (p.m < card.magic) return null;
  const spare = p.m - card.magic;
  const lo = Math.max(0, card.strength - p.s);
  const hi = Math.min(spare, Math.max(0, card.strength - 1));
  return lo <= hi ? [lo, hi] : null;
}

export function hireOptions(cat: Catalog, state: CkState, p: PlayerState, out: CkAction[] = []): CkAction[] {
  const waived = hasFlag(cat, state, p, FLAG_NO_HIRE_SURCHARGE);
  const stacks = state.citizenStacks;
  for (let i = 0; i < stacks.length; i++) {
    const cards = stacks[i].cards;
    if (cards.length === 0) continue;
    const card = cat.citizens[cards[cards.length - 1]];
    const cost = card.cost + (waived ? 0 : copiesOwned(cat, p, card.name));
    const lo = Math.max(0, cost - p.g);
    const hi = Math.min(p.m, Math.max(0, cost - 1));
    for (let k = lo; k <= hi; k++) out.push({ type: 'hire', stack: i, magic: k });
  }
  return out;
}

export function slayOptions(cat: Catalog, state: CkState, p: PlayerState, out: CkAction[] = []): CkAction[] {
  const areas = state.monsterAreas;
  for (let i = 0; i < areas.length; i++) {
    const cards = areas[i].cards;
    if (cards.length === 0) continue;
    const m = cat.monsters[cards[cards.length - 1]];
    if (p.m < m.magic) continue;
    const lo = Math.max(0, m.strength - p.s);
    const hi = Math.min(p.m - m.magic, Math.max(0, m.strength - 1));
    for (let k = lo; k <= hi; k++) out.push({ type: 'slay', area: i, magic: k });
  }
  return out;
}

export function buildOptions(cat: Catalog, state: CkState, p: PlayerState, out: CkAction[] = []): CkAction[] {
  let icons: ReturnType<typeof iconsOf> | null = null;
  const stacks = state.domainStacks;
  for (let i = 0; i < stacks.length; i++) {
    const stack = stacks[i];
    if (stack.length === 0) continue;
    const card = stack[stack.length - 1];
    if (p.g < buildCost(cat, state, p, card)) continue;
    icons ??= iconsOf(cat, p);
    if (meetsRequirements(cat, p, card, icons)) out.push({ type: 'build', stack: i });
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
