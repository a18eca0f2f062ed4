/**
 * A heuristic value for agents: the seat's VP so far plus what its
 * resources and tableau are worth, against the best other seat, in [-1, 1].
 */
import type { Catalog } from './data/cards.ts';
import { vpSources } from './rules/score.ts';
import type { CkState, PlayerState } from './state.ts';

function worth(cat: Catalog, p: PlayerState): number {
  const vp = vpSources(cat, p).total;
  return vp + (p.g + p.s + p.m) / 4 + p.citizens.length * 0.8;
}

export function evaluateState(cat: Catalog, state: CkState, seat: number): number {
  if (seat >= state.seats) return 0;
  const mine = worth(cat, state.players[seat]);
  let best = Number.NEGATIVE_INFINITY;
  state.players.forEach((p, i) => {
    if (i !== seat) best = Math.max(best, worth(cat, p));
  });
  if (best === Number.NEGATIVE_INFINITY) return Math.tanh(mine / 30);
  return Math.tanh((mine - best) / 10);
}
