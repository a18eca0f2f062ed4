/**
 * What the hot paths (legal actions, mana, layers) read of a rules block,
 * worked out once per block and kept on it under a symbol: not an
 * enumerable key, so states that hold token rules hash, serialize and clone
 * as before (structuredClone and JSON skip symbol keys).
 */
import type { ActivatedAbility, Cost, ManaCost, RulesBlock } from '../cards/rules-block.ts';
import { type CostToPay, costWithX } from './mana.ts';

/** A {T} mana ability of the block. */
export interface TapManaAbility {
  index: number;
  ability: ActivatedAbility;
  sacrifice: boolean;
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
}

const INDEX = Symbol('rulesIndex');

type Indexed = RulesBlock & { [INDEX]?: RulesIndex };

export function rulesIndex(rules: RulesBlock): RulesIndex {
  const r = rules as Indexed;
  const hit = r[INDEX];
  if (hit) return hit;
  const nonMana: OtherAbility[] = [];
  const tapMana: TapManaAbility[] = [];
  rules.activated.forEach((a, index) => {
    if (!a.mana)
      nonMana.push({
        index,
        ability: a,
        mana: a.costs.find((c) => c.kind === 'mana')?.mana ?? null,
        cost: null,
        extra: a.costs.filter((c) => c.kind !== 'mana'),
        tap: a.costs.some((c) => c.kind === 'tap'),
      });
    else if (a.costs.some((c) => c.kind === 'tap'))
      tapMana.push({ index, ability: a, sacrifice: a.costs.some((c) => c.kind === 'sacrifice') });
  });
  for (const e of nonMana) e.cost = e.mana ? costWithX(e.mana, 0) : null;
  const index: RulesIndex = {
    nonMana,
    tapMana,
    costReduction: rules.statics.some((st) => st.effect.rules?.some((rf) => rf.id === 'cost_reduction')),
  };
  Object.defineProperty(r, INDEX, { value: index, enumerable: false, writable: true });
  return index;
}
