/**
 * The one decision loop: whoever is to act is asked for a decision, and the
 * chosen legal action is played, until the game ends. Every surface that
 * lets seats decide drives a game through it — the batch runner's recorded
 * and lean loops, `arbiter play` in a terminal, the server's agent seats —
 * and differs only in what it plays on (`DriveTable`: a recorded Match, a
 * bare state, a server room that stores and broadcasts each action) and in
 * how its seats decide (`DriveSeat`: an agent, a person at a terminal, a
 * worker thread).
 *
 * The loop, each decision:
 *  1. the game's outcome ends it; so does the action limit (a draw);
 *  2. the seat to act is the first `toAct` lists (among the seats this drive
 *     decides for, when it does not decide for all; none of them: it stops,
 *     `waiting` for the others);
 *  3. a seat that chooses by position alone (`byCount`) is asked with the
 *     count: through `actionCount`/`actionAt` when the game enumerates by
 *     index (the legal list is never built), or the list's length; any
 *     other seat is given the list (`decide`): of the action types it reads
 *     when it says (`reads`) and the game lists by type;
 *  4. the chosen action is played; a seat may answer null to stop the drive
 *     (a person quits), and the asynchronous form notices a table that moved
 *     while a seat thought.
 * Both forms play the same game for the same seats: the asynchronous one
 * only awaits.
 */
import { findLegal } from './action-key.ts';
import type { Action, GameModule, GameTypes, Outcome, PlayerId } from './game.ts';
import { seatName } from './seats.ts';

/** What a drive plays on. */
export interface DriveTable<T extends GameTypes> {
  readonly game: GameModule<T>;
  /** The state now (read for the outcome, who acts and the legal actions). */
  readonly state: T['state'];
  /** Actions played so far. */
  readonly played: number;
  /** Plays `action` (one of the state's legal actions) for `player`. */
  play(player: PlayerId, action: T['action']): void;
}

/** One decision owed. The drive refills one object per decision: read it, do not keep it. */
export interface Decision<A extends Action = Action> {
  player: PlayerId;
  /** The seat's legal actions, in `legalActions` order (read only). */
  legal: readonly A[];
  /** Actions played before this decision. */
  step: number;
}

export interface DriveSeat<A extends Action = Action> {
  /**
   * Chooses by position from the number of legal actions alone (a uniform
   * random agent): with a game that enumerates by index, the list is never built.
   */
  byCount?(count: number): number;
  /**
   * The action types this seat ever chooses: given the legal actions of
   * those types (`GameModule.legalActionsOf`), or the whole list when the
   * game does not list by type or none of them is legal.
   */
  reads?: readonly string[];
  /** The index in `decision.legal` of the action to play, or null to stop the drive. */
  decide(decision: Decision<A>): number | null;
}

export interface AsyncDriveSeat<A extends Action = Action> {
  byCount?(count: number): number;
  reads?: readonly string[];
  /** As DriveSeat's, possibly awaited (an LLM, a worker thread, a person typing). */
  decide(decision: Decision<A>): number | null | Promise<number | null>;
}

export interface DriveOptions {
  /** Stop after this many actions in all: the game counts as a draw, reason `ACTION_LIMIT_REASON`. */
  maxActions?: number;
  /** The seats this drive decides for (default: all); when only others are to act it stops, `waiting`. */
  drives?(player: PlayerId): boolean;
  /** Stop after this many decisions of this drive (a paced loop plays one per tick). */
  decisions?: number;
}

export interface AsyncDriveOptions extends DriveOptions {
  /** Awaited before each decision (a pace a person can follow). */
  pace?(): Promise<void>;
  /** Checked after every await: true stops the drive (`stopped`). */
  halted?(): boolean;
  /**
   * The table moved while a seat thought (someone else acted meanwhile):
   * 'throw' (a table only this drive plays on) or 'skip' (drop the answer
   * and end the drive, `moved`, for the caller to look again). Default 'throw'.
   */
  onMoved?: 'throw' | 'skip';
}

export const ACTION_LIMIT_REASON = 'action limit';

export type DriveEnd =
  | { end: 'outcome'; outcome: Outcome }
  /** The action limit: a draw. */
  | { end: 'limit'; outcome: Outcome }
  /** A seat answered null, or the drive was halted. */
  | { end: 'stopped' }
  /** A seat this drive does not decide for is to act. */
  | { end: 'waiting'; player: PlayerId }
  /** `decisions` were played. */
  | { end: 'paused' }
  /** The table moved while a seat thought (`onMoved: 'skip'`). */
  | { end: 'moved' };

/** Whether the game enumerates its legal actions by index (`actionCount` and `actionAt`). */
function enumeratesByIndex<T extends GameTypes>(game: GameModule<T>): boolean {
  return typeof game.actionCount === 'function' && typeof game.actionAt === 'function';
}

const limitReached = (): DriveEnd => ({
  end: 'limit',
  outcome: { winner: null, draw: true, reason: ACTION_LIMIT_REASON },
});

/** The end of the game, or null while it goes on (step 1). */
function gameEnd<T extends GameTypes>(table: DriveTable<T>, maxActions: number): DriveEnd | null {
  const outcome = table.game.outcome(table.state);
  if (outcome) return { end: 'outcome', outcome };
  return table.played >= maxActions ? limitReached() : null;
}

function nobodyToAct(played: number): DriveError {
  return new DriveError(`no outcome after ${played} actions, but nobody is to act`);
}

/** The first seat in `toAct` this drive decides for, or -1. */
function drivenSeat(toAct: readonly PlayerId[], drives: (player: PlayerId) => boolean): PlayerId {
  for (const p of toAct) if (drives(p)) return p;
  return -1;
}

/** Who decides now (step 2): a seat, or -1 when only seats this drive does not decide for are to act. */
function seatToAct<T extends GameTypes>(table: DriveTable<T>, opts: DriveOptions): PlayerId {
  const toAct = table.game.toAct(table.state);
  if (toAct.length === 0) throw nobodyToAct(table.played);
  return opts.drives ? drivenSeat(toAct, opts.drives) : toAct[0];
}

/**
 * A game or a seat broke the loop's contract (nobody to act before the end,
 * no legal action, an answer out of range). The message says what, without
 * the game or the match: the surface that drives adds those.
 */
export class DriveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DriveError';
  }
}

function noLegalAction(player: PlayerId): DriveError {
  return new DriveError(`${seatName(player)} is to act but has no legal action`);
}

function checkIndex(player: PlayerId, index: number, count: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= count)
    throw new DriveError(`${seatName(player)} chose action ${index} of ${count}`);
}

/**
 * The chosen action by position (step 3), through the count when the seat
 * chooses by position alone and the game enumerates by index; otherwise null
 * and the list goes to `decide`.
 */
function byPosition<T extends GameTypes>(
  table: DriveTable<T>,
  player: PlayerId,
  seat: { byCount?(count: number): number },
  byIndex: boolean,
): T['action'] | null {
  if (!byIndex || seat.byCount === undefined) return null;
  const { game, state } = table;
  const count = game.actionCount!(state, player);
  if (count === 0) throw noLegalAction(player);
  const index = seat.byCount(count);
  checkIndex(player, index, count);
  return game.actionAt!(state, player, index);
}

/** The legal list of a decision (step 3); an empty one is an error in the game. */
function legalFor<T extends GameTypes>(
  table: DriveTable<T>,
  player: PlayerId,
  reads: readonly string[] | undefined,
): T['action'][] {
  const legal =
    reads === undefined
      ? table.game.legalActions(table.state, player)
      : legalOfTypes(table.game, table.state, player, reads);
  if (legal.length === 0) throw noLegalAction(player);
  return legal;
}

/** The legal actions of the types a seat reads (`DriveSeat.reads`); the whole list when the game cannot or none is legal. */
function legalOfTypes<T extends GameTypes>(
  game: GameModule<T>,
  state: T['state'],
  player: PlayerId,
  reads: readonly string[],
): T['action'][] {
  if (game.legalActionsOf !== undefined) {
    const some = game.legalActionsOf(state, player, reads);
    if (some.length > 0) return some;
  }
  return game.legalActions(state, player);
}

/**
 * Drives the game until it ends, a seat stops it, or only seats it does not
 * decide for are to act. The hot loop of every random batch: written out
 * with locals, no allocation of its own per decision (one decision object
 * is refilled), and the by-count path inline.
 */
export function driveMatch<T extends GameTypes>(
  table: DriveTable<T>,
  seats: ReadonlyArray<DriveSeat<T['action']>>,
  opts: DriveOptions = {},
): DriveEnd {
  const game = table.game;
  const maxActions = opts.maxActions ?? Number.POSITIVE_INFINITY;
  const decisions = opts.decisions ?? Number.POSITIVE_INFINITY;
  const byIndex = enumeratesByIndex(game);
  const decision: Decision<T['action']> = { player: 0, legal: [], step: 0 };
  const drives = opts.drives;
  for (let made = 0; ; made++) {
    const state = table.state;
    const outcome = game.outcome(state);
    if (outcome) return { end: 'outcome', outcome };
    if (table.played >= maxActions) return limitReached();
    if (made >= decisions) return { end: 'paused' };
    const toAct = game.toAct(state);
    if (toAct.length === 0) throw nobodyToAct(table.played);
    const player = drives === undefined ? toAct[0] : drivenSeat(toAct, drives);
    if (player < 0) return { end: 'waiting', player: toAct[0] };
    const seat = seats[player];
    let action: T['action'];
    if (seat.byCount !== undefined && byIndex) {
      const count = game.actionCount!(state, player);
      if (count === 0) throw noLegalAction(player);
      const index = seat.byCount(count);
      if (!(index >= 0 && index < count)) checkIndex(player, index, count);
      action = game.actionAt!(state, player, index);
    } else if (seat.byCount !== undefined) {
      // Chosen by position from the list's length: nothing to fill, nothing to look up.
      const legal = game.legalActions(state, player);
      if (legal.length === 0) throw noLegalAction(player);
      const index = seat.byCount(legal.length);
      if (!(index >= 0 && index < legal.length)) checkIndex(player, index, legal.length);
      action = legal[index];
    } else {
      const legal =
        seat.reads === undefined
          ? game.legalActions(state, player)
          : legalOfTypes(game, state, player, seat.reads);
      if (legal.length === 0) throw noLegalAction(player);
      decision.player = player;
      decision.legal = legal;
      decision.step = table.played;
      const index = seat.decide(decision);
      if (index === null) return { end: 'stopped' };
      checkIndex(player, index, legal.length);
      action = legal[index];
    }
    table.play(player, action);
  }
}

/** `driveMatch` for seats that may be awaited; the same game when none is. */
export async function driveMatchAsync<T extends GameTypes>(
  table: DriveTable<T>,
  seats: ReadonlyArray<AsyncDriveSeat<T['action']>>,
  opts: AsyncDriveOptions = {},
): Promise<DriveEnd> {
  const maxActions = opts.maxActions ?? Number.POSITIVE_INFINITY;
  const byIndex = enumeratesByIndex(table.game);
  const halted = () => opts.halted?.() === true;
  for (let made = 0; ; made++) {
    let end = gameEnd(table, maxActions);
    if (end) return end;
    if (opts.decisions !== undefined && made >= opts.decisions) return { end: 'paused' };
    if (opts.pace) {
      await opts.pace();
      if (halted()) return { end: 'stopped' };
      // Others may have played meanwhile.
      end = gameEnd(table, maxActions);
      if (end) return end;
    }
    const player = seatToAct(table, opts);
    if (player < 0) return { end: 'waiting', player: table.game.toAct(table.state)[0] };
    const seat = seats[player];
    let action = byPosition(table, player, seat, byIndex);
    if (action === null) {
      const legal = legalFor(table, player, seat.reads);
      const step = table.played;
      // A fresh decision each time: an awaited seat may hold it across other drives' turns.
      const index = await seat.decide({ player, legal, step });
      if (halted()) return { end: 'stopped' };
      if (table.played !== step) {
        if (opts.onMoved === 'skip') return { end: 'moved' };
        throw new DriveError(`the game moved while ${seatName(player)} was deciding`);
      }
      if (index === null) return { end: 'stopped' };
      checkIndex(player, index, legal.length);
      action = legal[index];
    }
    table.play(player, action);
  }
}

/** Where `chosen` (an action a seat answered with, perhaps an equal copy) is in `legal`; -1 when it is not legal. */
export function indexOfLegal<T extends GameTypes>(
  game: GameModule<T>,
  legal: readonly T['action'][],
  chosen: unknown,
): number {
  const at = legal.indexOf(chosen as T['action']);
  if (at >= 0) return at;
  const found = findLegal(game, legal, chosen as Action);
  return found === undefined ? -1 : legal.indexOf(found);
}
