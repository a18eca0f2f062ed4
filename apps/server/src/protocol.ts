/**
 * The wire protocol between the match server and its clients (browser,
 * load test, bots). Client messages are validated with zod; server messages
 * are plain typed JSON. The web client imports these types.
 */
import type { Action, GameEvent, Outcome, PlayerId } from '@arbiter/core';
import { z } from 'zod';

/** Messages larger than this are refused with an error (the connection stays open). */
export const MAX_MESSAGE_BYTES = 16 * 1024;
/** Frames larger than this make the WebSocket layer close the connection (code 1009). */
export const MAX_FRAME_BYTES = 1024 * 1024;

/**
 * 'llm' is offered only when the server's environment names an LLM endpoint (GameInfo.seatKinds).
 * 'rollout' (policy improvement over greedy) thinks the server's agent budget, as MCTS does.
 */
export const seatKinds = ['human', 'random', 'greedy', 'mcts', 'rollout', 'llm'] as const;
export type SeatKind = (typeof seatKinds)[number];

const ref = z.string().max(64).optional();
/** Limits on a client's action: games' actions are small, flat JSON. */
export const MAX_ACTION_DEPTH = 8;
export const MAX_ACTION_VALUES = 500;

/** Null when `value` nests at most MAX_ACTION_DEPTH deep and holds at most MAX_ACTION_VALUES values; else why not. Iterative, so no input can overflow the stack. */
export function actionShapeProblem(value: unknown): string | null {
  const stack: Array<[unknown, number]> = [[value, 1]];
  let count = 0;
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (++count > MAX_ACTION_VALUES) return `an action may hold at most ${MAX_ACTION_VALUES} values`;
    if (v === null || typeof v !== 'object') continue;
    if (depth > MAX_ACTION_DEPTH) return `an action may nest at most ${MAX_ACTION_DEPTH} levels deep`;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return null;
}

export const actionSchema = z.looseObject({ type: z.string().min(1).max(100) }).superRefine((action, ctx) => {
  const problem = actionShapeProblem(action);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('join'),
    matchId: z.string().min(1).max(64),
    /** A seat's secret token; absent for spectators. */
    token: z.string().min(1).max(128).optional(),
    ref,
  }),
  z.strictObject({
    type: z.literal('act'),
    action: actionSchema,
    /** Optional: the seat the client believes it is; refused when it is not the connection's seat. */
    seat: z.number().int().min(0).optional(),
    /** Optional: the number of actions the client has seen; refused as stale when the match moved on. */
    version: z.number().int().min(0).optional(),
    ref,
  }),
  z.strictObject({ type: z.literal('leave'), ref }),
  z.strictObject({ type: z.literal('ping'), ref }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/**
 * 'expired': nobody played it for the server's idle time while it waited for
 * a person (kept, unfinished, as a replay).
 */
export type MatchStatus = 'active' | 'finished' | 'broken' | 'expired';

export interface SeatInfo {
  seat: PlayerId;
  kind: SeatKind;
  name: string;
  /** A human seat someone holds the token of; agent seats are always claimed. */
  claimed: boolean;
  /** Open connections acting for this seat. */
  connected: number;
  /** Hints this seat has asked for in this match (0: none; absent from servers before hints). */
  hints?: number;
}

export interface MatchSummary {
  id: string;
  game: string;
  gameName: string;
  options: unknown;
  status: MatchStatus;
  seats: SeatInfo[];
  /** Number of actions played. */
  actions: number;
  toAct: PlayerId[];
  outcome: Outcome | null;
  createdAt: string;
  updatedAt: string;
  /** Why a match is broken (its stored log no longer replays) or expired. */
  error?: string;
  /** When an unfinished match with a human seat expires if nobody plays on (ISO time). */
  expiresAt?: string;
}

/** A legal action with the game's description of it. */
export interface LegalChoice {
  action: Action;
  label: string;
}

/** One played action as a viewer may see it. */
export interface LogEntry {
  index: number;
  player: PlayerId;
  label: string;
  /** The events the action caused that this viewer may see. */
  events: GameEvent[];
  /**
   * Readable text for each event (same order): the game's `describeEvent`,
   * or a generic rendering of its type and fields.
   */
  texts: string[];
}

/**
 * The events of the deal and setup, before any action (a coin flip, setup
 * steps that had only one way to go), as one viewer may see them: the same
 * filter and words as a log entry's.
 */
export interface SetupLog {
  events: GameEvent[];
  texts: string[];
}

export interface StateMessage {
  type: 'state';
  matchId: string;
  game: string;
  gameName: string;
  /** The seat this connection acts for; null for a spectator. */
  seat: PlayerId | null;
  /** Number of actions played so far. */
  version: number;
  view: unknown;
  toAct: PlayerId[];
  /** This seat's legal actions; empty when it owes no decision. */
  legal: LegalChoice[];
  outcome: Outcome | null;
  status: MatchStatus;
  seats: SeatInfo[];
  /** Log entries this client has not been sent yet (all of them on join). */
  log: LogEntry[];
  /** The setup's events; sent with a connection's first state only. */
  setup?: SetupLog;
  /** Why the match is broken or expired. */
  error?: string;
}

export type ServerMessage =
  | { type: 'joined'; matchId: string; seat: PlayerId | null; ref?: string }
  | StateMessage
  | { type: 'acted'; version: number; ref?: string }
  | { type: 'error'; code: string; reason: string; ref?: string }
  | { type: 'left'; ref?: string }
  | { type: 'pong'; ref?: string };

export interface GameInfo {
  id: string;
  name: string;
  description: string;
  players: number;
  /** The smallest and largest seat counts (equal for a fixed-seat game); the count is the option `players`. */
  seatRange: [number, number];
  /** JSON Schema of the game's options (input form), or null when it cannot be expressed. */
  optionsSchema: unknown;
  /** The options a match gets when none are given. */
  defaultOptions: unknown;
  /** The seat kinds this server offers ('llm' only when it names an LLM endpoint). */
  seatKinds: SeatKind[];
  /** The lobby's form: one field per option, with a label, help and deck choices (option-fields.ts). */
  optionFields: OptionField[];
}

/** One choice of a deck picker: the option value and what a person reads. */
export interface DeckChoice {
  value: string;
  label: string;
  description?: string;
  /** The group the picker shows it under (a card pool: "Phase 1", "Sixth Edition"); none: "Presets". */
  group?: string;
}

/** A deck option's picker: named presets and random ways to get a deck. */
export interface DeckPicker {
  /** How many decks the option holds: one per seat (a tuple), or 1. */
  seats: number;
  presets: DeckChoice[];
  random: DeckChoice[];
}

export interface OptionField {
  name: string;
  label: string;
  help?: string;
  /** The option's own JSON Schema (its type, enum, bounds, default). */
  schema: unknown;
  /** Present when the option chooses decks. */
  deck?: DeckPicker;
}

export interface CreateMatchResponse {
  id: string;
  /** The seat the creator took, with its secret token; null when the creator only watches. */
  seat: PlayerId | null;
  token: string | null;
  match: MatchSummary;
}

export interface ReplayStep {
  /** 0 is the position after setup; step k follows action k-1. */
  step: number;
  /** The action that led here (absent for step 0). */
  entry?: LogEntry;
  view: unknown;
  toAct: PlayerId[];
}

export interface ReplayResponse {
  match: MatchSummary;
  /** The perspective of the views: a seat, or null for a spectator. */
  viewer: PlayerId | null;
  /** The setup's events as the viewer may see them (before step 1's action). */
  setup: SetupLog;
  steps: ReplayStep[];
}

/** One action a hint suggests, with the search's estimate of the seat's chance of winning after it. */
export interface HintChoice {
  action: Action;
  label: string;
  winChance: number;
  /** How often the search tried it. */
  visits: number;
}

/** `POST /api/matches/:id/hint`: the search's view of the seat's position, from that seat's view only. */
export interface HintResponse {
  matchId: string;
  seat: PlayerId;
  /** The position it is for (actions played before it). */
  version: number;
  /** Whether the seat owes a decision (else only its chance is given). */
  toAct: boolean;
  /** The seat's estimated chance of winning (with the best action, when it acts). */
  winChance: number;
  best: HintChoice | null;
  /** The next two best. */
  alternatives: HintChoice[];
  iterations: number;
  elapsedMs: number;
  /** False for a game that gives agents nothing to search on: the figures are not estimates. */
  estimated: boolean;
  /** Hints this seat has asked for in this match, this one included. */
  hintsUsed: number;
}
