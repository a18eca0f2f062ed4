/**
 * What a seat sees of the pending decision. The player who owes it sees all
 * of it (its answers). Others see who decides and what kind of decision it
 * is; for the decisions whose contents are private or not yet announced —
 * a resolution's choice (it may show library cards), the cards a player puts
 * on the bottom after a mulligan, the legend rule's choice — nothing more.
 * Combat decisions and trigger ordering show what the table sees.
 */
import type { Decision, Seat } from './engine/state.ts';

const PRIVATE_KINDS: ReadonlySet<Decision['kind']> = new Set(['resolve', 'bottom', 'legend_rule']);

export type SeenDecision = Decision | { kind: Decision['kind']; player: Seat };

export function pendingSeenBy(pending: Decision | null, viewer: Seat | null): SeenDecision | null {
  if (!pending) return null;
  if (viewer === pending.player || !PRIVATE_KINDS.has(pending.kind)) return pending;
  return { kind: pending.kind, player: pending.player };
}
