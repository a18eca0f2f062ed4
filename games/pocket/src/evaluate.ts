/**
 * A heuristic value of a position for agents, in [-1, 1]: points dominate,
 * then the HP left in play and the Energy attached (as the rules count it), each
 * side against the other.
 */
import { energyTotal, slotInfo, slotsOf } from './rules/ops.ts';
import type { PocketState, Side } from './state.ts';

function material(s: PocketState, side: Side): number {
  let v = 0;
  for (const sl of slotsOf(s.sides[side])) {
    const ci = slotInfo(s, sl);
    v += (ci.hp - sl.damage) / 100 + energyTotal(s, side, sl) * 0.15;
  }
  return v;
}

export function evaluatePosition(s: PocketState, player: Side): number {
  if (s.result) return s.result.winner === null ? 0 : s.result.winner === player ? 1 : -1;
  const o = (1 - player) as Side;
  const points = s.sides[player].points - s.sides[o].points;
  return Math.tanh(points * 0.8 + (material(s, player) - material(s, o)) * 0.25);
}
