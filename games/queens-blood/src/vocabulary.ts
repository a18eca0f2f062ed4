/**
 * Names and board constants shared by the rules. Triggers, operations and
 * scopes are not listed here: each is a module of its registry
 * (triggers/, operations/, scopes/), and the registries are the vocabulary.
 */

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

/**
 * Where the rules fire effects:
 *  - `placed`: the card was played and has projected its pawns (rules.ts playCard);
 *  - `destroying`: its destroy batch, before the batch leaves the board (resolve.ts destroyBatch);
 *  - `spawned`: a token right after it is placed (the spawn_token operation);
 *  - `card-played` / `card-destroyed`: other cards watching one played from hand or destroyed (kernel dispatch);
 *  - `power-changed`: a discrete power change of the card, fired in the settle step;
 *  - `settle-check`: each settle round, from the card's effective power;
 *  - `in-play`: never fired; its operations' passive hooks shape effective power;
 *  - `lane-scored`: never fired; its operations' score hooks shape the lane's points.
 */
export type Moment =
  | 'placed'
  | 'destroying'
  | 'spawned'
  | 'card-played'
  | 'card-destroyed'
  | 'power-changed'
  | 'settle-check'
  | 'in-play'
  | 'lane-scored';
