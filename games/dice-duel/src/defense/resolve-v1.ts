/**
 * Defense v1 (the legacy boards): roll five dice once; the first board entry
 * (in the board's order, strongest first) whose combo the dice show applies
 * its block, reflect and status gains.
 */
import type { HeroDef } from '../data/hero-schema.ts';
import type { DuelContext } from '../events.ts';
import { shows } from '../rules/combos.ts';
import { rollDice } from '../rules/dice.ts';
import { grantStatus } from '../rules/statuses.ts';
import type { DuelState, Seat } from '../state.ts';
import { type DefenseResolution, emptyResolution } from './resolution.ts';

export const V1_DICE = 5;

export function resolveDefenseV1(
  state: DuelState,
  defender: Seat,
  hero: HeroDef,
  incoming: number,
  ctx?: DuelContext,
): DefenseResolution {
  const res = emptyResolution('v1', defender, incoming);
  const dice = rollDice(state, V1_DICE, 'defense');
  res.diceBefore = dice;
  res.diceAfter = [...dice];
  const entry = hero.defenseV1.find((d) => shows(dice, d.combo));
  if (!entry) return res;
  res.v1Combo = entry.combo;
  res.block = entry.block;
  res.reflect = entry.reflect;
  const outcomes = [];
  if (entry.block > 0) outcomes.push({ type: 'v1' as const, ok: true, value: entry.block, reason: 'block' });
  if (entry.reflect > 0)
    outcomes.push({ type: 'v1' as const, ok: true, value: entry.reflect, reason: 'reflect' });
  for (const [status, n] of Object.entries(entry.gain)) {
    const added = grantStatus(state, defender, status, n, { source: `v1:${entry.combo}` }, ctx);
    outcomes.push({ type: 'v1' as const, ok: added > 0, value: added, reason: `gain ${status}` });
  }
  res.rulesHit.push({
    ruleId: `v1:${entry.combo}`,
    label: entry.label,
    pass: 0,
    matchCount: 1,
    newMatches: 1,
    fieldTotals: {},
    matchedDiceIndexes: [],
    effects: outcomes,
  });
  ctx?.emit?.({
    type: 'v1-defense',
    seat: defender,
    combo: entry.combo,
    label: entry.label,
    dice: [...dice],
  });
  return res;
}
