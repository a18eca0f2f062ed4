/**
 * The `per` matchers of modify_power_scale (seed §4), one module each (a
 * kernel `VocabularyItem`). State matchers count cards on the board
 * (while_in_play, a snapshot); event matchers say which played or destroyed
 * card stacks scale_delta (on_card_played / on_card_destroyed). Relations
 * are taken from the scaling card's side. The fifteen are three relations of
 * five families, so they are made here from one line per family.
 */
import { registryOf, type VocabularyItem } from '@arbiter/core';
import type { Relation } from './scopes/index.ts';
import type { CardInst } from './state.ts';
import type { ScaleMatcher } from './vocabulary.ts';

interface MatcherBase extends VocabularyItem {
  readonly id: ScaleMatcher;
  readonly relation: Relation;
  /** Players' words for what is watched or counted: "destroyed", "enhanced or enfeebled". */
  readonly what: string;
}

export type MatcherModule =
  | (MatcherBase & { readonly kind: 'event'; readonly trigger: 'on_card_destroyed' | 'on_card_played' })
  | (MatcherBase & { readonly kind: 'state'; readonly holds: (c: CardInst) => boolean });

const enhanced = (c: CardInst) => c.powerDelta > 0;
const enfeebled = (c: CardInst) => c.powerDelta < 0;
const either = (c: CardInst) => c.powerDelta !== 0;

const RELATIONS = { all: 'all', ally: 'ally', enemy: 'enemy' } as const;
const whose = { all: 'any card', ally: 'allied cards', enemy: 'enemy cards' } as const;

function eventMatchers(
  family: 'destroyed' | 'played',
  trigger: 'on_card_destroyed' | 'on_card_played',
  what: string,
): MatcherModule[] {
  return Object.values(RELATIONS).map((relation) => ({
    id: `${family}_${relation}` as const,
    description: `each ${what} event of ${whose[relation]} stacks the scale (${trigger})`,
    kind: 'event',
    trigger,
    relation,
    what,
  }));
}

function stateMatchers(
  family: 'enhanced' | 'enfeebled' | 'enhanced_or_enfeebled',
  holds: (c: CardInst) => boolean,
  what: string,
): MatcherModule[] {
  return Object.values(RELATIONS).map((relation) => ({
    id: `${family}_${relation}` as const,
    description: `counts the ${what} ${whose[relation]} on the board now`,
    kind: 'state',
    holds,
    relation,
    what,
  }));
}

const MATCHERS: readonly MatcherModule[] = [
  ...eventMatchers('destroyed', 'on_card_destroyed', 'destroyed'),
  ...eventMatchers('played', 'on_card_played', 'played from hand'),
  ...stateMatchers('enhanced', enhanced, 'enhanced'),
  ...stateMatchers('enfeebled', enfeebled, 'enfeebled'),
  ...stateMatchers('enhanced_or_enfeebled', either, 'enhanced or enfeebled'),
];

/** No shipped card uses these three yet. */
export const matcherRegistry = registryOf('scale matcher', MATCHERS, [
  'played_all',
  'enhanced_or_enfeebled_ally',
  'enhanced_or_enfeebled_enemy',
]);
