/**
 * An object's card-level facts, read from the catalog (or its token
 * definition): its rules block and its name. Kept apart from the layers
 * (derived.ts) so that everything below them can read a rules block.
 */
import { catalog } from '../cards/catalog.ts';
import { emptyRules, type RulesBlock } from '../cards/rules-block.ts';
import type { GameObject } from './state.ts';

const EMPTY = emptyRules();

/** The rules block an object has: its card's or its token's (granted abilities are read beside it). */
export function rulesOf(o: GameObject): RulesBlock {
  if (o.card) return catalog().cards[o.card].rules;
  return o.token?.rules ?? EMPTY;
}

export function nameOf(o: GameObject): string {
  return o.card ? catalog().cards[o.card].name : `${o.token?.name ?? '?'} token`;
}
