/**
 * How many seats a match has. Most games seat a fixed number (`players`); a
 * game for 1 to 5 players defines `seats(options)` (and `seatRange`), and
 * every surface that sizes anything by seat (a match, the conformance suite,
 * playthroughs, sim tallies, the CLI, the server and lobby) asks here. The
 * raw option that sets the count is `players` by convention, so `--players N`
 * and a lobby's seat count reach any such game the same way.
 */
import { type GameModule, type GameTypes, parseOptions } from './game.ts';

/** The option key surfaces set for the number of seats (`--players N`). */
export const PLAYERS_OPTION = 'players';

/** Seats in a match with these parsed options. */
export function seatCount<T extends GameTypes>(game: GameModule<T>, options: T['options']): number {
  const n = game.seats ? game.seats(options) : game.players;
  if (!Number.isInteger(n) || n < 1) throw new Error(`${game.id}: seats() gave ${n}, not a whole number ≥ 1`);
  return n;
}

/** Seats in a match with these raw (unparsed) options. */
export function seatCountOf<T extends GameTypes>(game: GameModule<T>, rawOptions: unknown): number {
  return seatCount(game, parseOptions(game, rawOptions));
}

/** The smallest and largest seat counts a game accepts; [players, players] for a fixed-seat game. */
export function seatRange<T extends GameTypes>(game: GameModule<T>): readonly [number, number] {
  return game.seatRange ?? [game.players, game.players];
}

/**
 * Raw options with the seat count set: `players: n` for a game with a
 * variable seat count; for a fixed-seat game `n` must be its count (and the
 * options are returned unchanged). Throws a readable Error otherwise.
 */
export function withSeatCount<T extends GameTypes>(
  game: GameModule<T>,
  rawOptions: Record<string, unknown>,
  n: number,
): Record<string, unknown> {
  const [min, max] = seatRange(game);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(
      min === max
        ? `${game.id} is for ${min} players, not ${n}`
        : `${game.id} is for ${min} to ${max} players, not ${n}`,
    );
  }
  if (!game.seats) return rawOptions;
  return { ...rawOptions, [PLAYERS_OPTION]: n };
}

/**
 * A seat as a person reads it: numbered from 1 ("seat 1" for seat 0), on
 * every surface a person reads (terminal, reports, prompts, logs). Data
 * formats (logs, actions, views, scenario files) keep seats 0-based.
 */
export function seatName(seat: number): string {
  return `seat ${seat + 1}`;
}
