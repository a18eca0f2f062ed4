/**
 * A round-robin's results as they come in, and the report made from them:
 * ratings with intervals, standings, the pairwise score table and each
 * agent's time per decision.
 */
import { type PairResult, rate, scoreInterval } from './ratings.ts';
import { gamesPerPairing, pairings, type ScheduledGame, type TournamentPlan } from './schedule.ts';

export const TOURNAMENT_FORMAT = 'arbiter.tournament/1';

/** How long one agent thought in one game. */
export interface AgentTiming {
  /** Decisions with more than one legal action (forced moves are not counted). */
  decisions: number;
  ms: number;
  maxMs: number;
}

export interface GameResult extends ScheduledGame {
  /** The winning agent (an index into the plan's agents), or null for a draw. */
  winner: number | null;
  reason: string;
  actions: number;
  /** Per seat, when the runner measured it (a queued run does not). */
  timing?: [AgentTiming, AgentTiming];
}

export interface Interval {
  rate: number;
  low: number;
  high: number;
}

export interface Standing {
  agent: string;
  /** Elo-scale Bradley–Terry rating, the first agent at 0, with its 95% bootstrap interval. */
  elo: number;
  low: number;
  high: number;
  games: number;
  wins: number;
  losses: number;
  draws: number;
  /** (wins + draws / 2) / games, with its 95% Wilson interval. */
  score: Interval;
  /** Mean and largest thinking time per decision (forced moves left out), when measured. */
  msPerDecision: number | null;
  maxMsPerDecision: number | null;
  decisions: number;
}

export interface PairingResult {
  a: string;
  b: string;
  games: number;
  winsA: number;
  winsB: number;
  draws: number;
  /** `a`'s score against `b` (draws half), with its 95% Wilson interval. */
  scoreA: Interval;
}

export interface TournamentReport {
  format: typeof TOURNAMENT_FORMAT;
  game: string;
  agents: string[];
  gamesPerPairing: number;
  seed: number;
  decks: string[] | null;
  options: Record<string, unknown>;
  /** The agent rated 0. */
  anchor: string;
  /** In the plan's order. */
  standings: Standing[];
  pairs: PairingResult[];
  games: number;
  /** Wall time of the run, when measured. */
  elapsedMs?: number;
}

export class TournamentTally {
  private readonly wins: number[][];
  private readonly draws: number[][];
  private readonly timing: AgentTiming[];
  private measured = false;
  games = 0;

  constructor(readonly plan: TournamentPlan) {
    const n = plan.agents.length;
    this.wins = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    this.draws = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    this.timing = Array.from({ length: n }, () => ({ decisions: 0, ms: 0, maxMs: 0 }));
  }

  add(result: GameResult): void {
    const [a, b] = result.seats;
    if (result.winner === null) {
      this.draws[a][b]++;
      this.draws[b][a]++;
    } else {
      this.wins[result.winner][result.winner === a ? b : a]++;
    }
    if (result.timing) {
      this.measured = true;
      result.seats.forEach((agent, seat) => {
        const t = result.timing![seat];
        const into = this.timing[agent];
        into.decisions += t.decisions;
        into.ms += t.ms;
        into.maxMs = Math.max(into.maxMs, t.maxMs);
      });
    }
    this.games++;
  }

  /** Adds a pairing's counts at once (a queued run returns counts, not games). */
  addCounts(a: number, b: number, winsA: number, winsB: number, draws: number): void {
    this.wins[a][b] += winsA;
    this.wins[b][a] += winsB;
    this.draws[a][b] += draws;
    this.draws[b][a] += draws;
    this.games += winsA + winsB + draws;
  }

  pairResults(): PairResult[] {
    return pairings(this.plan.agents.length).map(([a, b]) => ({
      a,
      b,
      winsA: this.wins[a][b],
      winsB: this.wins[b][a],
      draws: this.draws[a][b],
    }));
  }

  report(
    game: string,
    options: Record<string, unknown>,
    extra: { elapsedMs?: number; resamples?: number } = {},
  ): TournamentReport {
    const { agents } = this.plan;
    const pairResults = this.pairResults();
    const ratings = rate(agents.length, pairResults, {
      anchor: 0,
      seed: `ratings/${this.plan.seed}`,
      resamples: extra.resamples,
    });
    const standings = agents.map((agent, i): Standing => {
      let wins = 0;
      let losses = 0;
      let draws = 0;
      for (let j = 0; j < agents.length; j++) {
        wins += this.wins[i][j];
        losses += this.wins[j][i];
        draws += this.draws[i][j];
      }
      const games = wins + losses + draws;
      const t = this.timing[i];
      return {
        agent,
        elo: ratings[i].elo,
        low: ratings[i].low,
        high: ratings[i].high,
        games,
        wins,
        losses,
        draws,
        score: scoreInterval(wins + draws / 2, games),
        msPerDecision: this.measured ? (t.decisions > 0 ? t.ms / t.decisions : 0) : null,
        maxMsPerDecision: this.measured ? t.maxMs : null,
        decisions: t.decisions,
      };
    });
    const pairs = pairResults.map((r): PairingResult => {
      const games = r.winsA + r.winsB + r.draws;
      return {
        a: agents[r.a],
        b: agents[r.b],
        games,
        winsA: r.winsA,
        winsB: r.winsB,
        draws: r.draws,
        scoreA: scoreInterval(r.winsA + r.draws / 2, games),
      };
    });
    return {
      format: TOURNAMENT_FORMAT,
      game,
      agents: [...agents],
      gamesPerPairing: gamesPerPairing(this.plan),
      seed: this.plan.seed,
      decks: this.plan.decks && this.plan.decks.length > 0 ? [...this.plan.decks] : null,
      options,
      anchor: agents[0],
      standings,
      pairs,
      games: this.games,
      ...(extra.elapsedMs !== undefined ? { elapsedMs: extra.elapsedMs } : {}),
    };
  }
}
