/**
 * What a seat cannot see, changed: the other player's hand redealt from the
 * cards they have not shown (hand and library together), both libraries
 * shuffled, every unseen card given another unseen card's identity, and the
 * generator reseeded. Library cards a rule shows the seat now
 * (`libraryCardsShownTo`: the top cards it looks at, a search's finds) keep
 * their place and identity. The conformance suite checks that the seat's
 * view and legal actions do not change.
 *
 * Changing identities, not only places, is what catches a view that names an
 * unseen card by its object id (an id is stable while the card stays in its
 * zone, so shuffling alone would show the same card under the same id).
 */
import { createRng, type RngState, shuffleInPlace } from '@arbiter/core';
import { handRevealed } from './engine/revealed-hands.ts';
import { cloneState, type MtgState, type Seat } from './engine/state.ts';
import { libraryCardsShownTo } from './library-shown.ts';

export function perturbHidden(s0: MtgState, viewer: Seat, seed: string): MtgState {
  const s = cloneState(s0);
  const rng = createRng(seed);
  const shown = libraryCardsShownTo(s0, viewer);
  const unseen = (id: number) => !shown.has(id);
  const other = (1 - viewer) as Seat;

  // The other hand and the other library's unseen cards, redealt.
  const op = s.players[other];
  // A revealed hand (Zur's Weirding) is seen: it stays as it is.
  const handSeen = handRevealed(s0, other);
  const pool = shuffleInPlace(rng, [...(handSeen ? [] : op.hand), ...op.library.filter(unseen)]);
  if (!handSeen) op.hand = pool.splice(0, op.hand.length);
  op.library = op.library.map((id) => (unseen(id) ? pool.shift()! : id));
  for (const id of op.hand) s.objects[id].zone = 'hand';
  for (const id of op.library) s.objects[id].zone = 'library';
  // The seat's own library's unseen cards, reordered.
  const mine = s.players[viewer];
  const order = shuffleInPlace(rng, mine.library.filter(unseen));
  mine.library = mine.library.map((id) => (unseen(id) ? order.shift()! : id));

  // Unseen cards trade identities with one another, each among its owner's.
  swapIdentities(s, rng, [...(handSeen ? [] : op.hand), ...op.library.filter(unseen)]);
  swapIdentities(s, rng, mine.library.filter(unseen));
  s.rng = createRng(`${seed}/rng`);
  return s;
}

/** Deals the cards (and scenario tags) of `ids` back out among them in a random order. */
function swapIdentities(s: MtgState, rng: RngState, ids: number[]): void {
  const identities = shuffleInPlace(
    rng,
    ids.map((id) => ({ card: s.objects[id].card, tag: s.objects[id].tag })),
  );
  ids.forEach((id, i) => {
    const o = s.objects[id];
    o.card = identities[i].card;
    if (identities[i].tag === undefined) o.tag = undefined;
    else o.tag = identities[i].tag;
  });
}
