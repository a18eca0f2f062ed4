/**
 * The game state: plain JSON, cloned explicitly on hot paths. Cards are
 * numbered instances (`uid`); `cards[uid]` is the card's catalog index. A
 * Pokémon in play is a `Slot` named by the uid of its Basic card (its `pid`,
 * kept through evolution), holding its evolution stack, damage, energy,
 * tool and special conditions.
 */
import { cloneRng, type EffectStore, type RngState } from '@arbiter/core';
import type { Status } from './conditions/index.ts';
import type { EnergyType } from './data/schema.ts';
import { type ActivePayload, cloneActiveStore } from './effects/active.ts';

export type Side = 0 | 1;
export { type Status, statuses } from './conditions/index.ts';

export interface Slot {
  /** The Pokémon's identity: the uid of its Basic card. */
  pid: number;
  /** Card uids, Basic first, the top (current) card last. */
  stack: number[];
  damage: number;
  energy: EnergyType[];
  /** The Pokémon Tool attached first (null: none). */
  tool: number | null;
  /**
   * The Tools attached after the first, when the Pokémon's Tool limit is
   * above 1 (Dual Customization); absent otherwise, so the one-Tool games
   * keep their states. Only set while `tool` is set (`toolsOf`).
   */
  extraTools?: number[];
  status: Status[];
  /**
   * The Checkup damage of a condition when the effect that inflicted it set
   * one ("Do 20 damage to this Pokémon instead of the usual amount for this
   * Special Condition"); absent otherwise. Replaced on change, never changed
   * in place (copies share it); read only while the condition is on.
   */
  statusDamage?: Readonly<Partial<Record<Status, number>>>;
  /** The turn it entered play or last evolved (no evolving it again that turn). */
  playedTurn: number;
  /** The turn its once-per-turn ability was last used. */
  abilityTurn: number;
}

/** What the game remembers of a side's turns for the texts that ask (rules/record.ts); replaced on change, never changed in place. */
export interface GameRecord {
  /** The Pokémon last moved from the Bench to the Active Spot (pid, -1 for none) and the turn it moved. */
  readonly movedPid: number;
  readonly movedTurn: number;
  /** The names of the attacks the side declared during its current turn and during its last turn. */
  readonly attacksThisTurn: readonly string[];
  readonly attacksLastTurn: readonly string[];
  /** How often the side declared each attack (by name) over the game. */
  readonly attackUses: Readonly<Record<string, number>>;
  /** How many of the side's Pokémon were Knocked Out over the game. */
  readonly knockedOut: number;
  /** The types of the side's Pokémon Knocked Out by attack damage during the opponent's current / last turn. */
  readonly koTypesThisTurn: readonly string[];
  readonly koTypesLastTurn: readonly string[];
  /** How many attacks each of the side's Pokémon in play (by pid) declared since it came into play ("the first time this Pokémon has used an attack after coming into play"). */
  readonly attacksSincePlay: Readonly<Record<number, number>>;
  /** The side's Pokémon (pids) damaged by an attack while in the Active Spot during the opponent's current / last turn. */
  readonly damagedActiveThisTurn: readonly number[];
  readonly damagedActiveLastTurn: readonly number[];
}

export interface PlayerState {
  deck: number[];
  hand: number[];
  discard: number[];
  active: Slot | null;
  bench: Slot[];
  points: number;
  /** The Energy Zone's types. */
  energyTypes: EnergyType[];
  /** The energy available to attach this turn (null: none or already attached). */
  zone: EnergyType | null;
  /** The next energy the zone makes (previewed to its owner only). */
  next: EnergyType;
  supporterPlayed: boolean;
  retreated: boolean;
  /** One of this side's Pokémon was knocked out by attack damage during the turn that just ended / this turn. */
  koByAttack: { lastTurn: boolean; thisTurn: boolean };
  /**
   * The Energy discarded from this side's Pokémon, oldest first (E1: public;
   * "attach Energy from your discard pile"). Kept only in a game where a
   * card reads it (undefined otherwise, so games without such cards keep
   * the state, and its hash, they always had). Replaced, never changed in
   * place, so copies of the state and views share it.
   */
  energyDiscard: readonly EnergyType[] | undefined;
  /** What the side did in its turns that texts ask about (rules/record.ts); undefined when no card of the game reads it. */
  record: GameRecord | undefined;
  /** Card ids this player saw on top of their own deck this turn (Pokédex, Porygon). */
  peek: string[];
  /** The opponent's hand as revealed to this player this turn (Hand Scope, Mew). */
  revealed: string[] | null;
  setupDone: boolean;
  /**
   * Cards of this side's hidden zones (hand, deck) shown this turn by a card
   * effect, each to whom it was shown (`to`: a seat, or both): "your opponent
   * reveals a random card from their hand" is seen by both, "look at a random
   * card from your opponent's hand" by the looker. Views list the entries
   * their seat may see; the end of the turn clears them. Absent until a card
   * shows one, so a game without such cards keeps the state it always had.
   */
  shown?: ShownCard[];
}

/** A card of a hidden zone shown by an effect this turn (`PlayerState.shown`). */
export interface ShownCard {
  card: string;
  from: 'hand' | 'deck';
  to: Side | 'both';
}

/** One step of a resolving attack, ability or trainer. */
export type Step =
  | { kind: 'precheck' }
  | { kind: 'damage' }
  /** "You may": the resolution's player says yes or no; no and the rest does nothing (a triggered Ability). */
  | { kind: 'optional'; prompt: string }
  | { kind: 'effect'; ref: { type: string; [k: string]: unknown }; phase: 'modify' | 'after' };

export interface Resolution {
  player: Side;
  source: 'attack' | 'ability' | 'trainer';
  /** The Pokémon using the attack or ability (pid), or -1 for a trainer. */
  pokemon: number;
  /** The card whose text resolves (uid). */
  card: number;
  attackName: string;
  /** The attacker's type, for Weakness. */
  attackType: string;
  /** The attack's energy cost (for "extra energy" bonuses). */
  cost: EnergyType[];
  steps: Step[];
  at: number;
  /** Coin flips and choices of the current step, replayed when the step resumes after a decision. */
  memo: number[];
  damage: number;
  /** The attack does nothing from here on (tails on a coin, confusion, immunity). */
  nothing: boolean;
  /** The defender's pid at declaration. */
  defender: number;
  dealt: number;
  /** The attack deals damage at all (a damage step with a base above 0, or a damage effect). */
  hasDamage: boolean;
  then: 'endTurn' | 'continue';
  /** "This attack's damage isn't affected by Weakness" / "… by any effects on your opponent's Active Pokémon" (`attack_rules`). */
  ignoreWeakness?: boolean;
  ignoreDefenderEffects?: boolean;
  /** Cards the latest search of the deck put into the hand ("For each Pokémon you put into your hand in this way"). */
  found?: number;
  /** "This attack is used twice in a row. The second attack does 40 damage.": the second attack's damage, owed once the first is done (rules/attack-again.ts). */
  again?: number;
  /** An offer to flip the current step's last `coins` coins again is answered by the memo's last entry (rules/reflip.ts). */
  reflip?: { pid: number; coins: number; ability: string };
  /**
   * A Pokémon this resolution evolved with a card from the hand (Rare Candy's
   * Stage 2, README E14): its "when you play this Pokémon from your hand to
   * evolve" Ability resolves when this resolution ends.
   */
  evolvedFromHand?: { side: Side; pid: number };
}

export interface Choice {
  label: string;
}

export interface Pending {
  player: Side;
  kind: 'setupActive' | 'setupBench' | 'promote' | 'effect';
  prompt: string;
  options: Choice[];
  /** For setup and promotion: the uid / pid each option names. */
  values: number[];
  /** The options name cards only the deciding player may see (their hand): other seats see none. */
  secret?: true;
}

export interface GameStats {
  koSources: Record<string, number>;
  effectUses: Record<string, number>;
  actions: number;
}

/**
 * The Stadium in play, for both players (S1), and what the one-per-turn
 * rules remember. Absent from a state until a Stadium is first played, so a
 * game without Stadiums keeps the state it always had.
 */
export interface StadiumState {
  /** The Stadium card in play (uid), or null once it was discarded. */
  card: number | null;
  /** The player who played it: it goes to their discard pile when it leaves. */
  owner: Side;
  /** The turn a Stadium was last played (one per turn, S2). */
  playedTurn: number;
  /** Per player: the turn and the Stadium card of their last stadium action (S4: once per turn per card). */
  used: [{ turn: number; card: number }, { turn: number; card: number }];
}

export function cloneStadium(st: StadiumState): StadiumState {
  return {
    card: st.card,
    owner: st.owner,
    playedTurn: st.playedTurn,
    used: [{ ...st.used[0] }, { ...st.used[1] }],
  };
}

export interface PocketState {
  rng: RngState;
  /** Catalog index of each card instance (uid). */
  cards: number[];
  /** Uids below this belong to side 0, the rest to side 1 (20 in a normal game). */
  split: number;
  /** Coin results a scenario forces (1 heads, 0 tails), used before the generator. */
  forced: number[];
  /** Deck names per side (presets or files), for reports. */
  deckNames: [string, string];
  turn: number;
  current: Side;
  first: Side;
  stage: 'setup' | 'starting' | 'main' | 'ending' | 'over';
  sides: [PlayerState, PlayerState];
  effects: EffectStore<ActivePayload>;
  pending: Pending | null;
  resolution: Resolution | null;
  turnLimit: number;
  result: { winner: Side | null; reason: string } | null;
  stats: GameStats;
  /** The Stadium in play (absent until one is played). */
  stadium?: StadiumState;
}

/** Every Tool attached to a Pokémon, the first attached first. */
export function toolsOf(slot: Slot): number[] {
  if (slot.tool === null) return [];
  return slot.extraTools ? [slot.tool, ...slot.extraTools] : [slot.tool];
}

/** How many Tools a Pokémon holds. */
export function toolCount(slot: Slot): number {
  return slot.tool === null ? 0 : 1 + (slot.extraTools?.length ?? 0);
}

/** Whether `uid` is one of the Tools attached to the Pokémon. */
export function holdsTool(slot: Slot, uid: number): boolean {
  return slot.tool === uid || (slot.extraTools?.includes(uid) ?? false);
}

export function cloneSlot(s: Slot): Slot {
  return {
    pid: s.pid,
    stack: s.stack.slice(),
    damage: s.damage,
    energy: s.energy.slice(),
    tool: s.tool,
    ...(s.extraTools ? { extraTools: s.extraTools.slice() } : {}),
    status: s.status.slice(),
    statusDamage: s.statusDamage,
    playedTurn: s.playedTurn,
    abilityTurn: s.abilityTurn,
  };
}

function clonePlayer(p: PlayerState): PlayerState {
  return {
    deck: p.deck.slice(),
    hand: p.hand.slice(),
    discard: p.discard.slice(),
    active: p.active ? cloneSlot(p.active) : null,
    bench: p.bench.map(cloneSlot),
    points: p.points,
    energyTypes: p.energyTypes,
    zone: p.zone,
    next: p.next,
    supporterPlayed: p.supporterPlayed,
    retreated: p.retreated,
    koByAttack: { ...p.koByAttack },
    // Both replaced on change, never changed in place: shared.
    energyDiscard: p.energyDiscard,
    record: p.record,
    peek: p.peek.slice(),
    revealed: p.revealed ? p.revealed.slice() : null,
    setupDone: p.setupDone,
    ...(p.shown ? { shown: p.shown.map((c) => ({ ...c })) } : {}),
  };
}

export function cloneState(s: PocketState): PocketState {
  const c = cloneFields(s);
  if (s.stadium) c.stadium = cloneStadium(s.stadium);
  return c;
}

function cloneFields(s: PocketState): PocketState {
  return {
    rng: cloneRng(s.rng),
    cards: s.cards,
    split: s.split,
    forced: s.forced.length === 0 ? s.forced : s.forced.slice(),
    deckNames: s.deckNames,
    turn: s.turn,
    current: s.current,
    first: s.first,
    stage: s.stage,
    sides: [clonePlayer(s.sides[0]), clonePlayer(s.sides[1])],
    effects: cloneActiveStore(s.effects),
    pending: s.pending
      ? { ...s.pending, options: s.pending.options.slice(), values: s.pending.values.slice() }
      : null,
    resolution: s.resolution
      ? { ...s.resolution, steps: s.resolution.steps.slice(), memo: s.resolution.memo.slice() }
      : null,
    turnLimit: s.turnLimit,
    result: s.result,
    stats: {
      koSources: { ...s.stats.koSources },
      effectUses: { ...s.stats.effectUses },
      actions: s.stats.actions,
    },
  };
}

export function inPlay(p: PlayerState): Slot[] {
  return p.active ? [p.active, ...p.bench] : p.bench.slice();
}

export function findSlot(s: PocketState, pid: number): { side: Side; slot: Slot; active: boolean } | null {
  for (const side of [0, 1] as const) {
    const p = s.sides[side];
    if (p.active?.pid === pid) return { side, slot: p.active, active: true };
    for (const b of p.bench) if (b.pid === pid) return { side, slot: b, active: false };
  }
  return null;
}

export function topCard(slot: Slot): number {
  return slot.stack[slot.stack.length - 1];
}
