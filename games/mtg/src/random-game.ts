/**
 * One complete game with uniformly random legal actions from a seeded
 * generator: what the pairing sim, the bench and the tests play.
 */
import { type GameModule, type Outcome, type RngState, randInt } from '@arbiter/core';
import type { MtgOptions } from './engine/rules.ts';
import type { MtgTypes } from './index.ts';

export function playRandomGame(
  game: GameModule<MtgTypes>,
  options: MtgOptions,
  seed: string,
  rng: RngState,
  maxActions = 50000,
): { outcome: Outcome; actions: number; state: MtgTypes['state'] } {
  const s = game.setup(options, seed);
  for (let i = 0; i < maxActions; i++) {
    const outcome = game.outcome(s);
    if (outcome) return { outcome, actions: i, state: s };
    const p = game.toAct(s)[0];
    const legal = game.legalActions(s, p);
    game.apply(s, p, legal[randInt(rng, legal.length)]);
  }
  throw new Error(`game ${seed} did not end in ${maxActions} actions`);
}
