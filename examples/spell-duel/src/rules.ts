/**
 * The rules: whose turn it is, what they may do, and what an action does.
 * A turn is one action: play a card from hand (its effects run in order, it
 * goes face up to the played row, then the player draws one) or pass (draw
 * one). A seat at 0 health loses; after TURN_LIMIT turns the healthier seat
 * wins, equal health is a draw.
 */
import { type ApplyContext, type Outcome, RuleViolation } from '@arbiter/core';
import type { Catalog } from './data.ts';
import { type DuelAction, type DuelEvent, type DuelState, drawCards, TURN_LIMIT } from './state.ts';

export function outcomeOf(s: DuelState): Outcome | null {
  const [a, b] = s.health;
  if (a === 0 || b === 0) {
    if (a === b) return { winner: null, draw: true, scores: [a, b], reason: 'both at 0 health' };
    return { winner: a === 0 ? 1 : 0, draw: false, scores: [a, b], reason: 'opponent at 0 health' };
  }
  if (s.turnsTaken < TURN_LIMIT) return null;
  if (a === b) return { winner: null, draw: true, scores: [a, b], reason: 'turn limit, equal health' };
  return { winner: a > b ? 0 : 1, draw: false, scores: [a, b], reason: 'turn limit, more health' };
}

/** Each distinct card in hand once (in hand order), then pass. */
export function legalActionsOf(s: DuelState, player: number): DuelAction[] {
  if (outcomeOf(s) || player !== s.turn) return [];
  const seen = new Set<string>();
  const actions: DuelAction[] = [];
  for (const card of s.hands[player]) {
    if (seen.has(card)) continue;
    seen.add(card);
    actions.push({ type: 'play', card });
  }
  actions.push({ type: 'pass' });
  return actions;
}

/** Checks everything first, so a refused action changes nothing. */
export function applyAction(
  catalog: Catalog,
  s: DuelState,
  player: number,
  action: DuelAction,
  ctx?: ApplyContext<DuelEvent>,
): DuelState {
  if (outcomeOf(s)) throw new RuleViolation('game-over', 'the game is over');
  if (player !== s.turn) throw new RuleViolation('not-your-turn', `seat ${player} is not to act`);
  const emit = ctx?.emit;
  if (action.type === 'play') {
    const at = s.hands[player].indexOf(action.card);
    if (at < 0) throw new RuleViolation('not-in-hand', `${action.card} is not in seat ${player}'s hand`);
    const card = catalog.cards.get(action.card);
    if (!card) throw new RuleViolation('unknown-card', `no card '${action.card}'`);
    s.hands[player].splice(at, 1);
    s.played[player].push(card.id);
    emit?.({ type: 'played', player, card: card.id });
    for (const effect of card.effects) effect.operation.run?.(s, effect.params, { player, emit });
  } else if (action.type === 'pass') {
    emit?.({ type: 'passed', player });
  } else {
    throw new RuleViolation('unknown-action', `unknown action type '${(action as { type: string }).type}'`);
  }
  const drawn = drawCards(s, player, 1);
  emit?.({ type: 'drew', player, count: drawn.length });
  s.turnsTaken++;
  s.turn = 1 - player;
  return s;
}
