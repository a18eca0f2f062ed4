/**
 * The one contract every game implements. Eight members are required
 * (setup, toAct, legalActions, apply, view, outcome, describe, clone) plus the
 * game's identity and options schema; the rest are optional hooks that give a
 * game more surfaces (agents' determinization and evaluation, simulation
 * metrics, data validation, scenarios, terminal drawing).
 */
import type { z } from 'zod';
import type { DataError } from './errors.ts';

/** Seats are numbered 0..players-1. */
export type PlayerId = number;

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Actions are plain JSON, discriminated on `type`. */
export interface Action {
  type: string;
}

export interface Outcome {
  /** The winning seat, or null for a draw. */
  winner: PlayerId | null;
  draw: boolean;
  /** Per-seat scores where the game has them. */
  scores?: number[];
  reason: string;
}

/**
 * Something that happened, for logs and UIs. `level: 'verbose'` marks detail
 * that the compact (report) form leaves out.
 */
export interface GameEvent {
  type: string;
  level?: 'compact' | 'verbose';
  [key: string]: unknown;
}

export interface ApplyContext {
  /** Present when someone records events; games must not rely on it. */
  emit?: (event: GameEvent) => void;
}

/** One problem or note from data validation. */
export interface ValidationReport {
  ok: boolean;
  errors: DataError[];
  warnings: string[];
  /** A human summary: counts of handlers, ids used, files read. */
  summary: Record<string, unknown>;
}

/** Per-game numbers collected at the end of a simulated game. */
export type GameReport = Record<string, unknown>;

export interface GameModule<State, A extends Action, View, Options> {
  id: string;
  name: string;
  description: string;
  /** Number of seats. */
  players: number;
  optionsSchema: z.ZodType<Options>;

  /** `ctx.emit` (when someone records) receives setup's events (deals, initiative rolls). */
  setup(options: Options, seed: string, ctx?: ApplyContext): State;
  /** Who owes a decision now; [] when the game is over. */
  toAct(state: State): PlayerId[];
  /**
   * In a deterministic order. The list (and its actions) may be shared by the
   * game between calls: callers read it and never modify it.
   */
  legalActions(state: State, player: PlayerId): A[];
  /**
   * Applies the action to `state` IN PLACE and returns it (hot paths work on
   * a working copy; copy with `clone` first when the original must survive).
   * An illegal action throws RuleViolation before anything is changed.
   */
  apply(state: State, player: PlayerId, action: A, ctx?: ApplyContext): State;
  /** Redacted for `viewer`; null is a spectator. JSON only. */
  view(state: State, viewer: PlayerId | null): View;
  outcome(state: State): Outcome | null;
  /**
   * Human text for an action, about to be taken in `state`. `viewer` is who
   * reads it: undefined for the acting seat itself (its own legal-action list),
   * a seat or null (spectator) for everyone else — logs. Text for anyone but
   * the actor must not reveal what that reader cannot see (e.g. which cards a
   * mulligan put back).
   */
  describe(action: A, state: State, viewer?: PlayerId | null): string;
  clone(state: State): State;

  // ---- optional hooks ----
  /** A full state consistent with what `viewer` sees, hidden parts sampled with `seed`. */
  determinize?(view: View, viewer: PlayerId, seed: string): State;
  /** Heuristic value of `state` for `player`, in [-1, 1]. */
  evaluate?(state: State, player: PlayerId): number;
  /** A stable identity for an action; defaults to its stable JSON. */
  actionKey?(action: A): string;
  /** Metrics of one finished game, for the batch runner. */
  report?(state: State, options: Options): GameReport;
  /** Aggregate the reports of a batch into game-specific statistics. */
  summarize?(reports: GameReport[], outcomes: Array<Outcome | null>): Record<string, unknown>;
  /** Validate the game's data (a directory overrides the shipped data). */
  validate?(dataDir?: string): ValidationReport;
  /** Set up a described position, apply its steps, and return a JSON result. */
  scenario?(input: unknown, source: string): unknown;
  /** Terminal drawing of a view. */
  render?(view: View, viewer: PlayerId | null): string;
}

// biome-ignore lint/suspicious/noExplicitAny: the erased form every surface (CLI, sim, server) holds games by
export type AnyGame = GameModule<any, Action, any, any>;
