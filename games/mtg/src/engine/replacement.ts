/**
 * Replacement and prevention effects (CR 614, 615) as one layer. An event
 * that may be replaced is described as data before it happens and offered to
 * the replacement registry (src/vocabulary/replacements); each applicable
 * replacement changes it once (CR 614.5), and the engine carries out what
 * comes back.
 *
 * The pool's replacements, each named by the card data: `flashback_exile`
 * (a `flashback` cost, CR 702.34a), `exile_instead_of_graveyard` (Diluvian
 * Primordial's `exileInstead`, CR 614.1a), `prevent_combat_damage` (Fog
 * Bank's rule flag, CR 615.1a); for Sixth Edition, `dies_to_library_top`
 * (Gravebane Zombie's rule flag, CR 614.1a, on the `dies` event moveTo
 * offers; the only one on that event). No other oracle sentence in the pool
 * replaces an event ("instead" in Ram Through and Precognitive Perception
 * chooses between the spell's own effects, CR 614.1 does not apply; no card
 * enters tapped or with counters).
 *
 * CR 616.1: when several replacements apply to one event, the affected
 * player (or the controller of the affected object) chooses the order. In
 * the pool two can meet only on a spell leaving the stack (flashback and
 * "exile it instead"), and both give the same event — exile — so the order
 * cannot matter and no decision is asked; `test/replacement.test.ts` fails
 * if a replacement is added whose order could matter, which would make the
 * order a decision.
 */
import {
  type ReplaceableEvent,
  type ReplacementModule,
  replacementRegistry,
} from '../vocabulary/replacements/index.ts';
import type { MtgState } from './state.ts';

const byEvent = new Map<ReplaceableEvent['kind'], ReplacementModule[]>();
for (const m of replacementRegistry.ids().map((id) => replacementRegistry.get(id)))
  byEvent.set(m.event, [...(byEvent.get(m.event) ?? []), m]);

/** The event after every applicable replacement, each once (CR 614.5), in registry order (see CR 616.1 above). */
export function replaceEvent(s: MtgState, e: ReplaceableEvent): ReplaceableEvent {
  let out: ReplaceableEvent = e;
  for (const m of byEvent.get(e.kind) ?? []) if (m.applies(s, out)) out = m.replace(out);
  return out;
}

export { type ReplaceableEvent, replacementRegistry };
