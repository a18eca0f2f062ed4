/**
 * Effect types the flattened cards (rules/cards.ts) look for when they are
 * built, named here without imports so that file needs no import circle.
 */
export const ATTACK_GATE_TYPES: ReadonlySet<string> = new Set(['requires', 'attack_cost_if']);

/** The effect types that read the Energy discard pile (E1): a game keeps the piles only when a card has one. */
export const ENERGY_DISCARD_READERS: ReadonlySet<string> = new Set(['attach_from_discard']);

/** The conditions and counters that read the turn records (rules/record.ts), as they appear in a card's JSON. */
export const RECORD_READERS: readonly string[] = [
  '"is":"self_moved_to_active"',
  '"is":"attack_used_last_turn"',
  '"of":"attack_uses"',
  '"of":"knockouts"',
  '"is":"ko_last_turn","pokemonType"',
  '"is":"first_attack_since_play"',
  '"is":"self_damaged_last_turn"',
];
