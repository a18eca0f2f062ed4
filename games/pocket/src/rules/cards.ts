/**
 * What a card is in play: the printed data, flattened once per card for the
 * hot paths. A Fossil plays as a Basic Colorless Pokémon with its printed
 * HP, no attacks and no retreat.
 */
import { catalog } from '../data/catalog.ts';
import type { Ability, Attack, Card, EnergyType, PokemonType } from '../data/schema.ts';

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
  ability: Ability | null;
  attacks: Attack[];
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
      ability: card.ability,
      attacks: card.attacks,
      effects: [],
      canRetreat: true,
      basic: card.stage === 0,
      costs: card.attacks.map((a) => costOf(a.cost)),
    };
  }
  const fossil = card.effect.effects.find((e) => e.type === 'fossil');
  return {
    index,
    id: card.id,
    name: card.name,
    kind: card.trainerType,
    stage: 0,
    evolvesFrom: null,
    hp: fossil ? Number(fossil.hp) : 0,
    type: fossil ? (String(fossil.energyType) as PokemonType) : 'C',
    weakness: null,
    retreat: 0,
    ex: false,
    ability: null,
    attacks: [],
    effects: card.effect.effects,
    canRetreat: !fossil,
    basic: Boolean(fossil),
    costs: [],
  };
}

let infos: CardInfo[] | null = null;

/** Card info by catalog index. */
export function cardInfos(): CardInfo[] {
  if (!infos) infos = catalog().cards.map(infoOf);
  return infos;
}

export function infoById(id: string): CardInfo {
  const i = catalog().byId.get(id);
  if (i === undefined) throw new Error(`unknown card '${id}'`);
  return cardInfos()[i];
}
