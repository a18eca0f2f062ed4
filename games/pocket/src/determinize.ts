/**
 * Hidden information for agents and for the conformance suite:
 * `perturbHidden` changes only what a seat cannot see (deck orders, the
 * opponent's unrevealed hand, the opponent's next energy, the generator);
 * `determinize` builds a full state from a view, dealing the unseen cards of
 * each side (from the public deck lists) at random.
 */
import { createRng, randInt, shuffleInPlace } from '@arbiter/core';
import { catalog } from './data/catalog.ts';
import { cloneState, type PocketState, type Side, type Slot } from './state.ts';
import type { PocketView, PokemonView } from './view.ts';

export function perturbHidden(s: PocketState, viewer: Side, seed: string): PocketState {
  const c = cloneState(s);
  const rng = createRng(seed);
  const me = c.sides[viewer];
  shuffleInPlace(rng, me.deck);
  const opp = c.sides[(1 - viewer) as Side];
  if (c.stage !== 'setup' && me.revealed === null) {
    const pool = shuffleInPlace(rng, [...opp.hand, ...opp.deck]);
    opp.hand = pool.slice(0, opp.hand.length);
    opp.deck = pool.slice(opp.hand.length);
  } else shuffleInPlace(rng, opp.deck);
  opp.next = opp.energyTypes[randInt(rng, opp.energyTypes.length)];
  c.rng = createRng(`${seed}/rng`);
  return c;
}

function slotFrom(v: PokemonView): Slot {
  return {
    pid: v.pid,
    stack: v.stack.slice(),
    damage: v.maxHp - v.hp,
    energy: v.energy.slice(),
    tool: null,
    status: v.status.slice(),
    playedTurn: v.playedTurn,
    abilityTurn: v.abilityTurn,
  };
}

export function determinizeView(view: PocketView, viewer: Side, seed: string): PocketState {
  const cat = catalog();
  const rng = createRng(seed);
  const cards = [...view.decklists[0], ...view.decklists[1]].map((id) => cat.byId.get(id) as number);
  const sides = ([0, 1] as const).map((side) => {
    const v = view.sides[side];
    const active = v.active ? slotFrom(v.active) : null;
    const bench = v.bench.map(slotFrom);
    const seen = new Set<number>();
    for (const sl of active ? [active, ...bench] : bench) for (const uid of sl.stack) seen.add(uid);
    for (const d of v.discard) seen.add(d.uid);
    const hand = v.hand ? v.hand.map((h) => h.uid) : [];
    for (const uid of hand) seen.add(uid);
    const unseen: number[] = [];
    const from = side === 0 ? 0 : view.decklists[0].length;
    const to = side === 0 ? view.decklists[0].length : cards.length;
    for (let uid = from; uid < to; uid++) if (!seen.has(uid)) unseen.push(uid);
    shuffleInPlace(rng, unseen);
    let fullHand = hand;
    if (!v.hand) {
      // A hand revealed this turn: take those cards first.
      const want = v.revealedToMe ?? [];
      const taken: number[] = [];
      for (const id of want) {
        const i = unseen.findIndex((uid) => cat.cards[cards[uid]].id === id);
        if (i >= 0) taken.push(...unseen.splice(i, 1));
      }
      const more = Math.max(0, v.handCount - taken.length);
      fullHand = [...taken, ...unseen.splice(0, more)];
    }
    return {
      deck: unseen,
      hand: fullHand,
      discard: v.discard.map((d) => d.uid),
      active,
      bench,
      points: v.points,
      energyTypes: v.energyTypes,
      zone: v.zone,
      next: v.next ?? v.energyTypes[randInt(rng, v.energyTypes.length)],
      supporterPlayed: v.supporterPlayed,
      retreated: v.retreated,
      koByAttack: { lastTurn: v.koLastTurn, thisTurn: false },
      peek: v.peek ?? [],
      revealed: side === viewer ? (view.sides[(1 - side) as Side].revealedToMe ?? null) : null,
      setupDone: view.stage !== 'setup',
    };
  });
  const effects = view.effects.map((e) => ({ ...e.stored, duration: { ...e.stored.duration } }));
  return {
    rng: createRng(`${seed}/rng`),
    cards,
    split: view.decklists[0].length,
    forced: [],
    deckNames: view.deckNames,
    turn: view.turn,
    current: view.current,
    first: view.first,
    stage: view.stage,
    sides: [sides[0], sides[1]],
    effects: { effects, nextId: effects.reduce((m, e) => Math.max(m, e.id), 0) + 1 },
    pending: view.pending
      ? {
          player: view.pending.player,
          kind: view.pending.kind as NonNullable<PocketState['pending']>['kind'],
          prompt: view.pending.prompt,
          options: view.pending.options.map((label) => ({ label })),
          values: view.pending.values.slice(),
        }
      : null,
    resolution: view.resolution
      ? { ...view.resolution, steps: view.resolution.steps.slice(), memo: view.resolution.memo.slice() }
      : null,
    turnLimit: view.turnLimit,
    result: view.result,
    stats: { koSources: {}, effectUses: {}, actions: 0 },
  };
}
