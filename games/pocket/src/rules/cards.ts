/**
 * What a card is in play: the printed data, flattened once per card for the
 * hot paths. A Fossil plays as a Basic Colorless Pokémon with its printed
 * HP, no attacks and no retreat.
 *
 * The cards come from the catalog, which plugs itself in when it loads
 * (`useCatalog`): the catalog checks every card's effects against the effect
 * modules, and those read cards through this file, so this file does not
 * import the catalog (no import circle).
 */
import type { Ability, Attack, Card, CardTag, EnergyType, PokemonType } from '../data/schema.ts';
import { fossil as fossilEffect, fossilParams } from '../effects/fossils/fossil.ts';
import { ATTACK_GATE_TYPES, ENERGY_DISCARD_READERS, RECORD_READERS } from '../effects/gates/gate-types.ts';
import type { TriggerParams } from '../effects/wrappers/trigger.ts';

export interface CardInfo {
  index: number;
  id: string;
  name: string;
  kind: 'pokemon' | 'item' | 'supporter' | 'tool' | 'stadium' | 'fossil';
  stage: number;
  evolvesFrom: string | null;
  hp: number;
  type: PokemonType;
  weakness: EnergyType | null;
  retreat: number;
  ex: boolean;
  /** The groups the card belongs to (Card groups: `mega`, `ultra-beast`, `ancient`, `future`); shared, read only. */
  tags: readonly CardTag[];
  /** A Mega Evolution Pokémon ex: Knocked Out, it gives 3 points (M1). */
  mega: boolean;
  ability: Ability | null;
  attacks: Attack[];
  /** The card's `trigger` effects (an Ability's, a Tool's, a Stadium's): the rules fire them on their events. */
  triggers: readonly TriggerRef[];
  /** Trainer effects (for Pokémon: none). */
  effects: Array<{ type: string; [k: string]: unknown }>;
  canRetreat: boolean;
  basic: boolean;
  /** Each attack's cost as counts per energy letter index (`energyIndex`) and Colorless, for the hot path. */
  costs: AttackCost[];
  /** Per attack, its effects that decide whether it may be used (`requires`); null when no attack has any. */
  attackGates: Array<Array<{ type: string; [k: string]: unknown }>> | null;
  /** Some text of the card reads the Energy discard pile (E1): a game with it keeps the piles. */
  readsEnergyDiscard: boolean;
  /** Some text of the card reads the turn records (rules/record.ts): a game with it keeps them. */
  readsRecord: boolean;
}

export interface AttackCost {
  need: number[];
  colorless: number;
}

/** Energy letters in a fixed order (Colorless last), for counts in typed arrays. */
export const ENERGY_ORDER = ['G', 'R', 'W', 'L', 'P', 'F', 'D', 'M', 'C'] as const;
export const energyIndex: Record<string, number> = Object.fromEntries(ENERGY_ORDER.map((e, i) => [e, i]));

function costOf(cost: readonly string[]): AttackCost {
  const need = new Array(ENERGY_ORDER.length - 1).fill(0);
  let colorless = 0;
  for (const c of cost) {
    if (c === 'C') colorless++;
    else need[energyIndex[c]]++;
  }
  return { need, colorless };
}

const NO_TAGS: readonly CardTag[] = [];
const NO_TRIGGERS: readonly TriggerRef[] = [];

/** A `trigger` effect as the rules read it (its module's schema checked it at load). */
export type TriggerRef = TriggerParams;

function triggersOf(refs: ReadonlyArray<{ type: string }> | undefined): readonly TriggerRef[] {
  const out = (refs ?? []).filter((r) => r.type === 'trigger') as unknown as TriggerRef[];
  return out.length > 0 ? out : NO_TRIGGERS;
}

function infoOf(card: Card, index: number): CardInfo {
  if (card.kind === 'pokemon') {
    return {
      index,
      id: card.id,
      name: card.name,
      kind: 'pokemon',
      stage: card.stage,
      evolvesFrom: card.evolvesFrom,
      hp: card.hp,
      type: card.type,
      weakness: card.weakness,
      retreat: card.retreat,
      ex: card.ex,
      tags: card.tags ?? NO_TAGS,
      mega: card.tags?.includes('mega') ?? false,
      ability: card.ability,
      attacks: card.attacks,
      triggers: triggersOf(card.ability?.effect.effects),
      effects: [],
      canRetreat: true,
      basic: card.stage === 0,
      costs: card.attacks.map((a) => costOf(a.cost)),
      attackGates: gatesOf(card.attacks),
      readsEnergyDiscard: readsPile(card),
      readsRecord: readsRecord(card),
    };
  }
  // A Fossil plays as a Pokémon with the HP and type its fossil effect gives (checked by that module's schema).
  const ref = card.effect.effects.find((e) => e.type === fossilEffect.id);
  const fossil = ref ? fossilParams.parse(ref) : null;
  return {
    index,
    id: card.id,
    name: card.name,
    kind: card.trainerType,
    stage: 0,
    evolvesFrom: null,
    hp: fossil ? fossil.hp : 0,
    type: fossil ? fossil.energyType : 'C',
    weakness: null,
    retreat: 0,
    ex: false,
    tags: NO_TAGS,
    mega: false,
    ability: null,
    attacks: [],
    triggers: triggersOf(card.effect.effects),
    effects: card.effect.effects,
    canRetreat: !fossil,
    basic: Boolean(fossil),
    costs: [],
    attackGates: null,
    readsEnergyDiscard: readsPile(card),
    readsRecord: readsRecord(card),
  };
}

/** Whether any effect of the card, nested ones too, is of a type that reads the Energy discard pile. */
function readsPile(card: Card): boolean {
  const text = JSON.stringify(card);
  for (const t of ENERGY_DISCARD_READERS) if (text.includes(`"type":"${t}"`)) return true;
  return false;
}

/** Whether any condition or counter of the card reads the turn records. */
function readsRecord(card: Card): boolean {
  const text = JSON.stringify(card);
  for (const t of RECORD_READERS) if (text.includes(t)) return true;
  return false;
}

function gatesOf(attacks: readonly Attack[]): CardInfo['attackGates'] {
  const gates = attacks.map((a) => (a.effect?.effects ?? []).filter((e) => ATTACK_GATE_TYPES.has(e.type)));
  return gates.some((g) => g.length > 0) ? gates : null;
}

/** What this file reads of the catalog: its cards in order and their indices by printed id. */
export interface CardSource {
  cards: readonly Card[];
  byId: ReadonlyMap<string, number>;
}

let source: (() => CardSource) | null = null;
let loaded: CardSource | null = null;
let infos: CardInfo[] | null = null;

/** Plugs in the shipped catalog (data/catalog.ts does, when it loads); read on first use. */
export function useCatalog(load: () => CardSource): void {
  source = load;
  loaded = null;
  infos = null;
}

/** Each source's flattened cards, so a designer's data (see `withCardSource`) is flattened once. */
const infosOf = new WeakMap<CardSource, CardInfo[]>();

/**
 * Runs `fn` with the rules reading `src` instead of the shipped catalog (a
 * Lab variant: the same cards, other numbers), then puts back what they read
 * before. Nothing else changes: the game playing a variant calls its rules
 * through this, so one process plays the shipped data and variants side by
 * side without either seeing the other's cards.
 */
export function withCardSource<R>(src: CardSource, fn: () => R): R {
  const before = loaded;
  const beforeInfos = infos;
  loaded = src;
  infos = infosOf.get(src) ?? null;
  try {
    return fn();
  } finally {
    if (infos) infosOf.set(src, infos);
    loaded = before;
    infos = beforeInfos;
  }
}

function cards(): CardSource {
  if (!loaded) {
    if (!source) throw new Error('pocket: the card catalog is not loaded (import data/catalog.ts)');
    loaded = source();
  }
  return loaded;
}

/** Card info by catalog index. */
export function cardInfos(): CardInfo[] {
  if (!infos) infos = cards().cards.map(infoOf);
  return infos;
}

export function infoById(id: string): CardInfo {
  const i = cards().byId.get(id);
  if (i === undefined) throw new Error(`unknown card '${id}'`);
  return cardInfos()[i];
}

/**
 * `build`'s answer for a flattened catalog, worked out once per catalog: the
 * pool's and each Lab variant's are kept side by side, so matches that
 * alternate between them do not redo the work; the latest is read first
 * (asked at every decision, it costs one comparison).
 */
export function perCatalog<T>(build: (infos: readonly CardInfo[]) => T): (infos: readonly CardInfo[]) => T {
  const kept = new WeakMap<readonly CardInfo[], T>();
  let lastInfos: readonly CardInfo[] | null = null;
  let lastValue: T | undefined;
  return (infos) => {
    if (infos === lastInfos) return lastValue as T;
    let value = kept.get(infos);
    if (value === undefined) {
      value = build(infos);
      kept.set(infos, value);
    }
    lastInfos = infos;
    lastValue = value;
    return value;
  };
}

/** Card names as numbers: checks that compare names (evolutions, Rare Candy's lines) compare integers. */
export interface NameNumbers {
  /** Per catalog index, the number of the card's name (equal names, equal numbers). */
  nameId: Int32Array;
  /** The number of any name; a name no card has gets a number past the cards' (equal names, equal numbers). */
  idOf(name: string): number;
}

export const nameNumbersOf = perCatalog((infos): NameNumbers => {
  const names = new Map<string, number>();
  const idOf = (name: string) => {
    let id = names.get(name);
    if (id === undefined) {
      id = names.size;
      names.set(name, id);
    }
    return id;
  };
  const nameId = new Int32Array(infos.length);
  for (let i = 0; i < infos.length; i++) nameId[i] = idOf(infos[i].name);
  return { nameId, idOf };
});
