/**
 * The rules block: what the oracle-text parser makes of a card, as plain
 * data. The engine reads only this (never the text): each step names an
 * effect id handled by the effect registry, each trigger a trigger id, each
 * keyword a keyword handler. A new card with the same templates and other
 * numbers is new data, not new code.
 */
import type { Color } from './schema.ts';

export const KEYWORDS = [
  'flying',
  'first_strike',
  'double_strike',
  'vigilance',
  'lifelink',
  'deathtouch',
  'menace',
  'defender',
  'flash',
  'hexproof',
  'trample',
  'haste',
  'reach',
  'indestructible',
] as const;
export type Keyword = (typeof KEYWORDS)[number];

/** A mana cost: generic amount, coloured symbols, number of {X}. */
export interface ManaCost {
  generic: number;
  colored: Partial<Record<Color | 'C', number>>;
  x: number;
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
  /** Not the source itself. */
  other?: boolean;
  /** The source itself (a "Sacrifice this token" cost). */
  self?: boolean;
  /** Has an Equipment attached. */
  equipped?: boolean;
  tapped?: boolean;
  basic?: boolean;
  attacking?: boolean;
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
  | { tappedLands: 'opponent' };

/** Who or what an effect acts on. */
export type Ref =
  | { self: true }
  | { target: number }
  | { you: true }
  | { eachPlayer: true }
  | { eachOpponent: true }
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
}

export interface Condition {
  id: string;
  [param: string]: unknown;
}

export interface TokenDef {
  name: string;
  colors: Color[];
  types: string[];
  subtypes: string[];
  power: number;
  toughness: number;
  keywords: Keyword[];
  /** Abilities the token has (its own rules block), for tokens with quoted abilities. */
  rules?: RulesBlock;
  /** Treasure-like artifacts name their ability through rules. */
}

/** One step of an effect: an effect id from the registry and its parameters. */
export interface Step {
  op: string;
  /** The step happens only if this holds at resolution. */
  if?: Condition;
  /** "You may": the controller decides on resolution, or `chooser` ("its controller may …", CR 608.2d). */
  optional?: boolean;
  /** The player an optional step's text names as the one who may (absent: "you"). */
  chooser?: Ref;
  [param: string]: unknown;
}

export interface Cost {
  kind: 'mana' | 'tap' | 'sacrifice' | 'discard' | 'pay_life' | 'exile_self';
  mana?: ManaCost;
  filter?: Filter;
  amount?: number;
}

export interface Mode {
  text: string;
  targets: TargetSpec[];
  steps: Step[];
}

/** A continuous effect a static ability or a resolved effect creates (CR 611, 613). */
export interface Continuous {
  /** Who it applies to (a lord: all creatures you control; an aura: the enchanted one). */
  affects: Ref;
  /** Layer 4: subtypes gained "in addition to its other types" (CR 205.1b). */
  addSubtypes?: string[];
  /** Layer 4: "becomes a Dragon": these replace every creature type it had (CR 205.1b). */
  setCreatureTypes?: string[];
  addTypes?: string[];
  /** Layer 6 */
  addKeywords?: Keyword[];
  removeKeywords?: Keyword[];
  /** Layer 7b: base power and toughness become these. */
  setBasePT?: [number, number];
  /** Layer 7c */
  pt?: [Amount, Amount];
  /** Rule modifications that are not characteristics. */
  rules?: RuleFlag[];
  /** Holds only while this is true (an "as long as", "during your turn"). */
  while?: Condition;
}

export type RuleFlag =
  | { id: 'cant_attack_you' }
  | { id: 'goaded' }
  | { id: 'must_attack' }
  | { id: 'must_be_blocked_by_all' }
  | { id: 'prevent_combat_damage' }
  | { id: 'may_assign_as_unblocked' }
  | { id: 'attack_tax'; amount: number }
  | { id: 'cost_reduction'; amount: number; spells: Filter }
  | { id: 'cast_from_graveyard'; extraCosts: Cost[] };

export interface StaticAbility {
  text: string;
  effect: Continuous;
}

export interface TriggeredAbility {
  text: string;
  /** Trigger id from the trigger registry (ETB, DIES, ATTACKS ...). */
  trigger: string;
  /** Trigger parameters: whose event counts. */
  subject?: Ref | { filter: Filter };
  conditions: Condition[];
  /** Intervening "if" (CR 603.4): checked when it triggers and on resolution. */
  interveningIf?: Condition;
  targets: TargetSpec[];
  steps: Step[];
  /** The ability works from the graveyard (none in the pool) or the battlefield. */
}

export interface ActivatedAbility {
  text: string;
  costs: Cost[];
  targets: TargetSpec[];
  steps: Step[];
  /** 'sorcery': only as a sorcery; 'attacking': only while the source attacks. */
  timing: 'any' | 'sorcery';
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
