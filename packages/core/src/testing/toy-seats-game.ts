/**
 * A tiny game for 1 to 5 players, to test that every surface sizes things by
 * the match's seat count (`seats(options)`) rather than a fixed `players`.
 * Seats take turns adding 1 or 2 to their own total; after `rounds` turns
 * each, the highest total wins (ties: the lowest seat). Nothing is hidden.
 */
import { z } from 'zod';
import { RuleViolation } from '../errors.ts';
import { describeWith, type EventWords } from '../events.ts';
import type { GameModule, GameReport, GameTypes, Outcome, PlayerId } from '../game.ts';
import { seatName } from '../seats.ts';

export interface ToySeatsState {
  seats: number;
  rounds: number;
  totals: number[];
  turn: number;
  played: number;
}
export type ToySeatsAction = { type: 'add'; n: 1 | 2 };
const optionsSchema = z.object({
  players: z.number().int().min(1).max(5).default(2),
  rounds: z.number().int().min(1).max(10).default(2),
});
type ToySeatsOptions = z.infer<typeof optionsSchema>;

export interface ToySeatsTypes extends GameTypes {
  state: ToySeatsState;
  action: ToySeatsAction;
  view: ToySeatsState;
  options: ToySeatsOptions;
  event: ToySeatsEvent;
  report: GameReport;
}

export type ToySeatsEvent = { type: 'added'; player: PlayerId; n: number; total: number };

const words: EventWords<ToySeatsEvent> = {
  added: (e) => `${seatName(e.player)} adds ${e.n}, for ${e.total}`,
};

const over = (s: ToySeatsState) => s.played >= s.seats * s.rounds;

export const toySeatsGame: GameModule<ToySeatsTypes> = {
  id: 'toy-seats',
  name: 'Toy Seats',
  description: 'Add 1 or 2 to your total; for 1 to 5 players (kernel tests).',
  players: 2,
  seatRange: [1, 5],
  seats: (options) => options.players,
  optionsSchema,
  setup(options) {
    return {
      seats: options.players,
      rounds: options.rounds,
      totals: Array(options.players).fill(0),
      turn: 0,
      played: 0,
    };
  },
  toAct: (s) => (over(s) ? [] : [s.turn]),
  legalActions: (s, p) =>
    over(s) || p !== s.turn
      ? []
      : [
          { type: 'add', n: 1 },
          { type: 'add', n: 2 },
        ],
  apply(s, p, a, ctx) {
    if (over(s) || p !== s.turn) throw new RuleViolation('not-your-turn', `seat ${p} is not to act`);
    if (a.type !== 'add' || (a.n !== 1 && a.n !== 2)) throw new RuleViolation('illegal', 'add 1 or 2');
    s.totals[p] += a.n;
    ctx?.emit?.({ type: 'added', player: p, n: a.n, total: s.totals[p] });
    s.played++;
    s.turn = (s.turn + 1) % s.seats;
    return s;
  },
  view: (s) => ({ ...s, totals: [...s.totals] }),
  outcome(s): Outcome | null {
    if (!over(s)) return null;
    const best = Math.max(...s.totals);
    return { winner: s.totals.indexOf(best), draw: false, scores: [...s.totals], reason: 'highest total' };
  },
  describe: (a) => `add ${a.n}`,
  describeEvent: describeWith(words),
  clone: (s) => ({ ...s, totals: [...s.totals] }),
  evaluate: (s, p) => (p < s.seats ? (s.totals[p] - Math.max(...s.totals)) / 20 : 0),
};
