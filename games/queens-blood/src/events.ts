/**
 * Every event Queen's Blood emits, as one union the compiler checks, and the
 * text a log panel shows for each. Field order is the order logs and golden
 * playthroughs record.
 */
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
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function describeEvent(e: QBEvent): string {
  switch (e.type) {
    case 'mulligan':
      return e.replaced === 0
        ? `${seat(e.side)} keeps the opening hand`
        : `${seat(e.side)} mulligans ${e.replaced} card${e.replaced === 1 ? '' : 's'}`;
    case 'draw':
      return `${seat(e.side)} draws a card`;
    case 'play':
      return `${seat(e.side)} plays ${e.card} to the ${where(e.lane * 5 + e.col)}`;
    case 'replace':
      return `card #${e.uid} replaces allied card #${e.replaced} (power ${e.replacedPower})`;
    case 'pass':
      return `${seat(e.side)} passes`;
    case 'trigger':
      return `${e.card}: ${e.effect} fires (${e.trigger})`;
    case 'power':
      return `${e.card} ${signed(e.amount)} power (power delta ${signed(e.powerDelta)})`;
    case 'scale':
      return `card #${e.uid} scales ${signed(e.amount)} (scale delta ${signed(e.scaleDelta)})`;
    case 'destroyed':
      return `${seat(e.side)}'s ${e.card} is destroyed (${where(e.tile)})`;
    case 'added-to-hand':
      return `${e.card} is added to ${seat(e.side)}'s hand`;
    case 'spawned':
      return `${e.card} is spawned at the ${where(e.tile)}`;
    case 'game-over':
      return `game over: ${e.reason}`;
  }
}
