/**
 * Which of a resolution's questions are private: those whose answers name
 * cards only the deciding player may see (the top of their library, a
 * search, scry, an order in their library) — the step that asks says so.
 * Their answers are "a choice" to everyone else, in the logs (`describe`)
 * and the events.
 */
import type { Decision } from './state.ts';

export function privateDecision(d: Extract<Decision, { kind: 'resolve' }>): boolean {
  return d.private === true;
}
