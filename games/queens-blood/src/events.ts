/**
 * Every event Queen's Blood emits, as one union the compiler checks, and the
 * words a log panel shows for each (a typed record: every type has words). Field order is the order logs and golden
 * playthroughs record.
 */
import { describeWith, type EventWords } from '@arbiter/core';
import type { Side } from './vocabulary.ts';

export type QBEvent =
  | { type: 'mulligan'; side: Side; replaced: number }
  | { type: 'draw'; level: 'verbose'; side: Side }
  | { type: 'play'; side: Side; uid: number; card: string; lane: number; col: number }
  | {
      type: 'replace';
      side: Side;
      uid: number;
      card: string;
      replaced: number;
      replacedCard: string;
      replacedPower: number;
    }
  | { type: 'pass'; side: Side }
  | { type: 'trigger'; level: 'verbose'; trigger: string; uid: number; card: string; effect: string }
  | { type: 'power'; level: 'verbose'; uid: number; card: string; amount: number; powerDelta: number }
  | { type: 'scale'; level: 'verbose'; uid: number; card: string; amount: number; scaleDelta: number }
  /** A card's ability changed pawn ranks beyond its own pawn projection (modify_tile_ranks, expand_positions). */
  | { type: 'ranks'; side: Side; uid: number; card: string; tiles: number }
  | { type: 'destroyed'; uid: number; card: string; side: Side; tile: number }
  | { type: 'added-to-hand'; side: Side; uid: number; card: string }
  | { type: 'spawned'; side: Side; uid: number; card: string; tile: number; replacedPawns: number }
  /** One lane's result when the game ends (top, middle, bottom in turn): powers, winner, points after bonuses. */
  | { type: 'lane-scored'; lane: number; power: [number, number]; winner: Side | null; points: number }
  | { type: 'game-over'; reason: string; scores: [number, number]; winner: Side | null };

export type QBEventType = QBEvent['type'];
export type Emit = ((e: QBEvent) => void) | null;

const seat = (side: number) => (side === 0 ? 'P1' : 'P2');
const LANES = ['top', 'middle', 'bottom'];
/** "the top lane, column 2": a tile as players name it (events and action descriptions). */
export const tileWords = (tile: number) =>
  `the ${LANES[Math.floor(tile / 5)] ?? 'unknown'} lane, column ${(tile % 5) + 1}`;
const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;
const changed = (amount: number, what: string) =>
  amount >= 0 ? `gains ${amount} ${what}` : `loses ${-amount} ${what}`;

/**
 * The words of every event, as a player reads them (seats are P1 and P2, as
 * on the board). A new event type does not typecheck until it has words
 * here; none names an engine id (effect ids, trigger ids, card uids).
 */
export const EVENT_WORDS: EventWords<QBEvent> = {
  mulligan: (e) =>
    e.replaced === 0
      ? `${seat(e.side)} keeps the opening hand`
      : `${seat(e.side)} mulligans ${cards(e.replaced)}`,
  draw: (e) => `${seat(e.side)} draws a card`,
  play: (e) => `${seat(e.side)} plays ${e.card} to ${tileWords(e.lane * 5 + e.col)}`,
  replace: (e) => `${seat(e.side)}'s ${e.card} replaces their ${e.replacedCard} (power ${e.replacedPower})`,
  pass: (e) => `${seat(e.side)} passes`,
  trigger: (e) => `${e.card}'s ability takes effect`,
  power: (e) => `${e.card} ${changed(e.amount, 'power')}`,
  scale: (e) => `${e.card} ${changed(e.amount, 'power')} as it scales`,
  ranks: (e) =>
    `${seat(e.side)}'s ${e.card} raises the pawn ranks of ${e.tiles === 1 ? '1 tile' : `${e.tiles} tiles`}`,
  destroyed: (e) => `${seat(e.side)}'s ${e.card} is destroyed (${tileWords(e.tile)})`,
  'added-to-hand': (e) => `${e.card} is added to ${seat(e.side)}'s hand`,
  spawned: (e) => `${seat(e.side)}'s ${e.card} is spawned at ${tileWords(e.tile)}`,
  'lane-scored': (e) => {
    const lane = `${LANES[e.lane] ?? 'a'} lane`;
    if (e.winner === null) return `${lane}: tied at ${e.power[0]}, no points`;
    const beaten = e.power[e.winner === 0 ? 1 : 0];
    return `${lane}: ${seat(e.winner)} wins ${e.power[e.winner]} to ${beaten}, ${e.points === 1 ? '1 point' : `${e.points} points`}`;
  },
  'game-over': (e) => {
    if (e.winner === null) return `game over (${e.reason}): a draw at ${e.scores[0]} points each`;
    const beaten = e.scores[e.winner === 0 ? 1 : 0];
    return `game over (${e.reason}): ${seat(e.winner)} wins ${e.scores[e.winner]} points to ${beaten}`;
  },
};

export const describeEvent = describeWith<QBEvent>(EVENT_WORDS);
