/**
 * The words of every Dice Duel event, as a player reads them in a log: a
 * typed record with one entry per event type (a new type does not compile
 * without words), seats numbered from 1, statuses, combos and effects in
 * their modules' words, no engine id (rule ids, effect types, buff ids,
 * field ids) anywhere.
 */
import { describeWith, type EventWords } from '@arbiter/core';
import { buffWords } from './defense/buff-kinds/index.ts';
import type { DuelEvent } from './events.ts';
import { statusWords } from './rules/status-kinds/index.ts';
import { outcomeText, ruleName } from './words/card-text.ts';
import {
  boardEntryWords,
  buffEndWords,
  comboWords,
  diceWords,
  dieNumbers,
  expiryWords,
  listWords,
  POLICY_WORDS,
  plural,
  seatWords as seat,
  times,
  USABLE_WORDS,
} from './words/phrases.ts';

/** "seat 2's Stone Skin - Block", "seat 1's rule 2". */
const ruleOf = (e: { seat: number; rule: number; label: string | null }) =>
  `${seat(e.seat)}'s ${ruleName(e.label, e.rule)}`;

/** The pipeline's contributions of a defense, as one clause. */
function contributions(e: Extract<DuelEvent, { type: 'defense-summary' }>): string {
  const parts: string[] = [];
  if (e.flat > 0) parts.push(`reduce by ${e.flat}`);
  if (e.preventHalf > 0) parts.push(e.preventHalf === 1 ? 'halve' : `halve ${times(e.preventHalf)}`);
  if (e.block > 0) parts.push(`block ${e.block}`);
  if (e.reflect > 0) parts.push(`reflect ${e.reflect}`);
  if (e.dealToAttacker > 0) parts.push(`deal ${e.dealToAttacker} back`);
  return parts.length > 0 ? listWords(parts) : 'no protection';
}

export const EVENT_WORDS: EventWords<DuelEvent> = {
  initiative: (e) =>
    `initiative rolls ${e.rolls.map((r) => `${r[0]} against ${r[1]}`).join(', then ')}: ${seat(e.first)} attacks first`,
  'turn-start': (e) => `round ${e.round}, turn ${e.turn}: ${seat(e.seat)} attacks`,
  'turn-end': (e) => `${seat(e.seat)} ends turn ${e.turn}`,
  'offense-roll': (e) => {
    if (e.attempt === 1) return `${seat(e.seat)} rolls ${diceWords(e.dice)}`;
    const kept = e.hold && e.hold.length > 0 ? `, keeping ${dieNumbers(e.hold)}` : ' every die';
    return `${seat(e.seat)} rerolls${kept}: ${diceWords(e.dice)} (roll ${e.attempt})`;
  },
  'no-ability': (e) => `${seat(e.seat)} uses no ability (${diceWords(e.dice)})`,
  attack: (e) => {
    const extra = [
      ...(e.chi > 0 ? [`${e.chi} chi`] : []),
      ...(e.buffBonus > 0 ? [`${e.buffBonus} from a buff`] : []),
    ];
    const sum = extra.length > 0 ? ` (${[String(e.damage), ...extra].join(' + ')})` : '';
    return `${seat(e.seat)} attacks with ${e.label} (${comboWords(e.combo)}): ${e.raw} damage${sum}`;
  },
  ultimate: (e) => `${seat(e.seat)}'s ${e.label} is an ultimate: it cannot be defended`,
  'defense-roll': (e) => `${seat(e.seat)} rolls ${diceWords(e.dice)} to defend`,
  'v1-defense': (e) => {
    const name = boardEntryWords(e.label, e.combo);
    const combo = comboWords(e.combo);
    return `${seat(e.seat)} defends with ${name}${name === combo ? '' : ` (${combo})`} on ${diceWords(e.dice)}`;
  },
  'rule-result': (e) => {
    const after = e.pass > 0 ? ` after reroll ${e.pass}` : '';
    const did = e.results.map((r) => outcomeText(r.effect, r.outcome));
    return `${ruleOf(e)} matches ${times(e.matchCount)}${after}: ${listWords(did)}`;
  },
  'rule-hit': (e) =>
    e.matchedDiceIndexes.length > 0
      ? `${ruleOf(e)} matched ${dieNumbers(e.matchedDiceIndexes)}`
      : `${ruleOf(e)} matched`,
  reroll: (e) => `${ruleOf(e)} rerolls: ${diceWords(e.before)} become ${diceWords(e.after)}`,
  'reroll-detail': (e) =>
    `${seat(e.seat)} rerolls ${dieNumbers(e.indexes)}, chosen as ${POLICY_WORDS[e.policy]}`,
  'reroll-rejected': (e) =>
    `${ruleOf(e)} cannot reroll: the limit of ${plural(e.limit, 'reroll')} a defense is reached`,
  'defense-summary': (e) =>
    e.matched === 0
      ? `${e.hero}'s defense (${e.version}) matches nothing on ${diceWords(e.dice)}`
      : `${e.hero}'s defense (${e.version}) comes to: ${contributions(e)}${e.rerolls > 0 ? `, after ${plural(e.rerolls, 'reroll')}` : ''}`,
  'status-gained': (e) => {
    const status = statusWords(e.status);
    if (e.added === 0) return `${seat(e.seat)} gains no ${status} (already at its cap)`;
    const of = e.added < e.requested ? ` of ${e.requested}` : '';
    const locked = e.usablePhase === 'nextTurn' ? '' : `, ${USABLE_WORDS[e.usablePhase]}`;
    return `${seat(e.seat)} gains ${e.added}${of} ${status} (${e.total} now${locked})`;
  },
  'status-spent': (e) => `${seat(e.seat)} spends ${e.stacks} ${statusWords(e.status)}`,
  'status-tick': (e) =>
    `${seat(e.seat)} takes ${e.damage} damage from ${e.stacks} ${statusWords(e.status)} (HP ${e.hp}, ${e.left} left)`,
  purify: (e) =>
    `${seat(e.seat)} rolls ${e.roll} to purify: ${e.success ? `one ${statusWords(e.status)} bounces back` : 'no effect'}`,
  'cleanse-roll': (e) =>
    `${seat(e.seat)} rolls ${e.roll} to cleanse ${statusWords(e.status)} (needs ${e.needed})`,
  'evasive-roll': (e) =>
    `${seat(e.seat)} rolls ${e.roll} to evade: ${e.negated ? 'the attack is negated' : 'no escape'}`,
  'damage-clamped': (e) =>
    `${seat(e.seat)} blocks more than the damage (${e.block} against ${e.afterPrevent}): none gets through`,
  'integrity-drift': (e) =>
    `integrity drift on ${seat(e.seat)}: ${e.attackBase} − ${e.blocked} blocked − ${e.prevented} prevented = ${e.expected}, but the pipeline gave ${e.final} and HP fell by ${e.hpLost} (expected ${e.expectedHpLost})`,
  damage: (e) =>
    `${e.checkpoints.raw} damage, ${e.checkpoints.final} taken (blocked ${e.blocked}, prevented ${e.prevented}, reflected ${e.reflected}); ${e.hp.map((hp, s) => `${seat(s)} has ${hp} HP`).join(', ')}`,
  'buff-created': (e) =>
    `${seat(e.buff.owner)} gains a buff: ${buffWords(e.buff.kind, e.buff.payload.amount)}${e.buff.stacks > 1 ? ` ×${e.buff.stacks}` : ''}, ${expiryWords(e.buff.expires)}`,
  'buff-stacked': (e) => `${seat(e.owner)}'s buff gains ${plural(e.added, 'stack')} (${e.stacks} now)`,
  'buff-consumed': (e) => `${seat(e.owner)} uses a buff: +${e.bonus}`,
  'buff-expired': (e) => {
    const whose = e.ko === 'both' ? ' (both seats down)' : e.ko === 'owner' ? ' (its owner is down)' : '';
    return `${seat(e.owner)}'s buff ends: ${buffEndWords(e.why)}${whose}${e.unused ? ', never used' : ''}`;
  },
  'game-over': (e) => `game over: ${e.winner === null ? 'a draw' : `${seat(e.winner)} wins`} (${e.reason})`,
};

export const describeEvent = describeWith<DuelEvent>(EVENT_WORDS);
