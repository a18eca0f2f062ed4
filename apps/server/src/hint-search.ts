/**
 * One hint's search, the same in the hint thread and on the server's own
 * thread (a server without agent threads, as in tests): the seat's view and
 * legal actions in, the ranked indices and the chances out.
 */
import { type AgentSettings, analyzePosition } from '@arbiter/agents';
import type { Action, AnyGame, PlayerId } from '@arbiter/core';

export interface HintRequest {
  id: number;
  gameId: string;
  seat: PlayerId;
  /** The seat's view: all the search sees. */
  view: unknown;
  /** The seat's legal actions; empty when it owes no decision. */
  legal: Action[];
  settings: AgentSettings;
  seed: string;
}

export interface HintAnswer {
  winChance: number;
  /** Best first: positions in the request's legal list, with their chances and visits. */
  ranked: Array<{ index: number; winChance: number; visits: number }>;
  iterations: number;
  elapsedMs: number;
  searched: boolean;
}

export type HintReply =
  | { id: number; ok: true; answer: HintAnswer }
  | { id: number; ok: false; message: string };

export function hintAnswer(game: AnyGame, req: Omit<HintRequest, 'id' | 'gameId'>): HintAnswer {
  const a = analyzePosition({
    game,
    seat: req.seat,
    view: req.view,
    legal: req.legal,
    settings: req.settings,
    seed: req.seed,
  });
  return {
    winChance: a.winChance,
    ranked: a.ranked.map((r) => ({ index: r.index, winChance: r.winChance, visits: r.visits })),
    iterations: a.iterations,
    elapsedMs: a.elapsedMs,
    searched: a.searched,
  };
}
