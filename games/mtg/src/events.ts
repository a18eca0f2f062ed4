/**
 * Every event MTG emits, as one union the compiler checks, and the words a
 * log shows for each (a typed record: every type has words). Events are
 * what a player sees change: zone changes (casting, resolving, entering and
 * leaving the battlefield, dying, drawing), life, damage, counters, tapping,
 * mana, triggered abilities put on the stack and resolved, attacks and
 * blocks, turns and steps, mulligans, choices.
 *
 * Visibility: what a seat may not see goes in an event for that seat only
 * (`visibleTo`), beside a public one that says what everyone sees — a card
 * drawn is "player 1 draws a card" for all and "player 1 draws Plains" for
 * player 1. Seats are numbered from 1 in the words; no words hold an id.
 * Field order is the order logs and golden playthroughs record.
 */
import { describeWith, type EventWords } from '@arbiter/core';
import type { Seat, Step_, Zone } from './engine/state.ts';
import { STEP_WORDS } from './words.ts';

export type MtgEvent =
  | { type: 'start'; chooser: Seat; decks: [string, string] }
  | { type: 'first-player'; chooser: Seat; player: Seat }
  | { type: 'mulligan'; player: Seat; mulligans: number }
  | { type: 'keep'; player: Seat; cards: number; bottom: number }
  | { type: 'turn'; turn: number; player: Seat }
  | { type: 'step'; level: 'verbose'; step: Step_; player: Seat }
  /** A pass the engine makes by itself (`autoPass`: nothing else to do) is a detail (`verbose`). */
  | { type: 'pass'; level?: 'verbose'; player: Seat }
  | { type: 'untap'; player: Seat; count: number }
  | { type: 'draw'; player: Seat }
  | { type: 'drawn'; player: Seat; card: string; visibleTo: Seat }
  | { type: 'draw-empty'; player: Seat }
  | { type: 'hidden-move'; player: Seat; from: Zone; to: Zone; where?: 'bottom' }
  | { type: 'card-seen'; player: Seat; card: string; from: Zone; to: Zone; where?: 'bottom'; visibleTo: Seat }
  | { type: 'enter'; player: Seat; card: string; object: number; tapped: boolean; token: boolean }
  | { type: 'dies'; player: Seat; card: string; token: boolean }
  | { type: 'leave'; player: Seat; card: string; to: Zone; token: boolean }
  | { type: 'discard'; player: Seat; card: string }
  | { type: 'move'; player: Seat; card: string; from: Zone; to: Zone }
  | { type: 'shuffle'; player: Seat }
  | { type: 'reveal'; player: Seat; cards: string[] }
  /** A player looks at another's hand (CR 402.3): the public part, and the cards for the looker only. */
  | { type: 'look-hand'; player: Seat; whose: Seat }
  | { type: 'hand-seen'; player: Seat; whose: Seat; cards: string[]; visibleTo: Seat }
  | { type: 'look-library'; player: Seat; whose: Seat; count: number }
  | { type: 'library-seen'; player: Seat; whose: Seat; cards: string[]; visibleTo: Seat }
  | {
      type: 'cast';
      player: Seat;
      card: string;
      object: number;
      targets: string[];
      from: 'hand' | 'graveyard' | 'exile';
      free: boolean;
    }
  | { type: 'activate'; player: Seat; source: string; ability: string; targets: string[] }
  | { type: 'trigger'; player: Seat; source: string; ability: string; targets: string[] }
  | { type: 'trigger-order'; player: Seat; source: string; ability: string }
  | {
      type: 'trigger-removed';
      player: Seat;
      source: string;
      ability: string;
      reason: 'no-targets' | 'condition';
    }
  | { type: 'resolve'; player: Seat; what: string; kind: 'spell' | 'ability' }
  | { type: 'no-effect'; player: Seat; what: string; reason: 'targets-gone' | 'condition' }
  | { type: 'countered'; player: Seat; card: string }
  | { type: 'copy'; player: Seat; what: string; targets: string[] }
  | { type: 'effect'; player: Seat; source: string; text: string }
  | { type: 'life'; player: Seat; amount: number; life: number }
  | { type: 'damage'; source: string; target: string; amount: number; combat: boolean }
  | { type: 'prevented'; source: string; target: string; amount: number }
  | { type: 'counters'; card: string; object: number; kind: string; amount: number; total: number }
  | { type: 'tapped'; player: Seat; card: string; object: number }
  /** A regeneration shield used (CR 701.19a): instead of being destroyed, tapped, damage removed, out of combat. */
  | { type: 'regenerated'; player: Seat; card: string; object: number }
  | { type: 'attach'; card: string; to: string }
  | { type: 'mana'; player: Seat; mana: string; source?: string }
  | { type: 'paid'; player: Seat; cost: string }
  | { type: 'attacker'; player: Seat; card: string; object: number }
  | { type: 'attack'; player: Seat; cards: string[] }
  | { type: 'blocker'; player: Seat; blocker: string; attacker: string }
  | { type: 'blocks'; player: Seat; blocks: number }
  | { type: 'assign'; player: Seat; attacker: string; to: string; amount: number }
  | { type: 'choice'; player: Seat; prompt: string; answer: string }
  | { type: 'choice-made'; player: Seat; prompt: string }
  | { type: 'private-choice'; player: Seat; prompt: string; answer: string; visibleTo: Seat }
  | { type: 'legend'; player: Seat; kept: string }
  | { type: 'game-over'; winner: Seat | null; reason: string };

export type MtgEventType = MtgEvent['type'];

/** "player 1" (seats are numbered from 1 wherever a person reads them). */
export const seat = (p: number) => `player ${p + 1}`;
/** "Player 1", at the start of a sentence. */
export const Seat_ = (p: number) => `Player ${p + 1}`;

const ZONE_WORDS: Record<Zone, string> = {
  library: 'library',
  hand: 'hand',
  battlefield: 'the battlefield',
  graveyard: 'graveyard',
  exile: 'exile',
  stack: 'the stack',
};

/** A player's zone in words: "player 1's graveyard", "exile". */
function zoneOf(p: number, z: Zone): string {
  if (z === 'battlefield' || z === 'stack' || z === 'exile') return ZONE_WORDS[z];
  return `${seat(p)}'s ${ZONE_WORDS[z]}`;
}

const targeting = (targets: readonly string[]) =>
  targets.length === 0 ? '' : ` targeting ${listOf(targets)}`;

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? 'nothing';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;

/**
 * The words of every event, as a player reads them. A new event type does
 * not typecheck until it has words here; none names an engine id.
 */
export const EVENT_WORDS: EventWords<MtgEvent> = {
  start: (e) =>
    `The game begins: ${e.decks[0]} (player 1) against ${e.decks[1]} (player 2); ${seat(e.chooser)} decides who takes the first turn`,
  'first-player': (e) =>
    e.player === e.chooser
      ? `${Seat_(e.chooser)} chooses to play first`
      : `${Seat_(e.chooser)} chooses to draw first: ${seat(e.player)} takes the first turn`,
  mulligan: (e) =>
    `${Seat_(e.player)} takes a mulligan (${e.mulligans} in all) and draws a new hand of seven`,
  keep: (e) =>
    e.bottom === 0
      ? `${Seat_(e.player)} keeps ${cards(e.cards)}`
      : `${Seat_(e.player)} keeps, and puts ${cards(e.bottom)} on the bottom of their library`,
  turn: (e) => `Turn ${e.turn}: ${seat(e.player)}'s turn`,
  step: (e) =>
    `${STEP_WORDS[e.step][0].toUpperCase()}${STEP_WORDS[e.step].slice(1)} (${seat(e.player)}'s turn)`,
  pass: (e) => `${Seat_(e.player)} passes priority`,
  untap: (e) => `${Seat_(e.player)} untaps ${e.count === 1 ? 'a permanent' : `${e.count} permanents`}`,
  draw: (e) => `${Seat_(e.player)} draws a card`,
  drawn: (e) => `${Seat_(e.player)} draws ${e.card}`,
  'draw-empty': (e) => `${Seat_(e.player)} has no card left to draw`,
  'hidden-move': (e) =>
    `${Seat_(e.player)} puts a card from their ${ZONE_WORDS[e.from]} ${e.where === 'bottom' ? 'on the bottom of' : 'into'} their ${ZONE_WORDS[e.to]}`,
  'card-seen': (e) =>
    `${e.card} goes from ${zoneOf(e.player, e.from)} ${e.where === 'bottom' ? 'to the bottom of' : 'to'} ${zoneOf(e.player, e.to)}`,
  enter: (e) =>
    `${e.token ? `A ${e.card}` : e.card} enters the battlefield${e.tapped ? ' tapped' : ''} under ${seat(e.player)}'s control`,
  dies: (e) => `${e.token ? `${seat(e.player)}'s ${e.card}` : e.card} dies`,
  leave: (e) =>
    e.to === 'exile'
      ? `${e.card} is exiled from the battlefield`
      : e.to === 'hand'
        ? `${e.card} returns from the battlefield to its owner's hand`
        : `${e.card} is put from the battlefield into ${e.to === 'graveyard' ? 'its owner’s graveyard' : ZONE_WORDS[e.to]}`,
  discard: (e) => `${Seat_(e.player)} discards ${e.card}`,
  move: (e) => `${e.card} goes from ${zoneOf(e.player, e.from)} to ${zoneOf(e.player, e.to)}`,
  shuffle: (e) => `${Seat_(e.player)} shuffles their library`,
  reveal: (e) => `${Seat_(e.player)} reveals ${listOf(e.cards)}`,
  'look-hand': (e) => `${Seat_(e.player)} looks at ${Seat_(e.whose)}'s hand`,
  'hand-seen': (e) =>
    `${Seat_(e.player)} sees ${Seat_(e.whose)}'s hand: ${e.cards.length ? listOf(e.cards) : 'no cards'}`,
  'look-library': (e) =>
    `${Seat_(e.player)} looks at the top ${e.count === 1 ? 'card' : `${e.count} cards`} of ${Seat_(e.whose)}'s library`,
  'library-seen': (e) => `${Seat_(e.player)} sees ${listOf(e.cards)} on top of ${Seat_(e.whose)}'s library`,
  cast: (e) =>
    `${Seat_(e.player)} casts ${e.card}${e.from === 'graveyard' ? ' from their graveyard' : e.from === 'exile' ? ' from exile' : ''}${
      e.free ? ' without paying its mana cost' : ''
    }${targeting(e.targets)}`,
  activate: (e) => `${Seat_(e.player)} activates ${e.source}: “${e.ability}”${targeting(e.targets)}`,
  trigger: (e) => `${e.source}'s ability triggers: “${e.ability}”${targeting(e.targets)}`,
  'trigger-order': (e) =>
    `${Seat_(e.player)} puts ${e.source}'s triggered ability on the stack next: “${e.ability}”`,
  'trigger-removed': (e) =>
    `${e.source}'s triggered ability is removed: ${e.reason === 'no-targets' ? 'it has no legal target' : 'its condition does not hold'}`,
  resolve: (e) => `${e.what} resolves`,
  'no-effect': (e) =>
    `${e.what} does nothing: ${e.reason === 'targets-gone' ? 'none of its targets is still legal' : 'its condition no longer holds'}`,
  countered: (e) => `${e.card} is countered`,
  copy: (e) => `${Seat_(e.player)} copies ${e.what}${targeting(e.targets)}`,
  effect: (e) => `${e.source}: ${e.text}`,
  life: (e) =>
    `${Seat_(e.player)} ${e.amount >= 0 ? 'gains' : 'loses'} ${Math.abs(e.amount)} life (now ${e.life})`,
  damage: (e) => `${e.source} deals ${e.amount} ${e.combat ? 'combat ' : ''}damage to ${e.target}`,
  prevented: (e) => `${e.amount} combat damage from ${e.source} to ${e.target} is prevented`,
  counters: (e) =>
    `${e.card} gets ${e.amount} ${e.kind} counter${e.amount === 1 ? '' : 's'} (${e.total} on it now)`,
  tapped: (e) => `${Seat_(e.player)} taps ${e.card}`,
  regenerated: (e) => `${e.card} regenerates: it is tapped, its damage is removed and it leaves combat`,
  attach: (e) => `${e.card} is attached to ${e.to}`,
  mana: (e) => `${Seat_(e.player)} adds ${e.mana}${e.source ? ` with ${e.source}` : ''}`,
  paid: (e) => `${Seat_(e.player)} pays ${e.cost}`,
  attacker: (e) => `${Seat_(e.player)} declares ${e.card} as an attacker`,
  attack: (e) =>
    e.cards.length === 0
      ? `${Seat_(e.player)} attacks with nothing`
      : `${Seat_(e.player)} attacks with ${listOf(e.cards)}`,
  blocker: (e) => `${Seat_(e.player)} blocks ${e.attacker} with ${e.blocker}`,
  blocks: (e) =>
    e.blocks === 0
      ? `${Seat_(e.player)} declares no blockers`
      : `${Seat_(e.player)} is done blocking (${e.blocks} blocker${e.blocks === 1 ? '' : 's'})`,
  assign: (e) => `${Seat_(e.player)} assigns ${e.amount} of ${e.attacker}'s damage to ${e.to}`,
  choice: (e) => `${Seat_(e.player)} answers “${e.prompt}”: ${e.answer}`,
  'choice-made': (e) => `${Seat_(e.player)} makes a choice (“${e.prompt}”)`,
  'private-choice': (e) => `${Seat_(e.player)} chooses ${e.answer} (“${e.prompt}”)`,
  legend: (e) => `${Seat_(e.player)} keeps ${e.kept} (legend rule); the others go to the graveyard`,
  'game-over': (e) =>
    e.winner === null ? `The game is a draw: ${e.reason}` : `${Seat_(e.winner)} wins: ${e.reason}`,
};

const eventWords = describeWith<MtgEvent>(EVENT_WORDS);

/** An event in words, as a sentence ("Player 1's Soldier token dies": a line may open with a name or a possessive). */
export function describeEvent(e: MtgEvent): string {
  const said = eventWords(e);
  return said.length === 0 ? said : said[0].toUpperCase() + said.slice(1);
}
