/**
 * The one contract every game implements. Eight members are required
 * (setup, toAct, legalActions, apply, view, outcome, describe, clone) plus the
 * game's identity and options schema; the rest are optional hooks that give a
 * game more surfaces (agents' determinization and evaluation, simulation
 * metrics, data validation, scenarios, terminal drawing).
 *
 * A game names its types once, in a `GameTypes` record, and every surface
 * that holds the game typed (`Match<T>`, tests, boards) keeps them. Only the
 * catalog boundary (the list of every game the CLI, sim and server offer)
 * erases them, as `AnyGame`.
 */
import type { z } from 'zod';
import type { DataDocuments } from './data-documents.ts';
import type { DataError } from './errors.ts';
import type { MetricsSpec } from './metrics.ts';
import type { RngState } from './rng.ts';
import type { ScenarioSpec } from './scenario.ts';

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
 * What every event has. A game's events are a union of object types on a
 * string-literal `type` (checked by the compiler; see events.ts for their
 * words); `level: 'verbose'` marks detail that the compact (report) form
 * leaves out; `visibleTo` limits who may read it.
 */
export interface EventBase {
  type: string;
  level?: 'compact' | 'verbose';
  /** Seats that may see this event; absent means everyone. */
  visibleTo?: PlayerId | PlayerId[];
}

/** The erased event, for surfaces that hold any game's events. */
export interface GameEvent extends EventBase {
  [key: string]: unknown;
}

export interface ApplyContext<E extends EventBase = GameEvent> {
  /** Present when someone records events; games must not rely on it. */
  emit?: (event: E) => void;
}

/** One problem or note from data validation. */
export interface ValidationReport {
  ok: boolean;
  errors: DataError[];
  warnings: string[];
  /** A human summary: counts of handlers, ids used, files read. */
  summary: Record<string, unknown>;
}

/** A deck list checked against a game's deck rules: every problem with its line, and notes. */
export interface DeckCheck {
  ok: boolean;
  /** `line` is the list's line (0: the problem has none). */
  problems: Array<{ line: number; reason: string }>;
  /** Legal but worth knowing (e.g. cards the engine cannot play in full yet). */
  notes: string[];
  summary: Record<string, unknown>;
}

/** Per-game numbers collected at the end of a simulated game (plain JSON). */
export type GameReport = Record<string, unknown>;

/** The types a game is made of, named once. */
export interface GameTypes {
  state: unknown;
  action: Action;
  view: unknown;
  options: unknown;
  event: EventBase;
  report: GameReport;
}

export type StateOf<T extends GameTypes> = T['state'];
export type ActionOf<T extends GameTypes> = T['action'];
export type ViewOf<T extends GameTypes> = T['view'];
export type OptionsOf<T extends GameTypes> = T['options'];
export type EventOf<T extends GameTypes> = T['event'];

export interface GameModule<T extends GameTypes> {
  id: string;
  name: string;
  description: string;
  /**
   * Number of seats; for a game whose seat count varies (`seats`), the
   * default count, which its options schema should also default to.
   */
  players: number;
  /**
   * Parses raw options (from a command line, a lobby, a log) into the game's
   * options. The input side is free: schemas with defaults fit as they are.
   * The kernel parses once (`Match`, `createState`); `setup` gets the result.
   */
  optionsSchema: z.ZodType<T['options'], unknown>;

  /**
   * A new game from parsed options. `ctx.emit` (when someone records)
   * receives setup's events (deals, initiative rolls).
   */
  setup(options: T['options'], seed: string, ctx?: ApplyContext<T['event']>): T['state'];
  /** Who owes a decision now; [] when the game is over. */
  toAct(state: T['state']): PlayerId[];
  /**
   * In a deterministic order. The list (and its actions) may be shared by the
   * game between calls: callers read it and never modify it.
   */
  legalActions(state: T['state'], player: PlayerId): T['action'][];
  /**
   * Applies the action to `state` IN PLACE and returns it (hot paths work on
   * a working copy; copy with `clone` first when the original must survive).
   * An illegal action throws RuleViolation before anything is changed.
   */
  apply(state: T['state'], player: PlayerId, action: T['action'], ctx?: ApplyContext<T['event']>): T['state'];
  /** Redacted for `viewer`; null is a spectator. JSON only. */
  view(state: T['state'], viewer: PlayerId | null): T['view'];
  /**
   * One part of `view(state, viewer)` built alone, for policies that read a
   * few parts of a large view each decision: `part` is a path into the view
   * (`'sides.0.active'`), the answer deep-equal to what the whole view holds
   * there (same redaction), or undefined for a path the game does not build
   * alone (callers then read the whole view).
   */
  viewPart?(state: T['state'], viewer: PlayerId | null, part: string): unknown;
  outcome(state: T['state']): Outcome | null;
  /**
   * Human text for an action, about to be taken in `state`. `viewer` is who
   * reads it: undefined for the acting seat itself (its own legal-action list),
   * a seat or null (spectator) for everyone else — logs. Text for anyone but
   * the actor must not reveal what that reader cannot see (e.g. which cards a
   * mulligan put back).
   */
  describe(action: T['action'], state: T['state'], viewer?: PlayerId | null): string;
  clone(state: T['state']): T['state'];

  // ---- optional hooks ----
  /**
   * Seats in a match with these options, for a game played by a varying
   * number of players (read through `seatCount`; default `players`). Such a
   * game takes the count as the option `players` and gives `seatRange`.
   * Agents may still size per-seat arrays by `players`, so `evaluate` must
   * answer (0) for a seat the match does not have.
   */
  seats?(options: T['options']): number;
  /** The smallest and largest seat counts `seats` allows. */
  seatRange?: readonly [number, number];
  /**
   * The words of an event: a sentence a player reads (log panels,
   * terminals, prompts), seats numbered from 1. Make it from a typed
   * `EventWords` record with `describeWith`, so every event type has words.
   * Surfaces fall back to the event's type and fields without it.
   */
  describeEvent?(event: T['event']): string;
  /** A full state consistent with what `viewer` sees, hidden parts sampled with `seed`. */
  determinize?(view: T['view'], viewer: PlayerId, seed: string): T['state'];
  /**
   * A copy of `state` that differs from it only in what `viewer` cannot see
   * (the opponent's hand redealt from what is unseen, deck orders shuffled,
   * the generator reseeded), changed with `seed`. The conformance suite checks
   * that `viewer`'s view is the same for both: hidden information cannot leak
   * into a view that does not change when it changes.
   */
  perturbHidden?(state: T['state'], viewer: PlayerId, seed: string): T['state'];
  /** Heuristic value of `state` for `player`, in [-1, 1]. */
  evaluate?(state: T['state'], player: PlayerId): number;
  /** What searching agents need beyond `evaluate`: a rollout policy, its depth, obvious decisions. */
  search?: SearchHooks<T>;
  /** A stable identity for an action; defaults to its stable JSON. */
  actionKey?(action: T['action']): string;
  /**
   * Cheap enumeration for agents that pick by index: the number of legal
   * actions and the i-th of them (in `legalActions` order), without building
   * the whole list. Both or neither.
   */
  actionCount?(state: T['state'], player: PlayerId): number;
  actionAt?(state: T['state'], player: PlayerId, index: number): T['action'];
  /**
   * The legal actions whose `type` is one of `types`, in `legalActions`
   * order, for a seat that only ever chooses those (`GamePolicy.reads`): a
   * game may skip the work of listing the others.
   */
  legalActionsOf?(state: T['state'], player: PlayerId, types: readonly string[]): T['action'][];
  /**
   * Rewrites a loosely written action (an LLM's answer, a hand-typed one)
   * into this game's own form before it is matched against the legal
   * actions: card ids or names to instance ids, a list deduplicated and cut
   * or filled to the count the rules ask for, a payload slip put right. It
   * reads the answer as the acting seat sees the game (`view`, `legal`), and
   * never decides legality: what it returns is still matched against
   * `legal`. It may throw RuleViolation to say why an answer cannot be read
   * (the reason goes back to whoever wrote it). A legal action comes back as
   * itself (the conformance suite checks it). Surfaces that read such
   * answers apply their own game-agnostic coercions after it.
   */
  normalizeAction?(candidate: unknown, view: T['view'], legal: readonly T['action'][]): unknown;
  /** Metrics of one finished game, for the batch runner. */
  report?(state: T['state'], options: T['options']): T['report'];
  /** How a batch aggregates the reports, game by game (memory flat in the number of games). */
  metrics?: MetricsSpec<T['report']>;
  /** Validate the game's data (a directory overrides the shipped data). */
  validate?(dataDir?: string): ValidationReport;
  /**
   * Check a deck list's text against the game's deck rules (`file` names it
   * in messages), with the cards of `dataDir` (default: the shipped data).
   */
  checkDeck?(text: string, file: string, dataDir?: string): DeckCheck;
  /**
   * This game playing the data in `dataDir` instead of the shipped data (a
   * designer's variant). Throws DataErrors when the data does not load.
   */
  withData?(dataDir: string): GameModule<T>;
  /**
   * The game's data as documents in memory (file name → JSON), with their
   * schemas, a validator and `load`, for editors that play a changed copy
   * without touching the disk (the web Lab's variants).
   */
  dataDocuments?: DataDocuments<T>;
  /**
   * A short stable digest of the data this module plays. Match logs record it
   * and replay refuses a log made with other data.
   */
  dataFingerprint?: string;
  /** The game's scenario format, run by the kernel's scenario harness. */
  scenarios?: ScenarioSpec<T>;
  /** Terminal drawing of a view. */
  render?(view: T['view'], viewer: PlayerId | null): string;
  /**
   * Agent kinds of the game's own (simple policies written for it), by name,
   * each made from a seed. Agent registries consult them after the common
   * kinds; a policy decides from the seat's view and legal actions only.
   */
  agents?: Readonly<Record<string, (seed: string) => GamePolicy<T>>>;
  /**
   * The agent kind a batch gives every seat when none is named (`arbiter
   * sim` without `--agents`): a game whose random play tells a designer
   * nothing (it mostly ends in draws at the turn cap) names its sensible
   * policy here. Random when absent.
   */
  simAgent?: string;
}

/**
 * A game's help for searching agents (packages/agents). Rules code never
 * reads a clock: time budgets live in the agents.
 */
export interface SearchHooks<T extends GameTypes> {
  /**
   * The action a playout plays for `player` in a sampled world: cheap and
   * sensible (attach then attack, a greedy pick), drawing any randomness
   * from `rng` (the agent's). One of `legalActions(state, player)`, or
   * undefined when that list is empty (the playout stops there).
   */
  rolloutAction?(state: T['state'], player: PlayerId, rng: RngState): T['action'];
  /** Actions a playout plays before `evaluate` scores where it stopped (agents' default otherwise). */
  rolloutDepth?: number;
  /**
   * What the position where a playout stopped is worth to `player`, in
   * [-1, 1], when the game can estimate it better than `evaluate` (say, a
   * chance of winning worked out from the race ahead): tree searches score
   * their leaves with it, while `evaluate` stays the one-step heuristic
   * greedy reads. Default: `evaluate`.
   */
  leafValue?(state: T['state'], player: PlayerId): number;
  /**
   * Visits a search node needs before it grows children (agents' default 1).
   * Higher suits games where chance comes between a seat's decisions (dice):
   * the playout policy, which sees the dice, decides there instead of the tree.
   */
  expandAfter?: number;
  /** How much searches lean on `rolloutAction` inside their tree (agents' default otherwise; 0: not at all). */
  policyBias?: number;
  /**
   * Worlds of MCTS's one-step look that ranks the root's actions for
   * progressive widening (agents' `prior` setting; default 0: off), for
   * games with more legal actions than a search has iterations.
   */
  prior?: number;
  /**
   * The answer to a decision that needs no thought, seen from the seat's
   * view (passing priority with nothing to do but tap idle mana), or
   * undefined. One of `legal`.
   */
  obviousAction?(view: T['view'], player: PlayerId, legal: readonly T['action'][]): T['action'] | undefined;
  /**
   * For tree searches (MCTS) only: a helper, made once per searching agent
   * from its seed, for the decisions the game solves better than sampling
   * can (a dice hold solved exactly over every roll still to come). Asked
   * before each search, from the seat's view; see ExactDecider.
   */
  exactDecider?(seed: string): ExactDecider<T>;
}

/**
 * The decisions a game answers itself, for a tree search: `decide` returns
 * one of `legal` (the answer: the search does not run), a shorter list of
 * them (the candidates the search compares at its root), or undefined (the
 * search compares every legal action). It decides from the seat's view only,
 * and may keep what it worked out between decisions (it is one agent's).
 */
export interface ExactDecider<T extends GameTypes> {
  decide(
    view: T['view'],
    player: PlayerId,
    legal: readonly T['action'][],
  ): readonly T['action'][] | undefined;
}

/** A game's own agent policy: one of `legal`, from what `player` sees. */
export interface GamePolicy<T extends GameTypes> {
  choose(ctx: PolicyContext<T>): T['action'];
  /**
   * The action types this policy ever chooses: where the game lists by type
   * (`legalActionsOf`), its `legal` holds only those (the whole list when
   * none of them is legal). It must choose the same as with the whole list.
   */
  readonly reads?: readonly string[];
}

/** What a game's own policy is asked with: the seat, its legal actions, its view. */
export interface PolicyContext<T extends GameTypes> {
  player: PlayerId;
  view: T['view'];
  legal: readonly T['action'][];
  /**
   * A part of `view` by path (`GameModule.viewPart`), built alone where the
   * loop and the game can: a policy that reads a few parts asks for them
   * instead of the whole view. Absent in callers that hold only the view.
   */
  viewPart?(part: string): unknown;
}

/** The erased form every surface (CLI, sim, server) holds games by. */
export interface AnyTypes extends GameTypes {
  // biome-ignore lint/suspicious/noExplicitAny: erasure at the catalog boundary; typed code uses GameModule<T>
  state: any;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  view: any;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  options: any;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  action: any;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  event: any;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  report: any;
}
export type AnyGame = GameModule<AnyTypes>;

/** Options a game's schema refused; `issues` names each bad option. */
export class OptionsError extends Error {
  readonly game: string;
  readonly issues: string[];
  constructor(game: string, issues: string[]) {
    super(`invalid options for ${game}: ${issues.join('; ')}`);
    this.name = 'OptionsError';
    this.game = game;
    this.issues = issues;
  }
}

/** Parses raw options with the game's schema; throws OptionsError naming each bad option. */
export function parseOptions<T extends GameTypes>(game: GameModule<T>, raw: unknown): T['options'] {
  const parsed = game.optionsSchema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`);
  throw new OptionsError(game.id, issues);
}

/** A fresh state from raw options (parsed once) and a seed. */
export function createState<T extends GameTypes>(
  game: GameModule<T>,
  rawOptions: unknown,
  seed: string,
  ctx?: ApplyContext<T['event']>,
): T['state'] {
  return game.setup(parseOptions(game, rawOptions), seed, ctx);
}
