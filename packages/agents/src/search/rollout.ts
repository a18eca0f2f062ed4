/**
 * Playouts: from where the tree walk stopped, at most `depth` actions by the
 * game's rollout policy (`search.rolloutAction`) or, without one, uniformly
 * at random; then each seat's reward: +1/-1/0 for a finished game, the
 * game's `search.leafValue`, else its `evaluate`, otherwise (0 without either).
 */
import { type Action, type AnyGame, type PlayerId, pick, type RngState, randInt } from '@arbiter/core';
import { outcomeValue } from '../scoring.ts';

/** A game that can give its i-th legal action without building the list. */
interface Indexed {
  actionCount(state: unknown, player: PlayerId): number;
  actionAt(state: unknown, player: PlayerId, index: number): Action;
}

const indexedOf = (game: AnyGame): Indexed | null =>
  typeof game.actionCount === 'function' && typeof game.actionAt === 'function' ? (game as Indexed) : null;

/** How one search plays out its leaves (made once per search). */
export interface Playout {
  game: AnyGame;
  depth: number;
  policy: ((state: unknown, player: PlayerId, rng: RngState) => Action) | null;
  indexed: Indexed | null;
  /** What an unfinished position is worth to a seat: the game's `search.leafValue`, else `evaluate`, else null (0). */
  leaf: ((state: unknown, player: PlayerId) => number) | null;
}

export function playoutOf(game: AnyGame, depth: number): Playout {
  const hook = game.search?.rolloutAction;
  const search = game.search;
  return {
    game,
    depth,
    policy: hook ? (state, player, rng) => hook(state, player, rng) : null,
    indexed: indexedOf(game),
    leaf: search?.leafValue
      ? (state, player) => search.leafValue!(state, player)
      : game.evaluate
        ? (state, player) => game.evaluate!(state, player)
        : null,
  };
}

/**
 * Plays `state` on (in place) and writes each seat's reward at where it
 * stopped into `rewards` (sized for the most seats the game allows; seats the
 * match lacks are never read).
 */
export function playOut(p: Playout, state: unknown, rng: RngState, rewards: number[]): number[] {
  const { game, policy, indexed, leaf } = p;
  // The outcome of the state as it is now (read once per state: it is where the playout stops).
  let outcome = game.outcome(state);
  for (let d = 0; d < p.depth && outcome === null; d++) {
    const actor = game.toAct(state)[0];
    if (actor === undefined) break;
    if (policy !== null) {
      // A world where the seat to act has nothing legal (it can happen in a determinization) ends here.
      const action = policy(state, actor, rng);
      if (action === undefined) break;
      game.apply(state, actor, action);
    } else if (indexed !== null) {
      const count = indexed.actionCount(state, actor);
      if (count === 0) break;
      game.apply(state, actor, indexed.actionAt(state, actor, randInt(rng, count)));
    } else {
      const legal = game.legalActions(state, actor);
      if (legal.length === 0) break;
      game.apply(state, actor, pick(rng, legal));
    }
    outcome = game.outcome(state);
  }
  const seats = rewards.length;
  for (let seat = 0; seat < seats; seat++) {
    if (outcome) rewards[seat] = outcomeValue(outcome, seat);
    else rewards[seat] = leaf !== null ? leaf(state, seat) : 0;
  }
  return rewards;
}
