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
  | { type: 'replace'; uid: number; replaced: number; replacedPower: number }
  | { type: 'pass'; side: Side }
  | { type: 'trigger'; level: 'verbose'; trigger: string; uid: number; card: string; effect: string }
  | { type: 'power'; level: 'verbose'; uid: number; card: string; amount: number; powerDelta: number }
  | { type: 'scale'; level: 'verbose'; uid: number; amount: number; scaleDelta: number }
  | { type: 'destroyed'; uid: number; card: string; side: Side; tile: number }
  | { type: 'added-to-hand'; side: Side; uid: number; card: string }
  | { type: 'spawned'; uid: number; card: string; tile: number; replacedPawns: number }
  | { type: 'game-over'; reason: string };

export type QBEventType = QBEvent['type'];
export type Emit = ((e: QBEvent) => void) | null;

const seat = (side: number) => (side === 0 ? 'P1' : 'P2');
const LANES = ['top', 'middle', 'bottom'];
const where = (tile: number) => `${LANES[Math.floor(tile / 5)] ?? 'lane ?'} lane, column ${(tile % 5) + 1}`;
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
  play: (e) => `${seat(e.side)} plays ${e.card} to the ${where(e.lane * 5 + e.col)}`,
  replace: (e) => `the card played replaces an allied card of power ${e.replacedPower}`,
  pass: (e) => `${seat(e.side)} passes`,
  trigger: (e) => `${e.card}'s ability takes effect`,
  power: (e) => `${e.card} ${changed(e.amount, 'power')}`,
  scale: (e) => `a card's power ${e.amount >= 0 ? 'grows' : 'shrinks'} by ${Math.abs(e.amount)} as it scales`,
  destroyed: (e) => `${seat(e.side)}'s ${e.card} is destroyed (${where(e.tile)})`,
  'added-to-hand': (e) => `${e.card} is added to ${seat(e.side)}'s hand`,
  spawned: (e) => `${e.card} is spawned at the ${where(e.tile)}`,
  'game-over': (e) => `game over: ${e.reason}`,
};

export const describeEvent = describeWith<QBEvent>(EVENT_WORDS);
