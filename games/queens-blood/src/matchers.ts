/**
 * The `per` matchers of modify_power_scale (seed §4). State matchers count
 * cards on the board (while_in_play, a snapshot); event matchers say which
 * played or destroyed card stacks scale_delta (on_card_played /
 * on_card_destroyed). Relations are taken from the scaling card's side.
 */
import { createRegistry } from '@arbiter/core';
import type { Relation } from './scopes/index.ts';
import type { CardInst } from './state.ts';
import type { ScaleMatcher } from './vocabulary.ts';

export type MatcherDef =
  | { kind: 'event'; trigger: 'on_card_destroyed' | 'on_card_played'; relation: Relation }
  | { kind: 'state'; relation: Relation; holds: (c: CardInst) => boolean };

const enhanced = (c: CardInst) => c.powerDelta > 0;
const enfeebled = (c: CardInst) => c.powerDelta < 0;
const either = (c: CardInst) => c.powerDelta !== 0;

export const matcherRegistry = createRegistry<ScaleMatcher, MatcherDef>(
  'scale matcher',
  {
    destroyed_all: { kind: 'event', trigger: 'on_card_destroyed', relation: 'all' },
    destroyed_ally: { kind: 'event', trigger: 'on_card_destroyed', relation: 'ally' },
    destroyed_enemy: { kind: 'event', trigger: 'on_card_destroyed', relation: 'enemy' },
    played_all: { kind: 'event', trigger: 'on_card_played', relation: 'all' },
    played_ally: { kind: 'event', trigger: 'on_card_played', relation: 'ally' },
    played_enemy: { kind: 'event', trigger: 'on_card_played', relation: 'enemy' },
    enhanced_all: { kind: 'state', relation: 'all', holds: enhanced },
    enhanced_ally: { kind: 'state', relation: 'ally', holds: enhanced },
    enhanced_enemy: { kind: 'state', relation: 'enemy', holds: enhanced },
    enfeebled_all: { kind: 'state', relation: 'all', holds: enfeebled },
    enfeebled_ally: { kind: 'state', relation: 'ally', holds: enfeebled },
    enfeebled_enemy: { kind: 'state', relation: 'enemy', holds: enfeebled },
    enhanced_or_enfeebled_all: { kind: 'state', relation: 'all', holds: either },
    enhanced_or_enfeebled_ally: { kind: 'state', relation: 'ally', holds: either },
    enhanced_or_enfeebled_enemy: { kind: 'state', relation: 'enemy', holds: either },
  },
  ['played_all', 'enhanced_or_enfeebled_ally', 'enhanced_or_enfeebled_enemy'],
);
