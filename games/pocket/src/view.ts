/**
 * What a seat sees: everything in play (Pokémon with HP, energy, tool,
 * conditions), points, discard piles, the turn, the pending decision, and
 * every active effect (they come from public plays); its own hand and Energy
 * Zone preview. Hidden: the opponent's hand (only its size, unless revealed
 * to the viewer this turn), both deck orders (sizes only; the viewer's own
 * peeks at its top cards stay listed), the opponent's next energy, and during
 * setup the opponent's face-down placement. Deck lists are public (open
 * decklists): `decklists[side][i]` is the card of uid side*20+i.
 */

import type { PersistentEffect } from '@arbiter/core';
import { catalog } from './data/catalog.ts';
import type { Attack, EnergyType } from './data/schema.ts';
import type { ActivePayload } from './effects/active.ts';
import type { CardInfo } from './rules/cards.ts';
import { maxHp, slotInfo } from './rules/ops.ts';
import type { GameRecord, PocketState, Resolution, ShownCard, Side, Slot, Status } from './state.ts';

export interface PokemonView {
  pid: number;
  card: string;
  name: string;
  hp: number;
  maxHp: number;
  energy: EnergyType[];
  /** The Tool attached first (a card id), null for none. */
  tool: string | null;
  /** The Tools attached after the first (a Pokémon whose limit is 2); absent when none. */
  extraTools?: string[];
  status: Status[];
  /** The Checkup damage of a condition on it that an effect set (Poisoned for 20); absent when none. */
  statusDamage?: Readonly<Partial<Record<Status, number>>>;
  ex: boolean;
  type: string;
  weakness: string | null;
  retreat: number;
  /** The printed attacks (shared with the catalog: read only). */
  attacks: Attack[];
  ability: { name: string; text: string; use: string } | null;
  /** Card uids of the evolution stack, Basic first. */
  stack: number[];
  playedTurn: number;
  abilityTurn: number;
}

export interface SideView {
  active: PokemonView | null;
  bench: PokemonView[];
  points: number;
  handCount: number;
  /** Card uids and ids; only for the viewer's own hand (or a hand revealed to the viewer). */
  hand: Array<{ uid: number; card: string; name: string }> | null;
  deckCount: number;
  discard: Array<{ uid: number; card: string; name: string }>;
  energyTypes: EnergyType[];
  zone: EnergyType | null;
  /** Only for the viewer's own side. */
  next: EnergyType | null;
  supporterPlayed: boolean;
  retreated: boolean;
  peek: string[] | null;
  revealedToMe: string[] | null;
  koLastTurn: boolean;
  /** The Energy in the discard pile (E1: public; absent in a game where no card reads it). */
  energyDiscard?: readonly EnergyType[];
  /** What the side did in its turns that texts ask about (public; absent when no card of the game reads it). */
  record?: GameRecord;
  /** Cards of this side's hand or deck shown this turn to the viewer (or to both); absent when none was shown to anyone. */
  shown?: ShownCard[];
}

export interface EffectView {
  id: number;
  /** The kernel effect as stored (public: every effect comes from a public play). */
  stored: PersistentEffect<ActivePayload>;
  type: string;
  source: string;
  sourceType: string;
  sourcePlayer: Side;
  scope: string;
  target: number | null;
  value: number;
  until: string;
  suppressed: boolean;
}

/** The Stadium in play (public, S1), with what the one-per-turn rules remember. */
export interface StadiumView {
  /** The Stadium card in play (null once it was discarded: the one-per-turn rules still count). */
  uid: number | null;
  card: string | null;
  name: string | null;
  /** The player who played it. */
  owner: Side;
  playedTurn: number;
  used: [{ turn: number; card: number }, { turn: number; card: number }];
}

export interface PocketView {
  viewer: Side | null;
  turn: number;
  turnLimit: number;
  current: Side;
  first: Side;
  stage: PocketState['stage'];
  sides: [SideView, SideView];
  effects: EffectView[];
  pending: { player: Side; kind: string; prompt: string; options: string[]; values: number[] } | null;
  /** The attack, ability or trainer resolving (public: its text, flips and answers so far). */
  resolution: Resolution | null;
  result: PocketState['result'];
  decklists: [string[], string[]];
  deckNames: [string, string];
  /** The Stadium in play; absent when none was ever played (a game without Stadiums sees what it always saw). */
  stadium?: StadiumView;
}

/**
 * Kept per card as the match's catalog flattens it (`slotInfo`), not per
 * card index: a Lab variant plays the same indices with other words.
 */
const abilityViews = new WeakMap<CardInfo, PokemonView['ability']>();

/** The ability as views show it, one shared read-only object per card of the catalog played. */
function abilityView(ci: CardInfo): PokemonView['ability'] {
  let v = abilityViews.get(ci);
  if (v === undefined) {
    v = ci.ability ? { name: ci.ability.name, text: ci.ability.effect.text, use: ci.ability.use } : null;
    abilityViews.set(ci, v);
  }
  return v;
}

function pokemonView(s: PocketState, side: Side, slot: Slot): PokemonView {
  // The optional keys sit between others: a Pokémon with one takes the slower literal, keeping the keys' order.
  if (slot.extraTools || slot.statusDamage) return pokemonViewWithExtras(s, side, slot);
  const ci = slotInfo(s, slot);
  const max = maxHp(s, side, slot);
  return {
    pid: slot.pid,
    card: ci.id,
    name: ci.name,
    hp: max - slot.damage,
    maxHp: max,
    energy: slot.energy.slice(),
    tool: slot.tool === null ? null : catalog().cards[s.cards[slot.tool]].id,
    status: slot.status.slice(),
    ex: ci.ex,
    type: ci.type,
    weakness: ci.weakness,
    retreat: ci.retreat,
    attacks: ci.attacks,
    ability: abilityView(ci),
    stack: slot.stack.slice(),
    playedTurn: slot.playedTurn,
    abilityTurn: slot.abilityTurn,
  };
}

function pokemonViewWithExtras(s: PocketState, side: Side, slot: Slot): PokemonView {
  const ci = slotInfo(s, slot);
  const max = maxHp(s, side, slot);
  return {
    pid: slot.pid,
    card: ci.id,
    name: ci.name,
    hp: max - slot.damage,
    maxHp: max,
    energy: slot.energy.slice(),
    tool: slot.tool === null ? null : catalog().cards[s.cards[slot.tool]].id,
    ...(slot.extraTools ? { extraTools: slot.extraTools.map((t) => catalog().cards[s.cards[t]].id) } : {}),
    status: slot.status.slice(),
    ...(slot.statusDamage ? { statusDamage: { ...slot.statusDamage } } : {}),
    ex: ci.ex,
    type: ci.type,
    weakness: ci.weakness,
    retreat: ci.retreat,
    attacks: ci.attacks,
    ability: abilityView(ci),
    stack: slot.stack.slice(),
    playedTurn: slot.playedTurn,
    abilityTurn: slot.abilityTurn,
  };
}

type Entry = { uid: number; card: string; name: string };
/** One read-only `{uid, card, name}` per card instance of a game, shared by its views (like the deck lists). */
const entryCache = new WeakMap<number[], Entry[]>();

function entriesOf(s: PocketState): Entry[] {
  let list = entryCache.get(s.cards);
  if (!list) {
    const cards = catalog().cards;
    list = s.cards.map((i, uid) => ({ uid, card: cards[i].id, name: cards[i].name }));
    entryCache.set(s.cards, list);
  }
  return list;
}

/** Deck lists by card instance; `s.cards` never changes after setup and is shared by clones (and by the games of a pairing: rules/setup.ts), so one list serves them all. */
const decklistCache = new WeakMap<number[], [string[], string[]]>();

function decklistsOf(s: PocketState): [string[], string[]] {
  let lists = decklistCache.get(s.cards);
  if (!lists) {
    const cards = catalog().cards;
    lists = [
      s.cards.slice(0, s.split).map((i) => cards[i].id),
      s.cards.slice(s.split).map((i) => cards[i].id),
    ];
    decklistCache.set(s.cards, lists);
  }
  return lists;
}

/** The resolution as views show it: its lists and steps are the view's own (frozen steps, made once per text, are shared). */
function resolutionView(r: Resolution): Resolution {
  const view: Resolution = {
    ...r,
    cost: r.cost.slice(),
    steps: r.steps.map((st) => (Object.isFrozen(st) ? st : { ...st })),
    memo: r.memo.slice(),
  };
  if (r.reflip) view.reflip = { ...r.reflip };
  if (r.evolvedFromHand) view.evolvedFromHand = { ...r.evolvedFromHand };
  return view;
}

/** The cards of `uids` as entries (a new list; the entries are shared). */
function entryList(entries: Entry[], uids: readonly number[]): Entry[] {
  const out: Entry[] = new Array(uids.length);
  for (let i = 0; i < uids.length; i++) out[i] = entries[uids[i]];
  return out;
}

/** Whether `viewer` sees `side`'s placement face down (setup placement is face down until both sides are done). */
function setupHidden(s: PocketState, side: Side, viewer: Side | null): boolean {
  return s.stage === 'setup' && viewer !== side;
}

/** `side`'s Active as `viewer` sees it (`SideView.active`). */
function activeView(s: PocketState, side: Side, viewer: Side | null): PokemonView | null {
  const active = s.sides[side].active;
  return active && !setupHidden(s, side, viewer) ? pokemonView(s, side, active) : null;
}

/** `side`'s Bench as `viewer` sees it (`SideView.bench`). */
function benchView(s: PocketState, side: Side, viewer: Side | null): PokemonView[] {
  const slots = s.sides[side].bench;
  const hidden = setupHidden(s, side, viewer);
  // Sized up front: a list grown by `push` from empty takes room for 17.
  const bench: PokemonView[] = new Array(hidden ? 0 : slots.length);
  if (!hidden) for (let i = 0; i < slots.length; i++) bench[i] = pokemonView(s, side, slots[i]);
  return bench;
}

/** One side as `viewer` sees it (the agents' policy reads a view every decision: no closure per side). */
function sideView(s: PocketState, side: Side, viewer: Side | null, entries: Entry[]): SideView {
  const p = s.sides[side];
  const mine = viewer === side;
  const hiddenSetup = setupHidden(s, side, viewer);
  const revealedToViewer = viewer !== null && viewer !== side ? s.sides[viewer].revealed : null;
  const view: SideView = {
    active: activeView(s, side, viewer),
    bench: benchView(s, side, viewer),
    points: p.points,
    handCount: p.hand.length + (hiddenSetup ? (p.active ? 1 : 0) + p.bench.length : 0),
    hand: mine ? entryList(entries, p.hand) : null,
    deckCount: p.deck.length,
    discard: entryList(entries, p.discard),
    energyTypes: p.energyTypes.slice(),
    zone: p.zone,
    next: mine ? p.next : null,
    supporterPlayed: p.supporterPlayed,
    retreated: p.retreated,
    peek: mine ? p.peek.slice() : null,
    revealedToMe: revealedToViewer ? revealedToViewer.slice() : null,
    koLastTurn: p.koByAttack.lastTurn,
    // Copies, as every list of the view: a view shares nothing changeable with the state (test/view-aliasing.test.ts).
    energyDiscard: p.energyDiscard?.slice(),
    record: p.record && structuredClone(p.record),
  };
  if (p.shown) view.shown = p.shown.filter((c) => c.to === 'both' || c.to === viewer).map((c) => ({ ...c }));
  return view;
}

/**
 * Built whole, at once: a view is a snapshot, and one whose parts were built
 * when first read would show the state of that read. Nor would laziness pay
 * in V8: an own getter (what JSON, structuredClone and deep equality read)
 * costs 0.4–1.1 µs per object to define, against about 1.5 µs for a whole
 * view. Callers that need no board skip the view instead (the sim builds it
 * only when an agent reads it; attach-then-attack reads it only when the
 * board can change its answer).
 */
export function viewOf(s: PocketState, viewer: Side | null): PocketView {
  const entries = entriesOf(s);
  const sides: [SideView, SideView] = [sideView(s, 0, viewer, entries), sideView(s, 1, viewer, entries)];
  const decklists = decklistsOf(s);
  const view: PocketView = {
    viewer,
    turn: s.turn,
    turnLimit: s.turnLimit,
    current: s.current,
    first: s.first,
    stage: s.stage,
    sides,
    effects: effectViews(s),
    pending: s.pending ? pendingView(s.pending, viewer) : null,
    resolution: s.resolution ? resolutionView(s.resolution) : null,
    result: s.result && { ...s.result },
    decklists,
    deckNames: [s.deckNames[0], s.deckNames[1]],
  };
  if (s.stadium) view.stadium = stadiumView(s, s.stadium);
  return view;
}

/** The parts of a view `viewPartOf` builds alone: a side, or its Active, Bench or Energy Zone type. */
type PartBuilder = (s: PocketState, viewer: Side | null) => unknown;

const partBuilders = new Map<string, PartBuilder>();
for (const side of [0, 1] as const) {
  partBuilders.set(`sides.${side}`, (s, viewer) => sideView(s, side, viewer, entriesOf(s)));
  partBuilders.set(`sides.${side}.active`, (s, viewer) => activeView(s, side, viewer));
  partBuilders.set(`sides.${side}.bench`, (s, viewer) => benchView(s, side, viewer));
  partBuilders.set(`sides.${side}.zone`, (s) => s.sides[side].zone);
}

/**
 * The part of `viewOf(s, viewer)` at `part` (a path: `'sides.0.active'`),
 * built alone by the same functions, so deep-equal to the whole view's
 * (test/view-parts.test.ts); undefined for a path not listed above. The
 * attach-then-attack policy reads three such parts, a tenth of a view.
 */
export function viewPartOf(s: PocketState, viewer: Side | null, part: string): unknown {
  return partBuilders.get(part)?.(s, viewer);
}

type StoredEffect = PersistentEffect<ActivePayload>;

/** The keys, in order, of an effect as the kernel's `addEffect` makes it from Pocket's `register` (no stacking key). */
const USUAL_EFFECT_KEYS = [
  'source',
  'key',
  'scope',
  'value',
  'stacking',
  'duration',
  'payload',
  'suppressed',
  'id',
  'createdAt',
];

/** Whether `e`'s keys are the usual ones in the usual order (a walk of its keys: no list, no string built). */
function hasUsualKeys(e: StoredEffect): boolean {
  let i = 0;
  for (const k in e) {
    if (k !== USUAL_EFFECT_KEYS[i]) return false;
    i++;
  }
  return i === USUAL_EFFECT_KEYS.length;
}

/**
 * A copy of an effect as stored, its keys in the same order (JSON shows
 * them so); an object spread of an effect costs about half a microsecond,
 * a literal far less, so an effect with the usual keys is copied by one.
 */
function storedCopy(e: StoredEffect): StoredEffect {
  if (!hasUsualKeys(e)) return { ...e, duration: { ...e.duration }, payload: e.payload && { ...e.payload } };
  return {
    source: e.source,
    key: e.key,
    scope: e.scope,
    value: e.value,
    stacking: e.stacking,
    duration: { ...e.duration },
    payload: e.payload && { ...e.payload },
    suppressed: e.suppressed,
    id: e.id,
    createdAt: e.createdAt,
  };
}

function effectViews(s: PocketState): EffectView[] {
  const effects = s.effects.effects;
  const out: EffectView[] = new Array(effects.length);
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i];
    out[i] = {
      id: e.id,
      stored: storedCopy(e),
      type: e.key,
      source: e.payload?.label ?? e.source,
      sourceType: e.payload?.sourceType ?? 'game',
      sourcePlayer: e.payload?.sourcePlayer ?? 0,
      scope: e.scope,
      target: e.payload?.target ?? null,
      value: e.value,
      until: e.duration.kind === 'throughTurn' ? `end of turn ${e.duration.turn}` : 'while in play',
      suppressed: e.suppressed,
    };
  }
  return out;
}

function pendingView(
  pending: NonNullable<PocketState['pending']>,
  viewer: Side | null,
): PocketView['pending'] {
  // Setup options name the owner's hand cards: only its owner reads them.
  const hidden = (pending.kind.startsWith('setup') || pending.secret) && viewer !== pending.player;
  let options: string[] = [];
  if (!hidden) {
    options = new Array(pending.options.length);
    for (let i = 0; i < options.length; i++) options[i] = pending.options[i].label;
  }
  return {
    player: pending.player,
    kind: pending.kind,
    prompt: pending.prompt,
    options,
    values: hidden ? [] : pending.values.slice(),
  };
}

function stadiumView(s: PocketState, st: NonNullable<PocketState['stadium']>): StadiumView {
  const c = st.card === null ? null : catalog().cards[s.cards[st.card]];
  return {
    uid: st.card,
    card: c ? c.id : null,
    name: c ? c.name : null,
    owner: st.owner,
    playedTurn: st.playedTurn,
    used: [{ ...st.used[0] }, { ...st.used[1] }],
  };
}
