/**
 * The text table's rules for the family "stadiums" (docs/text-inventory.md):
 * Stadiums' effects on both players' Pokémon, their once-per-turn actions,
 * and the attacks that discard a Stadium. Spread into `textRules`
 * (scripts/text-map.ts) with one line.
 */
import type { TextRule } from './tools.ts';

const rule = (source: string, effects: TextRule['effects']): TextRule => ({
  pattern: new RegExp(`^${source}$`),
  effects,
});
const int = (s: string) => Number.parseInt(s, 10);
const BOTH = "in play \\(both yours and your opponent's\\)";
const EACH_TURN = "Once during each player's turn, that player may";

export const stadiumRules: TextRule[] = [
  // The generic modifier: Weakness ×2 for attackers that aren't Mega Evolution Pokémon ex.
  rule(
    `When applying the opponent's Active Pokémon's Weakness to damage from attacks used by Pokémon ${BOTH} that aren't Mega Evolution Pokémon ex, apply Weakness as ×(\\d)\\.`,
    (m) => [
      {
        type: 'modifier',
        target: 'weakness',
        operation: 'multiply',
        value: int(m[1]),
        scope: 'all_pokemon',
        attacker: { notTag: 'mega' },
      },
    ],
  ),
  rule('Discard a Stadium in play\\.', () => [{ type: 'discard_stadium' }]),
  rule(
    "At the end of each player's turn, that player heals (\\d+) damage from each of their Pokémon that has any \\[([GRWLPFDMC])\\] Energy attached\\.",
    (m) => [
      {
        type: 'trigger',
        on: 'each_turn_end',
        scope: 'global',
        effects: [{ type: 'heal', amount: int(m[1]), target: 'all_own', withEnergy: m[2] }],
      },
    ],
  ),
  rule(
    "At the end of each player's turn, that player draws cards until they have (\\d+) cards in their hand\\.",
    (m) => [
      {
        type: 'trigger',
        on: 'each_turn_end',
        scope: 'global',
        effects: [{ type: 'draw_until', handSize: int(m[1]) }],
      },
    ],
  ),
  rule(`Each Basic Pokémon ${BOTH} gets \\+(\\d+) HP\\.`, (m) => [
    { type: 'hp_modifier', scope: 'all_pokemon', stage: 0, amount: int(m[1]) },
  ]),
  rule(`The Retreat Cost of each \\[([GRWLPFDMC])\\] Pokémon ${BOTH} is (\\d) less\\.`, (m) => [
    { type: 'retreat_modifier', scope: 'all_pokemon', pokemonType: m[1], amount: -int(m[2]) },
  ]),
  rule(
    `Attacks used by Stage ([12]) Pokémon ${BOTH} do \\+(\\d+) damage to the opponent's Active Pokémon\\.`,
    (m) => [{ type: 'damage_boost', scope: 'all_pokemon', stage: int(m[1]), amount: int(m[2]) }],
  ),
  rule(
    `Attacks used by each \\[([GRWLPFDMC])\\] Pokémon ${BOTH} do \\+(\\d+) damage to the opponent's Active Pokémon ex\\.`,
    (m) => [
      {
        type: 'damage_boost',
        scope: 'all_pokemon',
        pokemonType: m[1],
        amount: int(m[2]),
        against: { ex: true },
      },
    ],
  ),
  rule(
    `${EACH_TURN} discard the Energy that has been generated in their Energy Zone\\. If they do, the next Energy is produced\\.`,
    () => [{ type: 'stadium_action', oncePerTurn: true, effects: [{ type: 'reroll_zone_energy' }] }],
  ),
  rule(
    `${EACH_TURN} flip a coin\\. If heads, that player puts a random Pokémon from their deck into their hand\\.`,
    () => [
      {
        type: 'stadium_action',
        oncePerTurn: true,
        effects: [{ type: 'coin', coins: 1, heads: [{ type: 'search_deck_to_hand' }] }],
      },
    ],
  ),
  // Only offered while the hand holds a Basic Pokémon, so "If they do" always holds when it runs.
  rule(
    `${EACH_TURN} shuffle a Basic Pokémon from their hand into their deck\\. If they do, they draw a card\\.`,
    () => [
      {
        type: 'stadium_action',
        oncePerTurn: true,
        effects: [
          { type: 'hand_to_deck', count: 1, what: { cardKind: 'pokemon', stage: 0 } },
          { type: 'draw', count: 1 },
        ],
      },
    ],
  ),
  rule(
    `${EACH_TURN} choose a card in their hand and switch it with a random Pokémon Tool card in their deck\\.`,
    () => [
      {
        type: 'stadium_action',
        oncePerTurn: true,
        effects: [{ type: 'swap_hand_with_deck', what: { cardKind: 'tool' }, choose: 'any_card' }],
      },
    ],
  ),
  rule(
    `${EACH_TURN} put a random Basic \\[([GRWLPFDMC])\\] Pokémon from their deck into their hand\\.`,
    (m) => [
      {
        type: 'stadium_action',
        oncePerTurn: true,
        effects: [{ type: 'search_deck_to_hand', basic: true, energyType: m[1] }],
      },
    ],
  ),
];
