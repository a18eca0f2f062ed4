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
  };
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
