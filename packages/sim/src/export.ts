/**
 * Decision datasets: one JSON line per decision of a simulated game, for
 * training and studying agents (`arbiter sim <game> --export FILE.jsonl`).
 *
 * Format `arbiter.decisions/1` (one object per line, fields in this order):
 *   format   "arbiter.decisions/1"
 *   game     the game id
 *   data     the game's data fingerprint (present when the game has one)
 *   seed     the game's seed; with `options` it sets the game up again
 *   options  the raw game options
 *   step     actions played before this decision (0, 1, ...: a game's lines are consecutive and in order)
 *   seat     the seat deciding
 *   agent    the agent kind at that seat
 *   view     the game's view for that seat: exactly what its agent was shown, nothing hidden
 *   legal    the seat's legal actions, in the game's order
 *   labels   the game's description of each legal action, for that seat
 *   chosen   the index in `legal` of the action played
 *   outcome  the game's end for that seat: { result: "win" | "loss" | "draw",
 *            value: 1 | -1 | 0, score: number | null, reason, actions (the game's length) }
 * Every field comes from the seat's view or from what the seat itself may
 * know (its legal actions, their descriptions for it, the final outcome);
 * nothing from the hidden state. A game's lines are written when it ends
 * (the outcome is known only then), game after game in seed order, so a
 * batch of any size holds at most one game's lines per thread in memory.
 */
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AnyGame, Outcome, PlayerId } from '@arbiter/core';
import type { DecisionSeen } from './play.ts';

export const DECISION_FORMAT = 'arbiter.decisions/1';

export interface SeatOutcome {
  result: 'win' | 'loss' | 'draw';
  value: 1 | -1 | 0;
  score: number | null;
  reason: string;
  actions: number;
}

export interface DecisionRecord {
  format: typeof DECISION_FORMAT;
  game: string;
  data?: string;
  seed: string;
  options: unknown;
  step: number;
  seat: PlayerId;
  agent: string;
  view: unknown;
  legal: unknown[];
  labels: string[];
  chosen: number;
  outcome: SeatOutcome;
}

export function seatOutcome(outcome: Outcome, seat: PlayerId, actions: number): SeatOutcome {
  const drawn = outcome.draw || outcome.winner === null;
  const result = drawn ? 'draw' : outcome.winner === seat ? 'win' : 'loss';
  return {
    result,
    value: result === 'win' ? 1 : result === 'loss' ? -1 : 0,
    score: outcome.scores?.[seat] ?? null,
    reason: outcome.reason,
    actions,
  };
}

/**
 * One game's records while it is played. Each decision is turned into its
 * line at once (everything but the outcome), so the game's states and views
 * are not kept; `finish` adds each seat's outcome and gives the game's text.
 */
export class GameDecisions {
  private readonly heads: string[] = [];
  private readonly seats: PlayerId[] = [];
  private readonly prefix: string;
  private readonly game: AnyGame;
  private readonly kinds: readonly string[];

  constructor(game: AnyGame, seed: string, rawOptions: unknown, kinds: readonly string[]) {
    this.game = game;
    this.kinds = kinds;
    const data = game.dataFingerprint === undefined ? '' : `,"data":${JSON.stringify(game.dataFingerprint)}`;
    this.prefix = `{"format":"${DECISION_FORMAT}","game":${JSON.stringify(game.id)}${data},"seed":${JSON.stringify(seed)},"options":${JSON.stringify(rawOptions ?? {})}`;
  }

  get count(): number {
    return this.heads.length;
  }

  add(d: DecisionSeen): void {
    const labels = d.legal.map((a) => this.game.describe(a, d.state));
    this.heads.push(
      `${this.prefix},"step":${d.step},"seat":${d.player},"agent":${JSON.stringify(this.kinds[d.player] ?? null)},"view":${JSON.stringify(d.view)},"legal":${JSON.stringify(d.legal)},"labels":${JSON.stringify(labels)},"chosen":${d.index},"outcome":`,
    );
    this.seats.push(d.player);
  }

  /** The game's JSONL text (each line ends with a newline). */
  finish(outcome: Outcome, actions: number): string {
    const bySeat = new Map<PlayerId, string>();
    let text = '';
    for (let i = 0; i < this.heads.length; i++) {
      const seat = this.seats[i];
      let tail = bySeat.get(seat);
      if (tail === undefined) {
        tail = `${JSON.stringify(seatOutcome(outcome, seat, actions))}}\n`;
        bySeat.set(seat, tail);
      }
      text += this.heads[i] + tail;
    }
    return text;
  }
}

/** The export file: game texts appended in the order given; synchronous writes, so nothing queues in memory. */
export class DecisionFile {
  readonly path: string;
  private fd: number | null;
  games = 0;
  decisions = 0;

  constructor(path: string) {
    this.path = path;
    mkdirSync(dirname(path), { recursive: true });
    this.fd = openSync(path, 'w');
  }

  write(gameText: string): void {
    if (this.fd === null) throw new Error(`${this.path}: the export is closed`);
    this.games++;
    if (gameText === '') return;
    writeSync(this.fd, gameText);
    let lines = 0;
    for (let i = gameText.indexOf('\n'); i >= 0; i = gameText.indexOf('\n', i + 1)) lines++;
    this.decisions += lines;
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}
