/**
 * Agents' worlds. The view carries the public part of the state (every
 * object in a public zone or in the seat's own hand; libraries and the other
 * hand as counts; no generator), and `determinize` rebuilds a full state
 * from it: each player's unseen cards (deck list minus every card of theirs
 * in sight) shuffled with the seed into the other hand and both libraries.
 * `evaluate` scores a position for the greedy and MCTS agents.
 */
import { createRng, shuffleInPlace } from '@arbiter/core';
import { catalog } from './cards/catalog.ts';
import { resolveDeck } from './cards/decks.ts';
import { board } from './engine/derived.ts';
import { handRevealed } from './engine/revealed-hands.ts';
import type { GameObject, MtgState, Seat } from './engine/state.ts';
import { blankObject } from './engine/zones.ts';
import { libraryCardsShownTo } from './library-shown.ts';
import { pendingSeenBy } from './pending.ts';

export interface PublicState extends Omit<MtgState, 'rng' | 'players'> {
  players: Array<
    Omit<MtgState['players'][number], 'library' | 'hand'> & {
      library: number;
      /** Library cards the seat is looking at or searching for now (in library order). */
      libraryKnown: number[];
      hand: number[] | number;
    }
  >;
}

/** The state as `viewer` may know it. */
export function publicState(s: MtgState, viewer: Seat | null): PublicState {
  const mine = s.pending !== null && s.pending.player === viewer;
  // Library cards a rule shows this seat (Impulse, scry, a search) are known to it while it decides.
  const seen = libraryCardsShownTo(s, viewer);
  const hidden = new Set<number>();
  for (const p of [0, 1] as Seat[]) {
    for (const id of s.players[p].library) if (!seen.has(id)) hidden.add(id);
    if (p !== viewer && !handRevealed(s, p)) for (const id of s.players[p].hand) hidden.add(id);
  }
  const objects: Record<string, GameObject> = {};
  for (const [k, o] of Object.entries(s.objects)) if (!hidden.has(o.id)) objects[k] = o;
  const { rng: _rng, players, ...rest } = s;
  // One deep copy of what the seat may know (a view shares nothing with the state).
  return structuredClone({
    ...rest,
    // Another player's private decision shows only its kind and who owes it.
    pending: pendingSeenBy(s.pending, viewer) as MtgState['pending'],
    objects,
    // A resolution waiting on this seat is its own to see; anyone else's may hold what this seat cannot.
    resolving: mine ? s.resolving : null,
    resolvingItem: mine ? s.resolvingItem : null,
    players: players.map((pl, i) => {
      const { library, hand, ...open } = pl;
      return {
        ...open,
        library: library.length,
        libraryKnown: library.filter((id) => seen.has(id)),
        hand: i === viewer || handRevealed(s, i as Seat) ? hand : hand.length,
      };
    }),
  });
}

export function determinizePublic(pub: PublicState, seed: string): MtgState {
  const rng = createRng(`determinize/${seed}`);
  const cat = catalog();
  const s = structuredClone(pub) as unknown as MtgState; // players are rebuilt just below
  const objects = s.objects;
  // Unseen cards get ids of their own, far from the ones the game will hand out, so the world's counters stay as seen.
  let hiddenId = 1_000_000_000;
  for (const p of [0, 1] as Seat[]) {
    const pl = pub.players[p];
    const known = new Map<string, number>();
    for (const o of Object.values(objects))
      if (o.owner === p && o.card) known.set(o.card, (known.get(o.card) ?? 0) + 1);
    const unseen: string[] = [];
    for (const card of resolveDeck(s.decks[p], `deck${p + 1}`, cat).cards) {
      const k = known.get(card) ?? 0;
      if (k > 0) known.set(card, k - 1);
      else unseen.push(card);
    }
    shuffleInPlace(rng, unseen);
    const make = (card: string, zone: 'hand' | 'library'): number => {
      const id = hiddenId++;
      objects[id] = blankObject(id, card, undefined, p, p, zone, 0);
      return id;
    };
    // Copies: the view's own lists must never be changed by play in a world.
    const handIds = Array.isArray(pl.hand)
      ? [...pl.hand]
      : unseen.splice(0, pl.hand).map((c) => make(c, 'hand'));
    const libraryIds = [
      ...pl.libraryKnown,
      ...unseen.slice(0, pl.library - pl.libraryKnown.length).map((c) => make(c, 'library')),
    ];
    const { libraryKnown: _known, ...rest } = s.players[p] as unknown as PublicState['players'][number];
    s.players[p] = {
      ...(rest as unknown as MtgState['players'][number]),
      hand: handIds,
      library: libraryIds,
    };
  }
  s.rng = createRng(`${seed}/world`);
  return s;
}

/**
 * A position's worth for `p` against the other player, in [-1, 1]: life,
 * lands and other permanents (creatures by power and toughness), spells of
 * theirs on the stack (about to become permanents or effects), cards in hand.
 * A card cast or a land played must not look like a card lost, or a one-step
 * lookahead never plays anything.
 */
export function evaluateState(s: MtgState, p: Seat): number {
  if (s.winner !== null) return s.winner === p ? 1 : -1;
  if (s.draw) return 0;
  const b = board(s);
  const cat = catalog();
  const side = (q: Seat) => {
    let score = Math.max(0, s.players[q].life) + 0.4 * s.players[q].hand.length;
    for (const d of b.byId.values()) {
      if (d.controller !== q) continue;
      if (d.types.includes('land')) score += 1;
      else if (d.types.includes('creature')) score += 1 + d.power + 0.5 * d.toughness;
      else score += 0.8 * d.manaValue + 0.5;
    }
    for (const item of s.stack)
      if (item.controller === q && item.kind === 'spell' && item.sourceCard)
        score += 0.8 * cat.cards[item.sourceCard].manaValue + 0.5;
    return score;
  };
  return Math.tanh((side(p) - side((1 - p) as Seat)) / 20);
}
