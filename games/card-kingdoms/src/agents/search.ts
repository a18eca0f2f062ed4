/**
 * What Card Kingdoms gives searching agents (`search` on the module): a
 * greedy playout policy on the sampled world's state, so playouts spend
 * their actions the way a player would and `evaluate` (VP, resources and
 * tableau) reads a turn or two later something that means anything.
 *
 * A main action, best first: build the domain worth the most VP; slay the
 * monster worth the most VP (less the magic spent on it); hire the dearest
 * citizen (less the magic spent); take the resource the player has least
 * of. One time in ten it plays any legal action instead, and every other
 * decision (a duke, a die, a choice, an exchange) is taken at random, so
 * playouts differ. Randomness comes from the agent's generator.
 *
 * Where playouts stop, MCTS scores by `leaf-value.ts` (evaluate with
 * citizens' payouts over the rounds left), and its root widens over the
 * best few actions of a one-step look (`prior: 1`, packages/agents
 * `search/widening.ts`): at 100 iterations against greedy, 29 of 40 with
 * both, 17 of 39 decided with the prior alone, 23 of 40 with the leaf value
 * alone (bench/RESULTS.md, 2026-11-29).
 */
import { type PlayerId, type RngState, randInt, type SearchHooks } from '@arbiter/core';
import type { Catalog } from '../data/catalog.ts';
import type { CkAction, CkState } from '../state.ts';
import type { CkTypes } from '../types.ts';
import { ckLeafValue } from './leaf-value.ts';

/** One playout action in this many is any legal action at all. */
const WANDER = 10;

function topOf(cards: readonly number[]): number | undefined {
  return cards[cards.length - 1];
}

/** How much a main action is worth to the policy (-Infinity: not a main action it ranks). */
function worth(cat: Catalog, s: CkState, player: number, a: CkAction): number {
  switch (a.type) {
    case 'build': {
      const card = topOf(s.domainStacks[a.stack] ?? []);
      return 300 + (card === undefined ? 0 : (cat.domains[card]?.vp ?? 0));
    }
    case 'slay': {
      const card = topOf(s.monsterAreas[a.area]?.cards ?? []);
      return 200 + (card === undefined ? 0 : (cat.monsters[card]?.vp ?? 0)) - a.magic / 2;
    }
    case 'hire': {
      const card = topOf(s.citizenStacks[a.stack]?.cards ?? []);
      return 100 + (card === undefined ? 0 : (cat.citizens[card]?.cost ?? 0)) - a.magic;
    }
    case 'take': {
      const p = s.players[player];
      return -(a.res === 'g' ? p.g : a.res === 's' ? p.s : p.m);
    }
    default:
      return Number.NEGATIVE_INFINITY;
  }
}

/** The playout policy over the game's catalog. */
export function ckRolloutAction(cat: Catalog) {
  return (s: CkState, player: PlayerId, rng: RngState): CkAction => {
    const legal: readonly CkAction[] = s.pending && s.pending.player === player ? s.pending.options : [];
    if (legal.length <= 1) return legal[0];
    if (randInt(rng, WANDER) === 0) return legal[randInt(rng, legal.length)];
    let best: CkAction | null = null;
    let bestWorth = Number.NEGATIVE_INFINITY;
    for (const a of legal) {
      const w = worth(cat, s, player, a);
      if (w > bestWorth) {
        bestWorth = w;
        best = a;
      }
    }
    return best ?? legal[randInt(rng, legal.length)];
  };
}

export function ckSearch(cat: Catalog): SearchHooks<CkTypes> {
  return {
    rolloutAction: ckRolloutAction(cat),
    // About a round for two players (two actions, a roll and its decisions each); `evaluate` reads the rest.
    rolloutDepth: 16,
    leafValue: ckLeafValue(cat),
    // 30 to 80 legal main actions against a few hundred iterations: MCTS widens over greedy's best few (one world's look).
    prior: 1,
  };
}
