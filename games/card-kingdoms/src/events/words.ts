/**
 * The words of every event, as a player reads them (a typed record: a new
 * event type does not typecheck until it has words here). Seats are
 * numbered from 1; no engine id reaches these sentences (a granted key is
 * worded by its module).
 */
import { describeWith, type EventWords } from '@arbiter/core';
import { legsWords, WORDS } from '../effects/words.ts';
import {
  type Delta,
  deltaEmpty,
  deltaWords,
  listWords,
  SeatName,
  seatName,
  timesWords,
} from '../words/phrasing.ts';
import type { CkEvent } from './events.ts';

const by = (source: string) => ` (${source})`;

/** `gains 2 gold`, `pays 1 gold and gains 2 magic`, `gains nothing`. */
function change(d: Delta): string {
  const paid = deltaWords(d, -1);
  const gained = deltaWords(d, 1);
  if (paid && gained) return `pays ${paid} and gains ${gained}`;
  if (paid) return `pays ${paid}`;
  if (gained) return `gains ${gained}`;
  return 'gains nothing';
}

const paidFor = (d: Delta) => (deltaEmpty(d) ? 'nothing' : deltaWords(d));

const cardsWords = (cards: { card: string; times: number }[]) =>
  listWords(cards.map((c) => `${c.card}${timesWords(c.times)}`));

export const EVENT_WORDS: EventWords<CkEvent> = {
  'dukes-dealt': (e) => `${SeatName(e.player)} is dealt the dukes ${listWords(e.dukes)}`,
  'relic-dealt': (e) => `${SeatName(e.player)} is dealt the relic ${e.relic}`,
  'duke-kept': (e) => `${SeatName(e.player)} keeps a duke in secret`,
  'duke-chosen': (e) => `${SeatName(e.player)} keeps ${e.duke}`,
  turn: (e) => `Round ${e.round}, turn ${e.turn}: ${seatName(e.player)} plays`,
  rolled: (e) => `${SeatName(e.player)} rolls ${e.dice[0]} and ${e.dice[1]}`,
  'die-set': (e) =>
    `${SeatName(e.player)} sets die ${e.die + 1} to ${e.to} with ${e.domain}${deltaEmpty(e.paid) ? '' : `, paying ${deltaWords(e.paid)}`}`,
  rerolled: (e) =>
    `${SeatName(e.player)} rolls again with ${e.domain}${deltaEmpty(e.paid) ? '' : `, paying ${deltaWords(e.paid)}`}: ${e.dice[0]} and ${e.dice[1]}`,
  harvest: (e) =>
    deltaEmpty(e.gained)
      ? `${SeatName(e.player)}'s ${cardsWords(e.cards)} ${e.cards.length === 1 && e.cards[0].times === 1 ? 'activates' : 'activate'}`
      : `${SeatName(e.player)} harvests ${deltaWords(e.gained)} from ${cardsWords(e.cards)}`,
  'harvest-empty': (e) => `No citizen activates on ${e.dice[0]} and ${e.dice[1]}`,
  took: (e) => `${SeatName(e.player)} takes ${deltaWords(e.gained)}`,
  hired: (e) => `${SeatName(e.player)} hires ${e.card} for ${paidFor(e.paid)}`,
  slain: (e) =>
    `${SeatName(e.player)} slays ${e.card} (${e.area}) for ${paidFor(e.paid)}, worth ${e.vp} VP${deltaEmpty(e.reward) ? '' : `, and gains ${deltaWords(e.reward)}`}`,
  built: (e) => `${SeatName(e.player)} builds ${e.card} for ${paidFor(e.paid)}, worth ${e.vp} VP`,
  revealed: (e) => `${e.card} is now on top of domain stack ${e.stack + 1}`,
  'relic-used': (e) => `${SeatName(e.player)} uses ${e.relic}`,
  gained: (e) => `${SeatName(e.player)} ${change(e.delta)}${by(e.source)}`,
  lost: (e) => `${SeatName(e.player)} loses ${paidFor(e.delta)}${by(e.source)}`,
  declined: (e) => `${SeatName(e.player)} declines${by(e.source)}`,
  chose: (e) => `${SeatName(e.player)} chooses “${legsWords(e.option.legs)}”${by(e.source)}`,
  'took-citizen': (e) => `${SeatName(e.player)} takes ${e.card} from the centre${by(e.source)}`,
  'took-domain': (e) => `${SeatName(e.player)} takes ${e.card} from the centre${by(e.source)}`,
  stole: (e) => `${SeatName(e.player)} takes ${paidFor(e.delta)} from ${seatName(e.victim)}${by(e.source)}`,
  'paid-player': (e) => `${SeatName(e.player)} pays ${paidFor(e.delta)} to ${seatName(e.to)}${by(e.source)}`,
  returned: (e) => `${SeatName(e.player)} returns ${e.card} to ${e.to}${by(e.source)}`,
  'took-card': (e) =>
    `${SeatName(e.player)} takes ${e.card} from ${seatName(e.victim)}${e.random ? ' at random' : ''}${by(e.source)}`,
  banished: (e) =>
    e.owner === null
      ? `${SeatName(e.player)} banishes ${e.card} from the centre${by(e.source)}`
      : e.owner === e.player
        ? `${SeatName(e.player)} banishes their ${e.card}${by(e.source)}`
        : `${SeatName(e.player)} banishes ${seatName(e.owner)}'s ${e.card}${by(e.source)}`,
  flipped: (e) =>
    e.owner === e.player
      ? `${SeatName(e.player)} flips their ${e.card} face down${by(e.source)}`
      : `${SeatName(e.player)} flips ${seatName(e.owner)}'s ${e.card} face down${by(e.source)}`,
  'cost-raised': (e) =>
    `${SeatName(e.player)} adds ${paidFor(e.added)} to the cost of ${e.monster}${by(e.source)}`,
  'event-cost': (e) => `${e.card} now costs ${paidFor(e.added)} more to slay`,
  pooled: (e) =>
    deltaEmpty(e.delta)
      ? `${SeatName(e.player)} has no gold to put on ${e.card}`
      : `${SeatName(e.player)} puts ${deltaWords(e.delta)} on ${e.card}`,
  blockade: (e) =>
    `No one may hire citizens numbered ${listWords(e.rolls.map(String), 'or')} this turn${by(e.source)}`,
  'stack-placed': (e) => `A stack of ${e.cards} ${e.card} joins the citizens${by(e.source)}`,
  'monster-placed': (e) => `${SeatName(e.player)} places ${e.monster} on the ${e.area}${by(e.source)}`,
  granted: (e) => `For the rest of the game, ${WORDS.key(e.key)}${by(e.source)}`,
  'action-gained': (e) =>
    `${SeatName(e.player)} gains an action${deltaEmpty(e.paid) ? '' : `, paying ${deltaWords(e.paid)}`}${by(e.source)}`,
  goods: (e) => `${SeatName(e.player)} takes ${e.n} goods${by(e.source)}`,
  'noble-rescued': (e) => `${SeatName(e.player)} rescues ${e.noble}${by(e.source)}`,
  sailed: (e) => `${SeatName(e.player)} sails: pays 1 map and takes 1 goods${by(e.source)}`,
  'tomes-refreshed': (e) => `${SeatName(e.player)} turns their tomes face up${by(e.source)}`,
  ending: (e) => `The game ends at the end of this round: ${e.reason}`,
  'game-over': (e) => `The game is over: ${e.reason}`,
  scored: (e) => {
    const parts = [
      `${e.tokens} from tokens`,
      `${e.monsters} from monsters`,
      `${e.domains} from domains`,
      e.duke === null ? 'no duke' : `${e.dukeVp} from ${e.duke}`,
      ...(e.nobles > 0 ? [`${e.nobles} from nobles`] : []),
    ];
    return `${SeatName(e.player)} scores ${e.total} VP: ${listWords(parts)}`;
  },
  result: (e) =>
    e.winners.length > 1
      ? `${listWords(e.winners.map(SeatName))} share the win with ${e.vp} VP`
      : `${SeatName(e.winners[0])} wins with ${e.vp} VP${e.tieBreak ? ', on the larger tableau' : ''}`,
};

export const describeEvent = describeWith<CkEvent>(EVENT_WORDS);
