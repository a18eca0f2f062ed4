/**
 * The main actions (two a turn): take 1 gold, strength or magic; hire the
 * top citizen of a stack; slay the top monster of an area; build the top
 * domain of a stack. Magic pays for all but one gold of a hire, and is wild
 * for strength beyond a monster's magic cost (at least 1 real strength).
 * Each option names the magic used, so every payment is a legal action.
 */
import type { Catalog } from '../data/catalog.ts';
import type { CkAction, CkState, PlayerState } from '../state.ts';
import { buildCost, hireCost, meetsRequirements } from './economy.ts';

const top = <T>(cards: T[]): T | undefined => cards[cards.length - 1];

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

export function hireOptions(cat: Catalog, state: CkState, p: PlayerState): CkAction[] {
  const out: CkAction[] = [];
  state.citizenStacks.forEach((stack, i) => {
    const card = top(stack.cards);
    if (card === undefined) return;
    const range = hireMagicRange(p, hireCost(cat, state, p, card));
    if (range) for (let k = range[0]; k <= range[1]; k++) out.push({ type: 'hire', stack: i, magic: k });
  });
  return out;
}

export function slayOptions(cat: Catalog, state: CkState, p: PlayerState): CkAction[] {
  const out: CkAction[] = [];
  state.monsterAreas.forEach((area, i) => {
    const card = top(area.cards);
    if (card === undefined) return;
    const range = slayMagicRange(cat, p, card);
    if (range) for (let k = range[0]; k <= range[1]; k++) out.push({ type: 'slay', area: i, magic: k });
  });
  return out;
}

export function buildOptions(cat: Catalog, state: CkState, p: PlayerState): CkAction[] {
  const out: CkAction[] = [];
  state.domainStacks.forEach((stack, i) => {
    const card = top(stack);
    if (card === undefined) return;
    if (p.g >= buildCost(cat, state, p, card) && meetsRequirements(cat, p, card))
      out.push({ type: 'build', stack: i });
  });
  return out;
}

export function mainActionOptions(cat: Catalog, state: CkState, p: PlayerState): CkAction[] {
  return [
    { type: 'take', res: 'g' },
    { type: 'take', res: 's' },
    { type: 'take', res: 'm' },
    ...hireOptions(cat, state, p),
    ...slayOptions(cat, state, p),
    ...buildOptions(cat, state, p),
  ];
}
