/**
 * Turn flow: setup, the one mulligan per side, playing a card, passing,
 * drawing and the end of the game. Every check happens before anything
 * changes, so an illegal action leaves the state as it was.
 */
import { createRng, RuleViolation } from '@arbiter/core';
import { playProblem, type QBAction } from './actions.ts';
import { boardFull, colOf, contribute, initialTiles, laneOf, tileIndex } from './board.ts';
import type { Catalog } from './catalog-types.ts';
import { resolveDeck } from './decks.ts';
import { newCtx, releaseCtx } from './engine-context.ts';
import type { QBEvent } from './events.ts';
import type { QBOptions } from './options.ts';
import { powerOf } from './power.ts';
import { destroyBatch, dispatchWatchers, fireAt, settle } from './resolve.ts';
import { scoreBoard } from './scoring.ts';
import { shuffleOn } from './shuffle.ts';
import { type CardInst, newInst, type QBState } from './state.ts';
import type { Side } from './vocabulary.ts';

export const OPENING_HAND = 5;

/** The generator's stream each side's deck is shuffled on. */
const SHUFFLE_STREAM = ['shuffle-0', 'shuffle-1'] as const;

type Emit = ((e: QBEvent) => void) | undefined;

export function setupState(cat: Catalog, options: QBOptions, seed: string): QBState {
  const rng = createRng(seed);
  const decks = [resolveDeck(cat, options.decks[0], rng, 0), resolveDeck(cat, options.decks[1], rng, 1)];
  const s: QBState = {
    rng,
    phase: options.mulligan ? 'mulligan' : 'play',
    turn: 0,
    passes: 0,
    turnsTaken: [0, 0],
    mulliganed: [!options.mulligan, !options.mulligan],
    tiles: initialTiles(),
    cards: [],
    hands: [[], []],
    decks: [[], []],
    destroyed: [[], []],
    deckNames: [decks[0].name, decks[1].name],
    played: [[], []],
    endReason: null,
    moves: 0,
  };
  for (let side: Side = 0; side <= 1; side = (side + 1) as Side) {
    const cards = decks[side].cards;
    const deck = s.decks[side];
    for (let i = 0; i < cards.length; i++) {
      const def = cat.cards[cards[i]];
      const uid = s.cards.length;
      s.cards.push(newInst(uid, def.index, side, def.power, 'deck'));
      deck.push(uid);
    }
    shuffleOn(rng, deck, SHUFFLE_STREAM[side]);
    s.hands[side] = deck.splice(0, OPENING_HAND);
  }
  return s;
}

function drawCard(s: QBState, side: Side, emit: Emit): void {
  const uid = s.decks[side].shift();
  if (uid === undefined) return;
  s.hands[side].push(uid);
  emit?.({ type: 'draw', level: 'verbose', side });
}

function endTurn(s: QBState, cat: Catalog, side: Side, passed: boolean, emit: Emit): void {
  s.turnsTaken[side]++;
  s.passes = passed ? s.passes + 1 : 0;
  if (s.passes >= 2) s.endReason = 'two consecutive passes';
  else if (boardFull(s)) s.endReason = 'the board is full';
  if (s.endReason !== null) {
    s.phase = 'over';
    if (emit) emitScores(s, cat, s.endReason, emit);
    return;
  }
  const next: Side = side === 0 ? 1 : 0;
  s.turn = next;
  if (s.turnsTaken[next] >= 1) drawCard(s, next, emit);
}

/** The end of the game as players read it: each lane's result, then the totals (only when events are kept). */
function emitScores(s: QBState, cat: Catalog, reason: string, emit: (e: QBEvent) => void): void {
  const sheet = scoreBoard(s, cat);
  sheet.lanes.forEach((l, lane) => {
    const points = l.winner === null ? 0 : l.points[l.winner];
    emit({ type: 'lane-scored', lane, power: [l.power[0], l.power[1]], winner: l.winner, points });
  });
  const [a, b] = sheet.total;
  emit({ type: 'game-over', reason, scores: [a, b], winner: a > b ? 0 : b > a ? 1 : null });
}

/** Whether `replace` is a list of distinct uids of the hand (at most the hand's length, so the check stays short). */
function distinctFromHand(replace: unknown, hand: readonly number[]): replace is number[] {
  if (!Array.isArray(replace)) return false;
  for (let i = 0; i < replace.length; i++) {
    const u = replace[i];
    if (!hand.includes(u)) return false;
    for (let j = 0; j < i; j++) if (replace[j] === u) return false;
  }
  return true;
}

function mulligan(s: QBState, side: Side, replace: number[], emit: Emit): void {
  const hand = s.hands[side];
  if (!distinctFromHand(replace, hand)) {
    throw new RuleViolation('bad-mulligan', 'a mulligan replaces distinct cards from your hand');
  }
  // Set the chosen cards aside, draw as many, then shuffle them back into the deck.
  s.hands[side] = hand.filter((u) => !replace.includes(u));
  for (let i = 0; i < replace.length; i++) drawCard(s, side, undefined);
  for (let i = 0; i < replace.length; i++) s.decks[side].push(replace[i]);
  shuffleOn(s.rng, s.decks[side], SHUFFLE_STREAM[side]);
  s.mulliganed[side] = true;
  emit?.({ type: 'mulligan', side, replaced: replace.length });
  // The side still owing its mulligan is named to act; once both have, P1 takes the first turn.
  const other = (1 - side) as Side;
  if (!s.mulliganed[other]) s.turn = other;
  else {
    s.phase = 'play';
    s.turn = 0;
  }
}

/**
 * A play (Decisions): place the card (replacing an ally first for
 * replace_ally cards) -> its pawn projections -> its on_play effect -> other
 * cards' on_card_played watchers -> settle (thresholds, enhance/enfeeble
 * triggers, destruction at power <= 0).
 */
export function playCard(
  s: QBState,
  cat: Catalog,
  side: Side,
  uid: number,
  tile: number,
  emit: Emit,
): CardInst {
  const ctx = newCtx(s, cat, emit);
  const inst = s.cards[uid];
  const def = cat.cards[inst.card];
  const hand = s.hands[side];
  const at = hand.indexOf(uid);
  if (at >= 0) {
    // Out of the hand, the rest in order (no removed-items array, as splice makes).
    for (let i = at; i < hand.length - 1; i++) hand[i] = hand[i + 1];
    hand.pop();
  }
  s.played[side].push(def.id);
  const occupant = s.tiles[tile].card;
  if (def.replacesAlly && occupant >= 0 && s.cards[occupant].side === side) {
    ctx.replacedAllyPower = powerOf(s, cat, occupant);
    emit?.({
      type: 'replace',
      side,
      uid,
      card: def.name,
      replaced: occupant,
      replacedCard: cat.cards[s.cards[occupant].card].name,
      replacedPower: ctx.replacedAllyPower,
    });
    destroyBatch(ctx, [occupant]);
  }
  inst.side = side;
  inst.tile = tile;
  inst.lastPower = inst.basePower;
  s.tiles[tile].card = uid;
  emit?.({ type: 'play', side, uid, card: def.name, lane: laneOf(tile), col: colOf(tile) });
  const pawnTiles = def.pawnTiles[side][tile];
  for (let i = 0; i < pawnTiles.length; i++) contribute(s, pawnTiles[i], uid, side, 1, 0);
  fireAt(ctx, inst, 'placed');
  dispatchWatchers(ctx, 'card-played', uid);
  settle(ctx);
  releaseCtx(ctx);
  return inst;
}

/** Ends the turn after a play made outside applyAction (scenarios' forced plays). */
export function endTurnAfterPlay(s: QBState, cat: Catalog, side: Side, emit: Emit): void {
  endTurn(s, cat, side, false, emit);
}

export function applyAction(s: QBState, cat: Catalog, side: Side, a: QBAction, emit: Emit): QBState {
  if (s.phase === 'over') throw new RuleViolation('game-over', 'the game is over');
  // Before the first turn each side owes its mulligan, in either order; then turns alternate.
  if (s.phase === 'play' && side !== s.turn)
    throw new RuleViolation('not-your-turn', `seat ${side + 1} is not to act`);
  switch (a?.type) {
    case 'mulligan':
      if (s.phase !== 'mulligan') throw new RuleViolation('no-mulligan', 'the mulligan is over');
      // The mulligan rule itself allows one per side, whoever is named to act.
      if (s.mulliganed[side])
        throw new RuleViolation('already-mulliganed', `seat ${side + 1} has already taken its one mulligan`);
      mulligan(s, side, a.replace, emit);
      break;
    case 'play': {
      if (s.phase !== 'play') throw new RuleViolation('mulligan-first', 'decide your mulligan first');
      const problem = playProblem(s, cat, side, a.card, a.lane, a.col);
      if (problem) throw new RuleViolation('illegal-play', problem);
      playCard(s, cat, side, a.card, tileIndex(a.lane, a.col), emit);
      endTurn(s, cat, side, false, emit);
      break;
    }
    case 'pass':
      if (s.phase !== 'play') throw new RuleViolation('mulligan-first', 'decide your mulligan first');
      emit?.({ type: 'pass', side });
      endTurn(s, cat, side, true, emit);
      break;
    default:
      throw new RuleViolation('unknown-action', `unknown action ${JSON.stringify(a)}`);
  }
  s.moves++;
  return s;
}
