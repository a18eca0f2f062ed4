/**
 * Cost increases (CR 601.2f): the `cost_increase` statics on the
 * battlefield — over each player ("Red spells cost {2} more", Chill) or over
 * their controller ("Black spells you cast cost {B} more", Derelor) — add
 * their mana to a spell's mana cost before reductions come off. A search
 * for legal casts reads the increasers once; with none, nothing changes.
 */
import type { ManaCost } from '../cards/rules-block.ts';
import type { RuleFlag } from '../vocabulary/rule-flags/index.ts';
import { board, cardDerived } from './derived.ts';
import { matches } from './filter.ts';
import { Feature, matchUses } from './match-features.ts';
import { rulesOf } from './objects.ts';
import type { MtgState, Seat } from './state.ts';

type Increase = Extract<RuleFlag, { id: 'cost_increase' }>;

const NONE: Increase[] = [];

/** The increases that apply to player `p`'s spells now. */
export function increasersOf(s: MtgState, p: Seat): Increase[] {
  // A match whose cards increase no cost has none (match-features.ts); callers only read the list.
  if (!matchUses(s, Feature.costIncrease)) return NONE;
  const out: Increase[] = [];
  const bf = s.battlefield;
  for (let i = 0; i < bf.length; i++) {
    const o = s.objects[bf[i]];
    const statics = rulesOf(o).statics;
    for (let k = 0; k < statics.length; k++) {
      const e = statics[k].effect;
      if (!e.rules) continue;
      if (!('eachPlayer' in e.affects) && !('you' in e.affects && o.controller === p)) continue;
      for (const rf of e.rules) if (rf.id === 'cost_increase') out.push(rf);
    }
  }
  return out;
}

/** Card `cardId`'s mana cost `mana` with the increases that match it added (the same object when none do). */
export function withIncrease(
  s: MtgState,
  p: Seat,
  cardId: number,
  mana: ManaCost | null,
  increasers: Increase[],
): ManaCost | null {
  if (increasers.length === 0 || !mana) return mana;
  const d = cardDerived(s.objects[cardId]);
  let out: ManaCost | null = null;
  for (const inc of increasers) {
    if (!matches(board(s), d, inc.spells, p, null)) continue;
    out ??= { generic: mana.generic, colored: { ...mana.colored }, x: mana.x };
    out.generic += inc.mana.generic;
    for (const [c, n] of Object.entries(inc.mana.colored) as Array<[keyof ManaCost['colored'], number]>)
      out.colored[c] = (out.colored[c] ?? 0) + n;
  }
  return out ?? mana;
}
