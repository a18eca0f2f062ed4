/**
 * Which library cards a seat is shown, by the rule that shows them. A seat
 * knows a card in a library only while a resolving effect has it look at
 * that card and the decision is the seat's own: the top cards of "look at
 * the top N" (Impulse), of scry, of "reveal the top N" (and the piles made
 * of them), or the cards a search can find (CR 701.19). Each such effect is
 * listed below with what it shows; any other decision shows no library card,
 * whatever numbers its answers hold (an "X = 2" answer is not card 2).
 *
 * An effect that looks at a library and is not listed here hides its cards
 * from the view (the safe side): the seat decides from the decision's own
 * answers, and its agents' worlds do not hold those cards.
 */
import type { Frame, MtgState, Seat } from './engine/state.ts';

/** The library cards a step shows the seat that owes its decision (only those still in a library count). */
type Shows = (f: Frame, answers: readonly unknown[]) => readonly unknown[];

/** The working data's `top`: the cards the step looks at or reveals (set once the step has begun). */
const topCards: Shows = (f) => {
  const top = f.vars.work?.top;
  return Array.isArray(top) ? top : [];
};

/** Effect id → what its decisions show the deciding seat. */
const SHOWN_BY_EFFECT: Readonly<Record<string, Shows>> = {
  // "Look at the top N … put one into your hand … the rest on the bottom in any order."
  look_pick: topCards,
  // "Reveal the top N … put all <filter> into your hand, the rest on the bottom in any order."
  reveal_take_all: topCards,
  // "Reveal the top N; an opponent separates them into two piles" (both deciders see them).
  piles: topCards,
  // "Scry N": the top N, then their order.
  scry: topCards,
  // "Search your library for a card …": the answers are the cards the search finds (and "none").
  search: (_f, answers) => answers,
};

/** The effect ids that show library cards (for a test that they are effects the engine has). */
export const effectsThatShowLibraryCards: readonly string[] = Object.keys(SHOWN_BY_EFFECT);

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
  const shows = step ? SHOWN_BY_EFFECT[step.op] : undefined;
  if (!shows) return shown;
  for (const id of shows(
    f,
    d.options.map((o) => o.value),
  ))
    if (typeof id === 'number' && s.objects[id]?.zone === 'library') shown.add(id);
  return shown;
}
