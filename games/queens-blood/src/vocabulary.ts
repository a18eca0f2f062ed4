/**
 * The registry vocabulary of qb_effects v1.1, as string-literal unions. Data
 * may only name these; each has a registered handler (see registries.ts) and
 * validation fails on any other name.
 */

export const TRIGGERS = [
  'on_play',
  'while_in_play',
  'on_destroy',
  'on_card_destroyed',
  'on_card_played',
  'on_enfeebled',
  'on_first_enfeebled',
  'on_first_enhanced',
  'on_power_threshold',
  'on_spawned',
  'on_lane_win',
  'on_round_end',
] as const;
export type Trigger = (typeof TRIGGERS)[number];

export const OPERATION_TYPES = [
  'modify_power',
  'modify_power_scale',
  'destroy_cards',
  'replace_ally',
  'add_to_hand',
  'spawn_token',
  'modify_tile_ranks',
  'score_bonus',
  'expand_positions',
] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

export const SCOPES = [
  'self',
  'allies_on_affected_tiles',
  'enemies_on_affected_tiles',
  'all_cards_on_affected_tiles',
  'allies_global',
  'enemies_global',
  'all_cards_global',
  'allies_in_lane',
  'enemies_in_lane',
  'all_cards_in_lane',
  'lane_owner',
] as const;
export type Scope = (typeof SCOPES)[number];

/** `per` of modify_power_scale: what is counted (while_in_play) or which event stacks (event-based). */
export const SCALE_MATCHERS = [
  'destroyed_all',
  'destroyed_ally',
  'destroyed_enemy',
  'played_all',
  'played_ally',
  'played_enemy',
  'enhanced_all',
  'enhanced_ally',
  'enhanced_enemy',
  'enfeebled_all',
  'enfeebled_ally',
  'enfeebled_enemy',
  'enhanced_or_enfeebled_all',
  'enhanced_or_enfeebled_ally',
  'enhanced_or_enfeebled_enemy',
] as const;
export type ScaleMatcher = (typeof SCALE_MATCHERS)[number];

/** Keys an effect's or an operation's `conditions` may hold. */
export const CONDITIONS = ['first_time', 'threshold', 'replaced_pawns'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const CATEGORIES = ['Regular', 'Legend', 'Token'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Tile owners: seat 0 (P1), seat 1 (P2), or NEUTRAL. */
export const NEUTRAL = -1;
export type Side = 0 | 1;
export type Owner = Side | typeof NEUTRAL;

export const LANES = 3;
export const COLS = 5;
export const TILES = LANES * COLS;
export const MAX_RANK = 3;
export const LANE_NAMES = ['TOP', 'MID', 'BOT'] as const;
