/**
 * Which library cards a seat is shown, by the rule that shows them. A seat
 * knows a card in a library only while a resolving effect has it look at
 * that card and the decision is the seat's own: the top cards of "look at
 * the top N" (Impulse), of scry, of "reveal the top N" (and the piles made
 * of them), or the cards a search can find (CR 701.19). Each step module
 * that shows cards says which (its `shows` hook); any other decision shows
 * no library card, whatever numbers its answers hold (an "X = 2" answer is
 * not card 2).
 *
 * A step that looks at a library and has no `shows` hides its cards from
 * the view (the safe side): the seat decides from the decision's own
 * answers, and its agents' worlds do not hold those cards.
 */
import type { MtgState, Seat } from './engine/state.ts';
import { stepRegistry } from './vocabulary/steps/index.ts';

/** The step ids that show library cards (for a test that they are the steps that look at a library). */
export const effectsThatShowLibraryCards: readonly string[] = stepRegistry
  .ids()
  .filter((id) => stepRegistry.get(id).shows !== undefined);

/**
 * The library cards `viewer` is shown now, as a set of object ids: empty
 * unless a resolution is waiting on `viewer`'s decision in a step that shows
 * library cards.
 */
export function libraryCardsShownTo(s: MtgState, viewer: Seat | null): Set<number> {
  const shown = new Set<number>();
  const d = s.pending;
  const f = s.resolving;
  if (viewer === null || d?.kind !== 'resolve' || d.player !== viewer || !f) return shown;
  const step = f.steps[f.index];
  const m = step ? stepRegistry.get(step.op) : undefined;
  if (!m?.shows) return shown;
  for (const id of m.shows(
    f,
    d.options.map((o) => o.value),
  ))
    if (typeof id === 'number' && s.objects[id]?.zone === 'library') shown.add(id);
  return shown;
}
