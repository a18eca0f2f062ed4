/**
 * A perfect-information test game where each seat moves twice in a row:
 * moves 0,1 are seat 0's, moves 2,3 seat 1's, and so on. A move takes 1 or 2
 * stones; whoever takes the last stone wins. `winningTakes` solves it exactly.
 */

import type { GameEvent, GameModule, GameReport, GameTypes, PlayerId } from '@arbiter/core';
import { RuleViolation } from '@arbiter/core';
import { z } from 'zod';

export interface NimState {
  pile: number;
  /** Moves made so far. */
  move: number;
  lastTaker: PlayerId;
}

export type NimTake = { type: 'take'; take: number };

const seatOf = (move: number): PlayerId => Math.floor(move / 2) % 2;

interface NimTypes extends GameTypes {
  state: NimState;
  action: NimTake;
  view: NimState;
  options: { pile: number };
  event: GameEvent;
  report: GameReport;
}

export const doubleTurnNim: GameModule<NimTypes> = {
  id: 'double-turn-nim',
  name: 'Double-turn Nim',
  description: 'Each seat moves twice in a row; taking the last stone wins.',
  players: 2,
  optionsSchema: z.object({ pile: z.number().int().min(1).default(7) }),
  setup: (o) => ({ pile: o.pile, move: 0, lastTaker: -1 }),
  toAct: (s) => (s.pile === 0 ? [] : [seatOf(s.move)]),
  legalActions: (s, p) =>
    s.pile === 0 || p !== seatOf(s.move)
      ? []
      : [1, 2].filter((n) => n <= s.pile).map((take) => ({ type: 'take' as const, take })),
  apply(s, p, a) {
    if (p !== seatOf(s.move) || a.take < 1 || a.take > Math.min(2, s.pile)) {
      throw new RuleViolation('illegal', 'not a legal take');
    }
    s.pile -= a.take;
    s.move++;
    s.lastTaker = p;
    return s;
  },
  view: (s) => ({ ...s }),
  outcome: (s) => (s.pile === 0 ? { winner: s.lastTaker, draw: false, reason: 'last stone' } : null),
  describe: (a) => `take ${a.take}`,
  clone: (s) => ({ ...s }),
  determinize: (view) => ({ ...view }),
};

function moverWins(pile: number, move: number): boolean {
  return [1, 2].some((take) => take <= pile && (take === pile || sameSeatWins(pile - take, move + 1, move)));
}

/** Does the seat that made move `by` win from (pile, move)? */
function sameSeatWins(pile: number, move: number, by: number): boolean {
  const mover = moverWins(pile, move);
  return seatOf(move) === seatOf(by) ? mover : !mover;
}

/** The takes that win for the seat to move, with perfect play after. */
export function winningTakes(s: NimState): number[] {
  return [1, 2].filter(
    (take) => take <= s.pile && (take === s.pile || sameSeatWins(s.pile - take, s.move + 1, s.move)),
  );
}
