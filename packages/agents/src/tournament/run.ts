/**
 * Plays a round-robin in this thread, game after game, timing every agent's
 * decisions (forced moves aside). Agents see only their seat's view and
 * legal actions, through `decide` (so the LLM agent can play too). Agents
 * are seeded `${seed}/agent/${seat}` as the batch runner seeds them, so a
 * cell played here and one played through the queue are the same games, and
 * with iteration budgets the whole run is a function of the plan.
 */
import type { AnyGame, Outcome } from '@arbiter/core';
import { findLegal, Match } from '@arbiter/core';
import { type Agent, type AgentSettings, decide } from '../agent.ts';
import { createAgent } from '../registry.ts';
import { checkPlan, type ScheduledGame, scheduleTournament, type TournamentPlan } from './schedule.ts';
import { type AgentTiming, type GameResult, type TournamentReport, TournamentTally } from './tally.ts';

export const DEFAULT_TOURNAMENT_MAX_ACTIONS = 10_000;

export interface TournamentRun {
  game: AnyGame;
  plan: TournamentPlan;
  /** Raw game options every game starts from (decks are set per game when the plan has decks). */
  options?: Record<string, unknown>;
  /** Settings every agent starts from (a spec's own override them): the LLM endpoint, say. */
  settings?: AgentSettings;
  /** A game this long is a draw with reason 'action limit' (default 10,000). */
  maxActions?: number;
  /** Games already played (a resumed run): skipped, their results counted. */
  done?: readonly GameResult[];
  /** Told of each game as it ends (a journal, a progress line). */
  onGame?: (result: GameResult, played: number, total: number) => void;
}

/** Plays every game of the plan not in `done`; the report of them all. */
export async function runTournament(run: TournamentRun): Promise<TournamentReport> {
  const { game, plan } = run;
  checkPlan(plan);
  const started = performance.now();
  const tally = new TournamentTally(plan);
  const done = new Map<string, GameResult>();
  for (const r of run.done ?? []) done.set(gameId(r), r);
  const schedule = scheduleTournament(plan);
  let played = 0;
  for (const scheduled of schedule) {
    const result = done.get(gameId(scheduled)) ?? (await playScheduled(run, scheduled));
    tally.add(result);
    played++;
    run.onGame?.(result, played, schedule.length);
  }
  return tally.report(game.id, run.options ?? {}, { elapsedMs: performance.now() - started });
}

/** The identity of a scheduled game within its plan. */
export function gameId(g: Pick<ScheduledGame, 'pair' | 'round'>): string {
  return `${g.pair[0]}-${g.pair[1]}/${g.round}`;
}

/** One game of the schedule, played and timed. */
export async function playScheduled(run: TournamentRun, g: ScheduledGame): Promise<GameResult> {
  const { game, plan } = run;
  const options = { ...(run.options ?? {}), ...(g.decks ?? {}) };
  const agents: Agent[] = g.seats.map((agent, seat) =>
    // Seeded as the batch runner seeds its seats, so a queued cell plays these same games.
    createAgent(plan.agents[agent], `${g.seed}/agent/${seat}`, run.settings, game),
  );
  const timing: [AgentTiming, AgentTiming] = [
    { decisions: 0, ms: 0, maxMs: 0 },
    { decisions: 0, ms: 0, maxMs: 0 },
  ];
  const match = new Match(game, options, g.seed, { recordEvents: false, hashEachAction: false });
  const maxActions = run.maxActions ?? DEFAULT_TOURNAMENT_MAX_ACTIONS;
  let outcome: Outcome | null = match.outcome();
  while (outcome === null) {
    if (match.actions.length >= maxActions) {
      outcome = { winner: null, draw: true, reason: 'action limit' };
      break;
    }
    const player = match.toAct()[0];
    if (player === undefined) throw new Error(`${game.id} seed ${g.seed}: nobody is to act, and no outcome`);
    const legal = match.legalActions(player);
    const state = match.state;
    const ctx = {
      game,
      player,
      view: match.view(player),
      legal,
      match: g.seed,
      turn: match.actions.length,
      describe: (a: (typeof legal)[number]) => game.describe(a, state),
    };
    const start = performance.now();
    const action = await decide(agents[player], ctx);
    const ms = performance.now() - start;
    if (legal.length > 1 && player < 2) {
      const t = timing[player];
      t.decisions++;
      t.ms += ms;
      t.maxMs = Math.max(t.maxMs, ms);
    }
    const chosen = legal.includes(action) ? action : findLegal(game, legal, action);
    if (!chosen) {
      throw new Error(
        `${plan.agents[g.seats[player]]} at seat ${player} chose an action that is not legal: ${JSON.stringify(action)}`,
      );
    }
    match.applyTrusted(player, chosen);
    outcome = match.outcome();
  }
  const winnerSeat = outcome.draw ? null : outcome.winner;
  return {
    ...g,
    winner: winnerSeat === null ? null : g.seats[winnerSeat],
    reason: outcome.reason,
    actions: match.actions.length,
    timing,
  };
}
