/**
 * The game's tables and which of their columns hold effect strings. Every
 * column listed here is read by the one grammar (`parseEffect`); validation
 * and the migration walk exactly this list.
 */
export const TABLES = [
  'citizens',
  'domains',
  'monsters',
  'dukes',
  'starters',
  'events',
  'nobles',
  'relics',
  'agents',
] as const;
export type TableName = (typeof TABLES)[number];

export const EFFECT_COLUMNS: Record<TableName, readonly string[]> = {
  citizens: ['special_payout_on_turn', 'special_payout_off_turn'],
  domains: ['activation_effect', 'passive_effect'],
  monsters: ['special_reward', 'special_cost'],
  dukes: [],
  starters: ['special_payout_on_turn', 'special_payout_off_turn', 'activation_trigger'],
  events: ['roll_effect', 'activation_effect', 'passive_effect', 'special_reward'],
  nobles: ['special_duke_payout'],
  relics: ['passive_effect'],
  agents: ['activation_effect'],
};

/** Which expansions make the base game. */
export const BASE_EXPANSIONS: readonly string[] = ['base', 'base1', 'base2'];
