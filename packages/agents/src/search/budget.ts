/**
 * How long a search may think: a number of iterations, a time in
 * milliseconds, or both (whichever runs out first).
 *
 * Iteration budgets are deterministic: the same seed and the same decisions
 * give the same choices on any machine (tests and ratings use them). Time
 * budgets depend on the machine and its load, so they are for play (the
 * browser, `arbiter play`); the clock is read here, never in rules code.
 */
import type { AgentSettings } from '../agent.ts';

/** Iterations when neither an iteration count nor a time is given. */
export const DEFAULT_ITERATIONS = 1000;
/** The iteration cap of a search given only a time. */
export const TIME_ONLY_ITERATION_CAP = 1_000_000;

export interface Budget {
  /** At most this many iterations (samples, for greedy). */
  iterations: number;
  /** At most this long, in ms, from the start of the decision; null: no time limit. */
  thinkMs: number | null;
}

/** The budget `settings` give; `defaultIterations` when they name neither iterations nor time. */
export function budgetOf(
  settings: AgentSettings,
  iterations: number | undefined,
  defaultIterations: number,
): Budget {
  const thinkMs = settings.thinkMs !== undefined && settings.thinkMs > 0 ? settings.thinkMs : null;
  const count =
    iterations !== undefined ? iterations : thinkMs !== null ? TIME_ONLY_ITERATION_CAP : defaultIterations;
  return { iterations: Math.max(1, Math.floor(count)), thinkMs };
}

/** Milliseconds from an arbitrary origin, monotonic. */
export type Clock = () => number;

export const monotonicClock: Clock = () => performance.now();

/**
 * The process's CPU time (user and system) in ms: a budget in CPU time is
 * the same work however busy the machine is, so agents compared "at equal
 * time" on a shared machine get equal shares (`clock: 'cpu'`). It counts
 * every thread of the process: meant for one search at a time.
 */
export const cpuClock: Clock = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** The clock `settings` ask for: wall time (the default: what a person waiting sees) or CPU time. */
export function clockOf(settings: AgentSettings): Clock {
  return settings.clock === 'cpu' ? cpuClock : monotonicClock;
}

/** When a decision started and whether its time is up. */
export class Deadline {
  readonly start: number;
  private readonly end: number;
  constructor(
    private readonly clock: Clock,
    thinkMs: number | null,
  ) {
    this.start = clock();
    this.end = thinkMs === null ? Number.POSITIVE_INFINITY : this.start + thinkMs;
  }
  /** Whether the time is up (always false without a time limit). */
  passed(): boolean {
    return this.end !== Number.POSITIVE_INFINITY && this.clock() >= this.end;
  }
  elapsed(): number {
    return this.clock() - this.start;
  }
}
