/**
 * Every event a Dice Duel match emits, as one union on `type` (the compiler
 * checks each emit against it), and the text a log panel shows for each
 * (`describeEvent`). `level: 'verbose'` events are detail the compact (report)
 * form leaves out.
 */
import type { ApplyContext } from '@arbiter/core';
import type { UsablePhase } from './data/defense-card-schema.ts';
import type { Combo } from './data/hero-schema.ts';
import type { EffectOutcome, RuleHit } from './defense/resolution.ts';
import type { AttackRecord, PendingBuff, Seat } from './state.ts';

/** An interface's fields as a plain object type (events are plain JSON records). */
type Fields<T> = { [K in keyof T]: T[K] };

export type DuelEvent =
  | { type: 'initiative'; rolls: [number, number][]; first: Seat }
  | { type: 'turn-start'; seat: Seat; round: number; turn: number }
  | { type: 'turn-end'; seat: Seat; turn: number }
  | { type: 'offense-roll'; seat: Seat; attempt: number; hold?: number[]; dice: number[] }
  | { type: 'no-ability'; seat: Seat; dice: number[] }
  | {
      type: 'attack';
      seat: Seat;
      combo: Combo;
      label: string;
      damage: number;
      chi: number;
      buffBonus: number;
      raw: number;
    }
  | { type: 'ultimate'; seat: Seat; label: string }
  | { type: 'defense-roll'; seat: Seat; version: 'v2'; dice: number[]; fieldsHash: string | null }
  | { type: 'v1-defense'; seat: Seat; combo: Combo; label: string; dice: number[] }
  | {
      type: 'rule-result';
      seat: Seat;
      ruleId: string;
      label: string;
      pass: number;
      matchCount: number;
      effects: EffectOutcome[];
    }
  | ({ type: 'rule-hit'; level: 'verbose'; seat: Seat } & Fields<RuleHit>)
  | { type: 'reroll'; seat: Seat; ruleId: string; before: number[]; after: number[] }
  | { type: 'reroll-detail'; level: 'verbose'; seat: Seat; ruleId: string; policy: string; indexes: number[] }
  | { type: 'reroll-rejected'; seat: Seat; ruleId: string; reason: string }
  | { type: 'defense-summary'; seat: Seat; text: string }
  | {
      type: 'status-gained';
      seat: Seat;
      status: string;
      requested: number;
      added: number;
      total: number;
      usablePhase: UsablePhase;
      source: string;
    }
  | { type: 'status-spent'; seat: Seat; status: string; stacks: number }
  | {
      type: 'status-tick';
      seat: Seat;
      status: string;
      stacks: number;
      damage: number;
      hp: number;
      left: number;
    }
  | { type: 'purify'; seat: Seat; roll: number; success: boolean; status: string }
  | { type: 'cleanse-roll'; seat: Seat; status: string; roll: number; needed: number }
  | { type: 'evasive-roll'; seat: Seat; roll: number; negated: boolean }
  | { type: 'damage-clamped'; seat: Seat; afterPrevent: number; block: number }
  | {
      type: 'integrity-drift';
      seat: Seat;
      attackBase: number;
      blocked: number;
      prevented: number;
      expected: number;
      final: number;
      hpLost: number;
      expectedHpLost: number;
    }
  | ({ type: 'damage'; hp: number[] } & Fields<AttackRecord>)
  | { type: 'buff-created'; buff: Fields<PendingBuff> }
  | { type: 'buff-stacked'; id: string; owner: Seat; kind: string; added: number; stacks: number }
  | { type: 'buff-consumed'; id: string; owner: Seat; kind: string; bonus: number }
  | {
      type: 'buff-expired';
      id: string;
      owner: Seat;
      kind: string;
      why: string;
      /** At a KO: whose. */
      ko?: 'owner' | 'opponent' | 'both';
      unused: boolean;
    }
  | { type: 'game-over'; winner: Seat | null; reason: string; doubleKo: boolean; hp: number[] };

export type DuelEventType = DuelEvent['type'];

/** Where Dice Duel's rules send their events. */
export type DuelContext = ApplyContext<DuelEvent>;

const seatName = (seat: Seat) => `seat ${seat + 1}`;

/** One line of a log panel per event. */
export function describeEvent(e: DuelEvent): string {
  switch (e.type) {
    case 'initiative':
      return `initiative ${e.rolls.map((r) => r.join('–')).join(', ')}: ${seatName(e.first)} attacks first`;
    case 'turn-start':
      return `round ${e.round}, turn ${e.turn}: ${seatName(e.seat)} attacks`;
    case 'turn-end':
      return `${seatName(e.seat)} ends turn ${e.turn}`;
    case 'offense-roll':
      return `${seatName(e.seat)} roll ${e.attempt}: ${e.dice.join(' ')}${e.hold && e.hold.length > 0 ? ` (kept dice ${e.hold.map((i) => i + 1).join(',')})` : ''}`;
    case 'no-ability':
      return `${seatName(e.seat)} uses no ability (${e.dice.join(' ')})`;
    case 'attack':
      return `${seatName(e.seat)} attacks with ${e.label} (${e.combo}): ${e.raw} damage (${e.damage}${e.chi > 0 ? ` + ${e.chi} chi` : ''}${e.buffBonus > 0 ? ` + ${e.buffBonus} buff` : ''})`;
    case 'ultimate':
      return `${seatName(e.seat)}'s ${e.label} is an ultimate: it cannot be defended`;
    case 'defense-roll':
      return `${seatName(e.seat)} defense roll: ${e.dice.join(' ')}`;
    case 'v1-defense':
      return `${seatName(e.seat)} defends with ${e.label} (${e.combo}) on ${e.dice.join(' ')}`;
    case 'rule-result':
      return `${seatName(e.seat)} rule ${e.label} ×${e.matchCount}${e.pass > 0 ? ` (pass ${e.pass})` : ''}: ${e.effects
        .map((x) => (x.ok ? `${x.type} ${x.value ?? ''}`.trim() : `${x.type} rejected (${x.reason})`))
        .join(', ')}`;
    case 'rule-hit':
      return `${seatName(e.seat)} rule ${e.label} matched dice ${e.matchedDiceIndexes.map((i) => i + 1).join(',')}`;
    case 'reroll':
      return `${seatName(e.seat)} rerolls for ${e.ruleId}: ${e.before.join(' ')} → ${e.after.join(' ')}`;
    case 'reroll-detail':
      return `${seatName(e.seat)} reroll by ${e.policy}: dice ${e.indexes.map((i) => i + 1).join(',')}`;
    case 'reroll-rejected':
      return `${seatName(e.seat)} reroll for ${e.ruleId} refused: ${e.reason}`;
    case 'defense-summary':
      return e.text;
    case 'status-gained':
      return `${seatName(e.seat)} gains ${e.added} ${e.status} (of ${e.requested}, from ${e.source}): ${e.total} now`;
    case 'status-spent':
      return `${seatName(e.seat)} spends ${e.stacks} ${e.status}`;
    case 'status-tick':
      return `${seatName(e.seat)} takes ${e.damage} from ${e.stacks} ${e.status} (HP ${e.hp}, ${e.left} left)`;
    case 'purify':
      return `${seatName(e.seat)} purify roll ${e.roll}: ${e.success ? `one ${e.status} bounces back` : 'no effect'}`;
    case 'cleanse-roll':
      return `${seatName(e.seat)} cleanse roll ${e.roll} for ${e.status} (needs ${e.needed})`;
    case 'evasive-roll':
      return `${seatName(e.seat)} evasive roll ${e.roll}: ${e.negated ? 'the attack is negated' : 'no escape'}`;
    case 'damage-clamped':
      return `${seatName(e.seat)} blocks more than the damage (${e.block} against ${e.afterPrevent}): floored at 0`;
    case 'integrity-drift':
      return `integrity drift on ${seatName(e.seat)}: ${e.attackBase} − ${e.blocked} blocked − ${e.prevented} prevented = ${e.expected}, but the pipeline gave ${e.final} and HP fell by ${e.hpLost} (expected ${e.expectedHpLost})`;
    case 'damage':
      return `Damage ${e.checkpoints.raw} raw → ${e.checkpoints.final} taken (blocked ${e.blocked}, prevented ${e.prevented}, reflected ${e.reflected}); HP ${e.hp.join(' / ')}`;
    case 'buff-created':
      return `${seatName(e.buff.owner)} gains buff ${e.buff.kind} ×${e.buff.stacks} (${e.buff.payload.source})`;
    case 'buff-stacked':
      return `${seatName(e.owner)} buff ${e.kind} +${e.added}: ×${e.stacks}`;
    case 'buff-consumed':
      return `${seatName(e.owner)} uses buff ${e.kind}: +${e.bonus}`;
    case 'buff-expired':
      return `${seatName(e.owner)} buff ${e.kind} expires (${e.why}${e.ko ? ` of the ${e.ko === 'both' ? 'both seats' : e.ko}` : ''}${e.unused ? ', unused' : ''})`;
    case 'game-over':
      return `game over: ${e.winner === null ? 'draw' : `${seatName(e.winner)} wins`} (${e.reason})`;
  }
}
