/**
 * What the hot paths (legal actions, mana, layers) read of a rules block,
 * worked out once per block and kept under a symbol: not an
 * enumerable key, so states that hold token rules hash, serialize and clone
 * as before (structuredClone and JSON skip symbol keys).
 */
import { type CardDef, type Catalog, catalog } from '../cards/catalog.ts';
import type { ActivatedAbility, Cost, Keyword, ManaCost, RulesBlock } from '../cards/rules-block.ts';
import type { ManaCostItem } from '../vocabulary/costs/index.ts';
import { type CostToPay, costWithX } from './mana-cost.ts';
import { rulesOf } from './objects.ts';
import type { GameObject, ManaColor } from './state.ts';

/** A {T} mana ability of the block. */
export interface TapManaAbility {
  index: number;
  ability: ActivatedAbility;
  sacrifice: boolean;
  /** "Add {W} or {U}": the colours it may make (null: fixed mana, or any colour). */
  oneOf: readonly ManaColor[] | null;
  /** It does more than add mana ("This land deals 1 damage to you"). */
  riders: boolean;
  /**
   * What it makes when that depends on nothing on the board (null: one mana of a colour chosen), kept by
   * mana.ts on first use; undefined until then, and always for an amount read from the board.
   */
  fixed: Partial<Record<ManaColor, number>> | null | undefined;
}

/** An activated ability that is not a mana ability, with its costs sorted out. */
export interface OtherAbility {
  index: number;
  ability: ActivatedAbility;
  /** Its mana cost, or null. */
  mana: ManaCost | null;
  /** The same as a cost to pay (X is 0), shared: payment only reads it. */
  cost: CostToPay | null;
  /** Its costs other than mana, in order. */
  extra: Cost[];
  /** Has a {T} cost. */
  tap: boolean;
}

export interface RulesIndex {
  /** The activated abilities that are not mana abilities, in order. */
  nonMana: OtherAbility[];
  /** The {T} mana abilities, in order. */
  tapMana: TapManaAbility[];
  /** Has a "spells you cast cost {N} less" static. */
  costReduction: boolean;
  /** Its keywords as a set (shared: the layers copy it before changing it). */
  keywords: Set<Keyword>;
}

const INDEX = Symbol('rulesIndex');

type Indexed = { [INDEX]?: RulesIndex };

/**
 * The index of an object's rules block (`rulesOf`). A card's is kept on its
 * card definition (all of one shape, so the read stays quick); a token's on
 * the token's block.
 */
export function rulesIndexOf(o: GameObject): RulesIndex {
  const from = o.rulesFrom ?? o.card;
  if (!from) return rulesIndex(rulesOf(o));
  // The hot paths ask for the same permanents' indexes at every priority: kept per object id, checked
  // against what it was read for (a clone or a determinized world may give an id another card).
  const cards = catalog().cards;
  const kept = byId[o.id];
  if (kept !== undefined && kept.from === from && kept.cards === cards) return kept.index;
  const index = cardRulesIndex(cards[from]);
  if (kept !== undefined) {
    kept.from = from;
    kept.cards = cards;
    kept.index = index;
  } else byId[o.id] = { from, cards, index };
  return index;
}

/** `rulesIndexOf`'s last answer per object id, with the card name and the catalog's cards it was read from. */
interface KeptIndex {
  from: string;
  cards: Catalog['cards'];
  index: RulesIndex;
}
const byId: (KeptIndex | undefined)[] = [];

export function cardRulesIndex(card: CardDef): RulesIndex {
  const c = card as CardDef & Indexed;
  const hit = c[INDEX];
  if (hit) return hit;
  const index = buildIndex(card.rules);
  Object.defineProperty(c, INDEX, { value: index, enumerable: false });
  return index;
}

export function rulesIndex(rules: RulesBlock): RulesIndex {
  const r = rules as RulesBlock & Indexed;
  const hit = r[INDEX];
  if (hit) return hit;
  const index = buildIndex(rules);
  Object.defineProperty(r, INDEX, { value: index, enumerable: false, writable: true });
  return index;
}

/** "Add {W} or {U}": the colours a mana ability may make, or null. */
function oneOfColors(a: ActivatedAbility): readonly ManaColor[] | null {
  for (const st of a.steps) if (st.op === 'add_mana' && st.oneOf) return st.oneOf;
  return null;
}

function buildIndex(rules: RulesBlock): RulesIndex {
  const nonMana: OtherAbility[] = [];
  const tapMana: TapManaAbility[] = [];
  rules.activated.forEach((a, index) => {
    if (!a.mana)
      nonMana.push({
        index,
        ability: a,
        mana: a.costs.find((c): c is ManaCostItem => c.kind === 'mana')?.mana ?? null,
        cost: null,
        extra: a.costs.filter((c) => c.kind !== 'mana'),
        tap: a.costs.some((c) => c.kind === 'tap'),
      });
    else if (a.costs.some((c) => c.kind === 'tap'))
      tapMana.push({
        index,
        ability: a,
        sacrifice: a.costs.some((c) => c.kind === 'sacrifice'),
        oneOf: oneOfColors(a),
        riders: a.steps.some((st) => st.op !== 'add_mana'),
        fixed: undefined,
      });
  });
  for (const e of nonMana) e.cost = e.mana ? costWithX(e.mana, 0) : null;
  return {
    nonMana,
    tapMana,
    costReduction: rules.statics.some((st) => st.effect.rules?.some((rf) => rf.id === 'cost_reduction')),
    keywords: new Set(rules.keywords),
  };
}
