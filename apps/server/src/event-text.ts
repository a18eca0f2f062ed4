/**
 * Readable text for a game's events, for log panels: the game's own
 * `describeEvent` when it has one, otherwise a generic rendering of the
 * event's type and fields ("damage dealt — amount 3, to seat 2").
 */
import type { AnyGame, GameEvent } from '@arbiter/core';

const MAX_TEXT = 200;
/** Fields every event may carry that say nothing to a reader. */
const HIDDEN_FIELDS = new Set(['type', 'level', 'visibleTo']);

/** "damageDealt", "damage_dealt", "damage-dealt" → "damage dealt". */
export function words(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(valueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

function clip(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** The generic rendering: the type in words, then each field as "name value". */
export function genericEventText(event: GameEvent): string {
  const fields = Object.entries(event)
    .filter(([k, v]) => !HIDDEN_FIELDS.has(k) && v !== undefined)
    .map(([k, v]) => `${words(k)} ${valueText(v)}`);
  const head = words(String(event.type));
  return clip(fields.length ? `${head} — ${fields.join(', ')}` : head);
}

/** The game's text for an event, or the generic one when it has none (or its hook fails). */
export function eventText(game: AnyGame, event: GameEvent): string {
  if (game.describeEvent) {
    try {
      const text = game.describeEvent(event);
      if (typeof text === 'string' && text.trim()) return clip(text);
    } catch {
      // A game's text hook must not take the log down: fall back to the generic text.
    }
  }
  return genericEventText(event);
}
