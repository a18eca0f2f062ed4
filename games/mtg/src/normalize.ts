/**
 * The game's reading of a loosely written answer (the LLM agent's, a typed
 * one) for the pregame decisions: play or draw ("play", "draw first",
 * `{"play": true}`, …), "keep" / "mulligan" in any of the usual
 * shapes, and the cards to put on the bottom by instance id, card id, name
 * or hand position. The London mulligan's bottom is chosen one card at a
 * time, so a list is cut to its first card (an empty one takes the first
 * choice), and a copy of a card reads as the copy the legal action names. An entry of
 * the action schema (src/action-surface.ts: `{type: 'CAST_SPELL', object,
 * targets, payload}`) reads as the engine action it stands for. Anything else passes
 * through unchanged; the result is still matched against the legal actions.
 */
import { RuleViolation } from '@arbiter/core';
import {
  actionFromSchema,
  SCHEMA_TYPES,
  type SchemaActionType,
  type SchemaPayload,
  type SchemaTarget,
} from './action-surface.ts';
import type { MtgAction } from './engine/rules.ts';
import type { MtgView } from './view.ts';

type HandCard = { id: number; name: string; card: string | null };

const canon = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function mulliganChoice(candidate: Record<string, unknown>): 'keep' | 'mulligan' | null {
  const words: unknown[] = [
    candidate.type,
    candidate.action,
    candidate.decision,
    candidate.choice,
    candidate.answer,
  ];
  for (const w of words) {
    if (typeof w !== 'string') continue;
    const c = canon(w);
    if (c === 'keep' || c === 'keep hand' || c === 'keep_hand') return 'keep';
    if (c === 'mulligan' || c === 'mull') return 'mulligan';
  }
  if (typeof candidate.mulligan === 'boolean') return candidate.mulligan ? 'mulligan' : 'keep';
  if (typeof candidate.keep === 'boolean') return candidate.keep ? 'keep' : 'mulligan';
  return null;
}

function playOrDrawChoice(candidate: Record<string, unknown>): 'play_first' | 'draw_first' | null {
  for (const w of [
    candidate.type,
    candidate.action,
    candidate.decision,
    candidate.choice,
    candidate.answer,
  ]) {
    if (typeof w !== 'string') continue;
    const c = canon(w);
    if (['play', 'play first', 'go first', 'first', 'on the play'].includes(c)) return 'play_first';
    if (['draw', 'draw first', 'go second', 'second', 'on the draw'].includes(c)) return 'draw_first';
  }
  if (typeof candidate.play === 'boolean') return candidate.play ? 'play_first' : 'draw_first';
  if (typeof candidate.play_first === 'boolean') return candidate.play_first ? 'play_first' : 'draw_first';
  return null;
}

function bottomList(candidate: Record<string, unknown>): unknown[] | null {
  for (const k of ['card', 'cards', 'bottom', 'card_ids', 'cardIds', 'ids', 'instance_ids']) {
    const v = candidate[k];
    if (Array.isArray(v)) return v;
    if (typeof v === 'string' || typeof v === 'number') return [v];
  }
  return null;
}

function resolveCard(entry: unknown, hand: HandCard[], taken: Set<number>): number {
  if (typeof entry === 'number') {
    if (hand.some((c) => c.id === entry)) return entry;
    // A small number that is no instance id: a position in the hand (0-based).
    if (Number.isInteger(entry) && entry >= 0 && entry < hand.length) return hand[entry].id;
    throw new RuleViolation('unknown-card', `no card ${entry} in your hand`);
  }
  if (typeof entry === 'string') {
    if (/^\d+$/.test(entry)) return resolveCard(Number(entry), hand, taken);
    const c = canon(entry);
    const named = hand.filter(
      (h) => !taken.has(h.id) && (canon(h.name) === c || (h.card !== null && canon(h.card) === c)),
    );
    if (named.length > 0) return named[0].id;
    throw new RuleViolation('unknown-card', `no '${entry}' in your hand`);
  }
  if (entry && typeof entry === 'object') {
    const o = entry as Record<string, unknown>;
    return resolveCard(o.id ?? o.instance_id ?? o.name ?? o.card_id ?? o.card, hand, taken);
  }
  throw new RuleViolation('unknown-card', `cannot read ${JSON.stringify(entry)} as a card`);
}

export function normalizeMtgAction(candidate: unknown, view: MtgView, legal: readonly MtgAction[]): unknown {
  if (!candidate || typeof candidate !== 'object' || Array.isArray(candidate)) return candidate;
  const c = candidate as Record<string, unknown>;
  // The seed's schema shape (an upper-case type and a payload or an object): its engine action, if it reads as one.
  if (typeof c.type === 'string' && SCHEMA_TYPES.has(c.type) && ('payload' in c || 'object' in c)) {
    try {
      return actionFromSchema({
        type: c.type as SchemaActionType,
        object: typeof c.object === 'number' ? c.object : null,
        targets: Array.isArray(c.targets) ? (c.targets as SchemaTarget[][]) : [],
        payload: c.payload && typeof c.payload === 'object' ? (c.payload as SchemaPayload) : {},
      });
    } catch {
      return candidate;
    }
  }
  if (legal.some((a) => a.type === 'play_first')) {
    const choice = playOrDrawChoice(c);
    return choice ? { type: choice } : candidate;
  }
  if (legal.some((a) => a.type === 'keep')) {
    const choice = mulliganChoice(c);
    return choice ? { type: choice } : candidate;
  }
  const bottoms = legal.filter((a): a is Extract<MtgAction, { type: 'bottom' }> => a.type === 'bottom');
  if (bottoms.length > 0) {
    const list = bottomList(c);
    if (!list) return candidate;
    const seat = view.pending?.player;
    const hand = seat === undefined ? null : view.players[seat].hand;
    if (!Array.isArray(hand)) return candidate;
    // One card at a time: the first card named (a longer list is cut), or the first choice when none is.
    if (list.length === 0) return { type: 'bottom', card: bottoms[0].card };
    const id = resolveCard(list[0], hand, new Set());
    const name = hand.find((h) => h.id === id)?.card;
    // Copies of a card are one choice: the legal action names one of them.
    const same =
      bottoms.find((b) => b.card === id) ??
      bottoms.find((b) => hand.find((h) => h.id === b.card)?.card === name);
    return same ? { type: 'bottom', card: same.card } : candidate;
  }
  return candidate;
}
