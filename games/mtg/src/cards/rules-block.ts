/**
 * The rules block: what the oracle-text parser makes of a card, as plain
 * data. The engine reads only this (never the text): each step names an
 * effect of the step vocabulary, each trigger a trigger module, each keyword
 * a keyword module. A new card with the same templates and other numbers is
 * new data, not new code.
 *
 * The phrase shapes every vocabulary shares (filters, refs, amounts, mana
 * costs, targets, tokens) are declared here, with their zod schemas in
 * `shapes.ts`; the vocabulary items' own shapes (a step, a condition, a cost,
 * a rule flag, a continuous effect) are the union of their modules' params
 * schemas (`src/vocabulary/*`), and loading checks every card's block against
 * them (`src/vocabulary/check.ts`).
 */
import type { Condition } from '../vocabulary/conditions/index.ts';
import type { Cost } from '../vocabulary/costs/index.ts';
import type { Keyword } from '../vocabulary/keywords/index.ts';
import type { RuleFlag } from '../vocabulary/rule-flags/index.ts';
import type { Continuous } from '../vocabulary/statics/index.ts';
import type { Step } from '../vocabulary/steps/index.ts';
import type { TriggerCondition } from '../vocabulary/trigger-conditions/index.ts';
import type { TriggerId } from '../vocabulary/triggers/index.ts';
import type { Color } from './schema.ts';

export type { Condition, Continuous, Cost, Keyword, RuleFlag, Step, TriggerCondition, TriggerId };

/** A mana cost: generic amount, coloured symbols, number of {X}. */
export interface ManaCost {
  generic: number;
  colored: Partial<Record<Color | 'C', number>>;
  x: number;
  /** "Spend only red mana on X" (Crimson Hellkite): X is paid with this colour only. */
  xColor?: Color;
}

/** Which objects a selector, target or count speaks of. */
export interface Filter {
  /** Any of these card types (creature, artifact, enchantment, land, instant, sorcery, permanent, card). */
  types?: string[];
  /** Any of these subtypes (Elf, Zombie, Equipment, Aura, Forest ...). */
  subtypes?: string[];
  /** Must have every listed type (an "artifact creature"). */
  allTypes?: string[];
  controller?: 'you' | 'opponent' | 'defending';
  keyword?: Keyword;
  notColor?: Color;
  color?: Color;
  toughnessAtLeast?: number;
  /** "with power 4 or greater" / "with power 2 or less" (read at the time asked). */
  powerAtLeast?: number;
  powerAtMost?: number;
  /** "nonartifact", "non-Wall": none of these types / subtypes. */
  notTypes?: string[];
  notSubtypes?: string[];
  /** "That was dealt damage this turn": damage marked, or removed by regeneration this turn. */
  dealtDamageThisTurn?: boolean;
  /** A token ("all Serf tokens"). */
  token?: boolean;
  /** Not the source itself. */
  other?: boolean;
  /** The source itself (a "Sacrifice this token" cost). */
  self?: boolean;
  /** Has an Equipment attached. */
  equipped?: boolean;
  tapped?: boolean;
  basic?: boolean;
  attacking?: boolean;
  /** Attacking or blocking (CR 506.4: a creature in combat). */
  inCombat?: boolean;
  /** Attacked this turn ("creatures that attacked this turn", Relentless Assault). */
  attackedThisTurn?: boolean;
  /** Without this keyword ("each creature without flying"). */
  notKeyword?: Keyword;
  /** Any of these sub-filters (a union: "artifact, enchantment, or creature with flying"). */
  anyOf?: Filter[];
}

/** How many objects, or a number: the amounts effects speak of. */
export type Amount =
  | number
  | { x: true }
  | { count: Filter; zone?: 'battlefield' }
  | { powerOf: Ref }
  | { toughnessOf: Ref }
  | { countersOn: Ref; kind: string }
  | { attachedTo: Ref }
  | { eventAmount: true }
  | { damageDealtTo: Ref; thisTurn: true }
  | { tappedLands: 'opponent' }
  /** Half a player's life total, rounded up (CR 107.1a). */
  | { halfLifeOf: Ref; round: 'up' }
  /**
   * "For each creature card in their graveyard", "for each untapped Forest they control": counted for
   * each player the step acts on, as that player sees it ("each player draws …", CR 608.2h).
   */
  | { theirCount: Filter; zone: 'battlefield' | 'graveyard' }
  /** "The damage dealt this way": what the resolution's tallied damage steps dealt. */
  | { dealtThisWay: true }
  /** "For each card discarded this way", "as many cards as they discarded this way": what this resolution's `discard` steps discarded. */
  | { discardedThisWay: true };

/** Who or what an effect acts on. */
export type Ref =
  | { self: true }
  | { target: number }
  | { you: true }
  | { eachPlayer: true }
  | { eachOpponent: true }
  /** The defending player (CR 506.2; in two-player Magic, the active player's opponent). */
  | { defendingPlayer: true }
  | { controllerOf: Ref }
  | { ownerOf: Ref }
  | { equipped: true }
  | { enchanted: true }
  /** The object or player the trigger's event names ("that creature", "it", "that player"). */
  | { eventSubject: true }
  | { all: Filter }
  /** The object the previous step created or moved ("it"). */
  | { created: true }
  /** The permanent sacrificed or card discarded to pay a cost. */
  | { paidWith: 'sacrifice' | 'discard' }
  | { spellController: Ref };

export interface TargetSpec {
  kind: 'permanent' | 'player' | 'any' | 'spell' | 'card';
  filter?: Filter;
  /** For cards: the graveyard they are in. */
  zone?: 'graveyard';
  min: number;
  max: number;
  /** The chosen objects must be controlled by different players. */
  differentControllers?: boolean;
  /** Not the same object as another target group's choice. */
  otherThan?: number[];
  /** For card targets: whose graveyard ("that player's" is each opponent's). */
  owner?: 'you' | 'opponent';
  /** For spell targets: "with a single target" (one target in all, CR 115.7). */
  singleTarget?: true;
  /** For spell targets: "with mana value X", X chosen as the spell is cast (Spell Blast). */
  manaValue?: 'x';
  /**
   * An amount divided as the spell is cast among 1 to `max` targets, each getting at least 1 (CR
   * 601.2d: Pyrotechnics, Remedy): the group names each target once per part, `divided` names in all
   * (two of 4 damage to a creature: it appears twice).
   */
  divided?: number;
}

export interface TokenDef {
  name: string;
  colors: Color[];
  types: string[];
  subtypes: string[];
  power: number;
  toughness: number;
  keywords: Keyword[];
  /** Abilities the token has (its own rules block): quoted abilities, Treasure's mana ability. */
  rules?: RulesBlock;
}

export interface Mode {
  text: string;
  targets: TargetSpec[];
  steps: Step[];
}

export interface StaticAbility {
  text: string;
  effect: Continuous;
}

export interface TriggeredAbility {
  text: string;
  /** The trigger module (ETB, DIES, ATTACKS ...). */
  trigger: TriggerId;
  /** Trigger parameters: whose event counts. */
  subject?: Ref | { filter: Filter };
  conditions: TriggerCondition[];
  /** Intervening "if" (CR 603.4): checked when it triggers and on resolution. */
  interveningIf?: Condition;
  targets: TargetSpec[];
  steps: Step[];
}

export interface ActivatedAbility {
  text: string;
  costs: Cost[];
  targets: TargetSpec[];
  steps: Step[];
  /** 'sorcery': only as a sorcery. */
  timing: 'any' | 'sorcery';
  /** "Activate only if …" (a condition module). */
  restriction?: Condition;
  /** A mana ability resolves at once (CR 605). */
  mana: boolean;
  /** Where the source must be. */
  zone: 'battlefield' | 'graveyard';
  /** Generated from an Equip cost. */
  equip?: boolean;
}

export interface AlternateCost {
  text: string;
  /** What is paid instead of the mana cost. */
  instead: Step[];
  condition?: Condition;
}

export interface RulesBlock {
  keywords: Keyword[];
  /** "Enchant creature". */
  enchant?: Filter;
  /** Spell effect (instants and sorceries): targets then ordered steps. */
  targets: TargetSpec[];
  steps: Step[];
  /** Choose-one spells: each mode with its own targets and steps. */
  modes?: { choose: number; modes: Mode[] };
  statics: StaticAbility[];
  triggers: TriggeredAbility[];
  activated: ActivatedAbility[];
  additionalCosts: Cost[];
  alternateCosts: AlternateCost[];
  flashback?: ManaCost;
  /** Sentences the parser did not understand (the goal: none). */
  unparsed: string[];
}

export function emptyRules(): RulesBlock {
  return {
    keywords: [],
    targets: [],
    steps: [],
    statics: [],
    triggers: [],
    activated: [],
    additionalCosts: [],
    alternateCosts: [],
    unparsed: [],
  };
}
