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

/** The uid of a Tool in play: views name it by card id, so the first uid of the side with that card not placed yet. */
function toolUid(
  id: string | null,
  ids: readonly string[],
  from: number,
  to: number,
  taken: Set<number>,
): number | null {
  if (id === null) return null;
  for (let uid = from; uid < to; uid++)
    if (ids[uid] === id && !taken.has(uid)) {
      taken.add(uid);
      return uid;
    }
  return null;
}

/** A Pokémon's slot from its view, its Tools placed by card id (`toolUid`). */
function slotOfView(
  v: PokemonView,
  ids: readonly string[],
  from: number,
  to: number,
  taken: Set<number>,
): Slot {
  const sl = slotFrom(v, toolUid(v.tool, ids, from, to, taken));
  if (v.extraTools) {
    const extra: number[] = [];
    for (const id of v.extraTools) {
      const uid = toolUid(id, ids, from, to, taken);
      if (uid !== null) extra.push(uid);
    }
    if (extra.length > 0) sl.extraTools = extra;
  }
  return sl;
}

function slotFrom(v: PokemonView, tool: number | null = null): Slot {
  return {
    pid: v.pid,
    stack: v.stack.slice(),
    // Damage is maximum HP (Tools and Stadiums counted, as the view shows it) less remaining HP.
    damage: v.maxHp - v.hp,
    energy: v.energy.slice(),
    tool,
    status: v.status.slice(),
    statusDamage: v.statusDamage,
    playedTurn: v.playedTurn,
    abilityTurn: v.abilityTurn,
  };
}

export function determinizeView(view: PocketView, viewer: Side, seed: string): PocketState {
  const cat = catalog();
  const rng = createRng(seed);
  const ids = [...view.decklists[0], ...view.decklists[1]];
  const cards = ids.map((id) => cat.byId.get(id) as number);
  const sides = ([0, 1] as const).map((side) => {
    const v = view.sides[side];
    const from = side === 0 ? 0 : view.decklists[0].length;
    const to = side === 0 ? view.decklists[0].length : cards.length;
    const seen = new Set<number>();
    // Cards whose uid the view gives first (stacks, discard pile, hand, the Stadium), then the Tools by card id.
    for (const p of v.active ? [v.active, ...v.bench] : v.bench) for (const uid of p.stack) seen.add(uid);
    for (const d of v.discard) seen.add(d.uid);
    if (v.hand) for (const h of v.hand) seen.add(h.uid);
    if (view.stadium && view.stadium.uid !== null) seen.add(view.stadium.uid);
    const active = v.active ? slotOfView(v.active, ids, from, to, seen) : null;
    const bench = v.bench.map((b) => slotOfView(b, ids, from, to, seen));
    const hand = v.hand ? v.hand.map((h) => h.uid) : [];
    for (const uid of hand) seen.add(uid);
    const unseen: number[] = [];
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
      energyDiscard: v.energyDiscard,
      // What each side did in its turns is public (everyone saw it).
      record: v.record,
      peek: v.peek ?? [],
      revealed: side === viewer ? (view.sides[(1 - side) as Side].revealedToMe ?? null) : null,
      setupDone: view.stage !== 'setup',
    };
  });
  const effects = view.effects.map((e) => ({ ...e.stored, duration: { ...e.stored.duration } }));
  const state: PocketState = {
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
  // The Stadium in play is public: kept as the view shows it (S1).
  const st = view.stadium;
  if (st)
    state.stadium = {
      card: st.uid,
      owner: st.owner,
      playedTurn: st.playedTurn,
      used: [{ ...st.used[0] }, { ...st.used[1] }],
    };
  return state;
}
