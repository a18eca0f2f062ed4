/**
 * The typed effect tree every effect string of every table parses into, in
 * either syntax (the tables' current one and the seed's unified one). Two
 * strings that mean the same thing give equal trees; the printer writes a
 * tree back in the unified form.
 */

/** Gold, strength, magic, victory points, maps, tomes, and one-of-any ("wild"). */
export type Resource = 'g' | 's' | 'm' | 'v' | 'p' | 't' | 'wild';
export const RESOURCES: readonly Resource[] = ['g', 's', 'm', 'v', 'p', 't', 'wild'];

/** `g 2`; negative amounts are payments (`m -5`). */
export interface Amount {
  res: Resource;
  n: number;
}

export type Comparison = '==' | '<=' | '>=';

/** `role==shadow and gold_cost<=2` */
export type Filter =
  | { kind: 'cmp'; field: string; op: Comparison; value: string | number }
  | { kind: 'and'; parts: Filter[] };

/** When a passive fires: a phase (`roll`, `harvest`, `action.end`, …), optionally on an event (`on_event doubles`, `on_any_magic_gain`). */
export interface Trigger {
  phase: string;
  /** The event after `on_`: `event`, `any_magic_gain`, `opponent_slay`. */
  on?: string;
  /** The event's argument (`doubles` in `on_event doubles`). */
  onArg?: string;
}

/** What `count` counts. */
export type CountSubject =
  | { of: 'role'; role: string }
  | { of: 'owned'; what: string }
  | { of: 'name'; what: string; name: string }
  | { of: 'area'; area: string }
  | { of: 'type'; type: string };

/** A value on the right of `key=`. */
export type KvValue = boolean | number | string | Amount[] | string[];

/** A positional or key-value argument of a named operation. */
export type Arg =
  | { kind: 'amount'; amount: Amount }
  | { kind: 'num'; n: number }
  | { kind: 'word'; word: string }
  | { kind: 'str'; text: string }
  | { kind: 'kv'; key: string; value: KvValue }
  | { kind: 'filter'; filter: Filter }
  | { kind: 'key'; key: string };

export type ConvertMode = 'self_convert' | 'pay_to_player' | 'take_from_player';

export type Leg =
  /** Gain (or, negative, pay) a fixed amount. */
  | { kind: 'gain'; amount: Amount }
  /** A decision among options; `who: 'active'` when the active player chooses for everyone. */
  | { kind: 'choose'; who: 'self' | 'active'; options: Effect[] }
  /** Take an entity from the centre: `<citizens where role==shadow>`, `<citizens 3>`, `<domains>`. */
  | { kind: 'pick'; entity: string; count: number; filter: Filter | null }
  /** `count area Hills g 1`: `per` for each counted thing. */
  | { kind: 'count'; subject: CountSubject; per: Amount }
  /** Pay one amount, gain another. */
  | { kind: 'exchange'; pay: Amount; gain: Amount }
  /** Take one of the amounts from an opponent. */
  | { kind: 'steal'; options: Amount[]; args: Arg[] }
  /** The old `manipulate_resources` modes: convert, pay another player, take from a player. */
  | { kind: 'convert'; mode: ConvertMode; pay: Amount[]; gain: Amount[]; optional: boolean }
  /** Scope words before a leg: `all_may`, `all_must`, `active_may`, `seq`. */
  | { kind: 'scoped'; scope: string[]; leg: Leg }
  /** A named operation (`slay`, `build_domain`, `return_owned`, …) dispatched to its handler by name. */
  | { kind: 'op'; name: string; args: Arg[] }
  /** A named key (`action.northernwall`, relic keys): the `.` exceptions, dispatched by key. */
  | { kind: 'key'; key: string; args: Arg[] }
  /** `effect.add action.X`: a lasting flag the rules consult. */
  | { kind: 'flag'; key: string };

/** Legs in order (` + `), all governed by one trigger when there is one. */
export interface Effect {
  trigger: Trigger | null;
  legs: Leg[];
}
