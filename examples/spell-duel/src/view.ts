/**
 * What a seat sees: its own hand, everyone's health and played cards, and
 * only the sizes of what is hidden (the other hand, both decks). The
 * `hidden` function says the same thing from the other side: it changes
 * exactly what `viewer` cannot see, and the conformance suite checks that the
 * view does not move when it does.
 */
import { createRng, shuffleInPlace } from '@arbiter/core';
import { cloneState, type DuelState, TURN_LIMIT } from './state.ts';

export interface DuelView {
  you: number | null;
  hand: string[] | null;
  handSizes: number[];
  deckSizes: number[];
  played: string[][];
  health: number[];
  turn: number;
  turnsLeft: number;
}

export function viewOf(s: DuelState, viewer: number | null): DuelView {
  return {
    you: viewer,
    hand: viewer === null ? null : [...s.hands[viewer]],
    handSizes: s.hands.map((h) => h.length),
    deckSizes: s.decks.map((d) => d.length),
    played: s.played.map((p) => [...p]),
    health: [...s.health],
    turn: s.turn,
    turnsLeft: TURN_LIMIT - s.turnsTaken,
  };
}

/** `s` with the other hand redealt, both decks reshuffled and the generator reseeded. */
export function perturbHiddenOf(s: DuelState, viewer: number, seed: string): DuelState {
  const rng = createRng(seed);
  const next = cloneState(s);
  const other = 1 - viewer;
  const pool = shuffleInPlace(rng, [...s.hands[other], ...s.decks[other]]);
  next.hands[other] = pool.splice(0, s.hands[other].length);
  next.decks[other] = pool;
  next.decks[viewer] = shuffleInPlace(rng, [...s.decks[viewer]]);
  next.rng = rng;
  return next;
}

/**
 * A full state consistent with the view: each seat's unseen cards are its
 * deck list minus what the viewer can see of it, dealt at random.
 */
export function determinizeOf(
  deckList: readonly string[],
  view: DuelView,
  viewer: number,
  seed: string,
): DuelState {
  const rng = createRng(seed);
  const unseen = (seat: number): string[] => {
    const pool = [...deckList];
    const seen = [...view.played[seat], ...(seat === viewer ? (view.hand ?? []) : [])];
    for (const card of seen) pool.splice(pool.indexOf(card), 1);
    return shuffleInPlace(rng, pool);
  };
  const other = 1 - viewer;
  const otherPool = unseen(other);
  const hands: string[][] = [[], []];
  const decks: string[][] = [[], []];
  hands[viewer] = [...(view.hand ?? [])];
  decks[viewer] = unseen(viewer);
  hands[other] = otherPool.splice(0, view.handSizes[other]);
  decks[other] = otherPool;
  return {
    rng,
    hands,
    decks,
    played: view.played.map((p) => [...p]),
    health: [...view.health],
    turn: view.turn,
    turnsTaken: TURN_LIMIT - view.turnsLeft,
  };
}
