/**
 * What the hot paths (legal actions, mana, layers) read of a rules block,
 * worked out once per block and kept on it under a symbol: not an
 * enumerable key, so states that hold token rules hash, serialize and clone
 * as before (structuredClone and JSON skip symbol keys).
 */
import type { ActivatedAbility, RulesBlock } from '../cards/rules-block.ts';

/** A {T} mana ability of the block. */
export interface TapManaAbility {
  index: number;
  ability: ActivatedAbility;
  sacrifice: boolean;
}

export interface RulesIndex {
  /** Indices of the activated abilities that are not mana abilities, in order. */
  nonMana: number[];
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
  const nonMana: number[] = [];
  const tapMana: TapManaAbility[] = [];
  rules.activated.forEach((a, index) => {
    if (!a.mana) nonMana.push(index);
    else if (a.costs.some((c) => c.kind === 'tap'))
      tapMana.push({ index, ability: a, sacrifice: a.costs.some((c) => c.kind === 'sacrifice') });
  });
  const index: RulesIndex = {
    nonMana,
    tapMana,
    costReduction: rules.statics.some((st) => st.effect.rules?.some((rf) => rf.id === 'cost_reduction')),
  };
  Object.defineProperty(r, INDEX, { value: index, enumerable: false, writable: true });
  return index;
}
