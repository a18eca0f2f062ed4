/**
 * Positions of every catalog game for agent tests: states met along random
 * games (each with more than one legal action for the seat to act).
 */
import type { AnyGame, PlayerId } from '@arbiter/core';
import { createRng, Match, pick } from '@arbiter/core';

export interface Position {
  game: AnyGame;
  state: unknown;
  player: PlayerId;
  seed: string;
  step: number;
}

/** Up to `count` positions from random games of `game`, spread over each game (every `every`-th decision). */
export function positionsOf(game: AnyGame, count: number, every = 7, options: unknown = {}): Position[] {
  const out: Position[] = [];
  for (let g = 0; out.length < count && g < 50; g++) {
    const seed = `positions/${g}`;
    const match = new Match(game, options, seed, { recordEvents: false, hashEachAction: false });
    const rng = createRng(`${seed}/moves`);
    for (let step = 0; match.outcome() === null && out.length < count; step++) {
      const player = match.toAct()[0];
      const legal = match.legalActions(player);
      if (legal.length > 1 && step % every === every - 1) {
        out.push({ game, state: game.clone(match.state), player, seed, step });
      }
      match.applyTrusted(player, pick(rng, legal));
    }
  }
  return out;
}
