/**
 * An object's card-level facts, read from the catalog (or its token
 * definition): its rules block and its name. Kept apart from the layers
 * (derived.ts) so that everything below them can read a rules block.
 */
import { catalog } from '../cards/catalog.ts';
import { emptyRules, type RulesBlock } from '../cards/rules-block.ts';
import type { GameObject, MtgState } from './state.ts';

const EMPTY = emptyRules();

/** The rules block an object has: its card's or its token's (granted abilities are read beside it). */
export function rulesOf(o: GameObject): RulesBlock {
  if (o.rulesFrom !== undefined) return catalog().cards[o.rulesFrom].rules;
  if (o.card) return catalog().cards[o.card].rules;
  return o.token?.rules ?? EMPTY;
}

export function nameOf(o: GameObject): string {
  return o.card ? catalog().cards[o.card].name : `${o.token?.name ?? '?'} token`;
}

/** What a spell's or ability's source is called, even once it has left its zone (its card, else its token). */
export function sourceName(s: MtgState, source: number, sourceCard: string | null): string {
  if (sourceCard) return catalog().cards[sourceCard].name;
  const o = s.objects[source];
  return o ? nameOf(o) : 'a token';
}

/** An ability's printed text with its source's name for the self-reference ("~"). */
export function abilityText(text: string, name: string): string {
  return text.replace(/~/g, name);
}

/** An object or player (a target id: players are -1 and -2) as a player reads it; seats from 1. */
export function idWords(s: MtgState, id: number): string {
  if (id < 0) return `player ${-id}`;
  const item = s.stack.find((x) => x.id === id);
  if (item) return item.copy ? `the copy of ${item.text}` : item.text;
  const o = s.objects[id];
  return o ? nameOf(o) : 'a card no longer there';
}

/** The targets of a spell or ability as a player reads them, group after group. */
export function targetWords(s: MtgState, targets: readonly (readonly number[])[]): string[] {
  return targets.flatMap((g) => g.map((id) => idWords(s, id)));
}
