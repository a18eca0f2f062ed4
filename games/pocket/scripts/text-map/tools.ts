/**
 * The text table's rules for the family "tools" (docs/text-inventory.md):
 * Pokémon Tools' continuous effects and the texts that take Tools off.
 * Spread into `textRules` (scripts/text-map.ts) with one line.
 */
import type { EffectRef } from '../../src/data/schema.ts';

export interface TextRule {
  pattern: RegExp;
  effects(m: RegExpMatchArray): EffectRef[];
}

const rule = (source: string, effects: TextRule['effects']): TextRule => ({
  pattern: new RegExp(`^${source}$`),
  effects,
});
const int = (s: string) => Number.parseInt(s, 10);
const ATTACHED = 'this card is attached to';
const TAGS: Record<string, string> = { Ancient: 'ancient', Future: 'future' };

export const toolRules: TextRule[] = [
  rule(`The Pokémon ${ATTACHED} gets \\+(\\d+) HP\\.`, (m) => [
    { type: 'hp_modifier', scope: 'attached', amount: int(m[1]) },
  ]),
  rule(`The \\[([GRWLPFDMC])\\] Pokémon ${ATTACHED} gets \\+(\\d+) HP\\.`, (m) => [
    { type: 'hp_modifier', scope: 'attached', pokemonType: m[1], amount: int(m[2]) },
  ]),
  rule(`The Stage ([12]) Pokémon ${ATTACHED} gets \\+(\\d+) HP\\.`, (m) => [
    { type: 'hp_modifier', scope: 'attached', stage: int(m[1]), amount: int(m[2]) },
  ]),
  rule(`The (Ancient|Future) Pokémon ${ATTACHED} gets \\+(\\d+) HP\\.`, (m) => [
    { type: 'hp_modifier', scope: 'attached', tag: TAGS[m[1]], amount: int(m[2]) },
  ]),
  rule(`The Retreat Cost of the Basic Pokémon ${ATTACHED} is (\\d) less\\.`, (m) => [
    { type: 'retreat_modifier', scope: 'attached', stage: 0, amount: -int(m[1]) },
  ]),
  rule(`The Retreat Cost of the \\[([GRWLPFDMC])\\] Pokémon ${ATTACHED} is (\\d) less\\.`, (m) => [
    { type: 'retreat_modifier', scope: 'attached', pokemonType: m[1], amount: -int(m[2]) },
  ]),
  rule(`The Stage ([12]) Pokémon ${ATTACHED} has no Retreat Cost\\.`, (m) => [
    { type: 'free_retreat', scope: 'attached', stage: int(m[1]) },
  ]),
  rule(
    `Attacks used by the (Ancient|Future) Pokémon ${ATTACHED} do \\+(\\d+) damage to your opponent's Active Pokémon\\.`,
    (m) => [{ type: 'damage_boost', scope: 'attached', tag: TAGS[m[1]], amount: int(m[2]) }],
  ),
  // A boost counted when the damage is calculated (Beastite): the counter vocabulary's `per`.
  rule(
    `Attacks used by the Ultra Beast ${ATTACHED} do \\+(\\d+) damage to your opponent's Active Pokémon for each point you have gotten\\.`,
    (m) => [
      {
        type: 'damage_boost',
        scope: 'attached',
        tag: 'ultra-beast',
        amount: int(m[1]),
        per: { of: 'points', side: 'own' },
      },
    ],
  ),
  // Triggers (T7): the `trigger` wrapper around what the Tool does.
  rule(
    `If the Pokémon ${ATTACHED} is in the Active Spot and is damaged by an attack from your opponent's Pokémon, do (\\d+) damage to the Attacking Pokémon\\.`,
    (m) => [
      {
        type: 'trigger',
        on: 'damaged_by_attack',
        scope: 'attached',
        activeOnly: true,
        effects: [{ type: 'damage_target', amount: int(m[1]), among: 'attacker' }],
      },
    ],
  ),
  rule(
    `If the Pokémon ${ATTACHED} is your Active Pokémon and is damaged by an attack from your opponent's Pokémon, the Attacking Pokémon is now (Poisoned|Burned|Asleep|Paralyzed|Confused)\\.`,
    (m) => [
      {
        type: 'trigger',
        on: 'damaged_by_attack',
        scope: 'attached',
        activeOnly: true,
        effects: [{ type: 'inflict_status', status: m[1].toLowerCase(), coin: false, target: 'attacker' }],
      },
    ],
  ),
  rule(
    `If the Pokémon ${ATTACHED} is Knocked Out by damage from an attack from your opponent's Pokémon, draw cards until you have (\\d+) cards in your hand\\.`,
    (m) => [
      {
        type: 'trigger',
        on: 'knocked_out_by_attack',
        scope: 'attached',
        effects: [{ type: 'draw_until', handSize: int(m[1]) }],
      },
    ],
  ),
  rule(
    `If the Pokémon ${ATTACHED} is Knocked Out by damage from an attack from your opponent's Pokémon, put it into your hand instead of the discard pile\\.`,
    () => [
      {
        type: 'trigger',
        on: 'knocked_out_by_attack',
        scope: 'attached',
        effects: [{ type: 'knocked_out_to_hand' }],
      },
    ],
  ),
  rule(
    `If the \\[([GRWLPFDMC])\\] Pokémon ${ATTACHED} is in the Active Spot and is Knocked Out by damage from an attack from your opponent's Pokémon, move (\\d) \\[\\1\\] Energy from that Pokémon and attach 1 Energy each to \\2 of your Benched Pokémon\\.`,
    (m) => [
      {
        type: 'trigger',
        on: 'knocked_out_by_attack',
        scope: 'attached',
        activeOnly: true,
        pokemonType: m[1],
        effects: [{ type: 'spread_energy', count: int(m[2]), energyType: m[1] }],
      },
    ],
  ),
  rule(
    `Whenever your opponent's Pokémon is Knocked Out by damage from an attack used by the Pokémon ${ATTACHED}, draw a card\\.`,
    () => [
      {
        type: 'trigger',
        on: 'knocks_out_by_attack',
        scope: 'attached',
        effects: [{ type: 'draw', count: 1 }],
      },
    ],
  ),
  rule(
    `At the end of your turn, if the Pokémon ${ATTACHED} is in the Active Spot, heal (\\d+) damage from that Pokémon\\.`,
    (m) => [
      {
        type: 'trigger',
        on: 'own_turn_end',
        scope: 'attached',
        activeOnly: true,
        effects: [{ type: 'heal', amount: int(m[1]), target: 'self' }],
      },
    ],
  ),
  rule(
    `At the end of your turn, if the \\[([GRWLPFDMC])\\] Pokémon ${ATTACHED} is in the Active Spot, do (\\d+) damage to your opponent's Active Pokémon\\.`,
    (m) => [
      {
        type: 'trigger',
        on: 'own_turn_end',
        scope: 'attached',
        activeOnly: true,
        pokemonType: m[1],
        effects: [{ type: 'damage_target', amount: int(m[2]), among: 'opponent_active' }],
      },
    ],
  ),
  // Damage taken (issue 21): a typed holder (Metal Core Barrier), a holder with a high Retreat Cost (Heavy Helmet).
  rule(
    `The \\[([GRWLPFDMC])\\] Pokémon ${ATTACHED} takes -(\\d+) damage from attacks from your opponent's Pokémon\\.`,
    (m) => [{ type: 'damage_reduction', scope: 'attached', pokemonType: m[1], amount: int(m[2]) }],
  ),
  rule(
    `If the Pokémon ${ATTACHED} has a Retreat Cost of (\\d) or more, it takes -(\\d+) damage from attacks from your opponent's Pokémon\\.`,
    (m) => [
      {
        type: 'damage_reduction',
        scope: 'attached',
        amount: int(m[2]),
        condition: { is: 'self_retreat_at_least', n: int(m[1]) },
      },
    ],
  ),
  rule(
    `As long as the Pokémon ${ATTACHED} is on your Bench, prevent all damage done to that Pokémon by your opponent's attacks and Abilities\\.`,
    () => [
      {
        type: 'prevent_damage',
        scope: 'attached',
        benchOnly: true,
        from: { attacks: true, abilities: true },
      },
    ],
  ),
  // A Tool that lasts until the end of the opponent's turn (read with the sentence after it).
  rule(
    "If this card is attached to 1 of your Pokémon, discard it at the end of your opponent's turn\\.",
    () => [
      {
        type: 'trigger',
        on: 'opponent_turn_end',
        scope: 'attached',
        effects: [{ type: 'discard_this_tool' }],
      },
    ],
  ),
  rule(
    `If the \\[([GRWLPFDMC])\\] Pokémon ${ATTACHED} is in the Active Spot and is damaged by an attack from your opponent's Pokémon, your opponent reveals a random card from their hand and shuffles it into their deck\\.`,
    (m) => [
      {
        type: 'trigger',
        on: 'damaged_by_attack',
        scope: 'attached',
        activeOnly: true,
        pokemonType: m[1],
        effects: [{ type: 'opponent_hand_to_deck', which: 'random' }],
      },
    ],
  ),
  rule("Before doing damage, discard all Pokémon Tools from your opponent's Active Pokémon\\.", () => [
    { type: 'remove_tools', from: 'opponent_active', to: 'discard', phase: 'before_damage' },
  ]),
  rule("Discard all Pokémon Tools from your opponent's Active Pokémon\\.", () => [
    { type: 'remove_tools', from: 'opponent_active', to: 'discard' },
  ]),
  rule(
    "Before doing damage, shuffle all Pokémon Tools from each of your opponent's Pokémon into their deck\\.",
    () => [{ type: 'remove_tools', from: 'opponent_all', to: 'deck', phase: 'before_damage' }],
  ),
  rule("Discard all Pokémon Tool cards attached to each of your opponent's Pokémon\\.", () => [
    { type: 'remove_tools', from: 'opponent_all', to: 'discard' },
  ]),
  rule(
    "Return all Pokémon Tools attached to each Pokémon \\(both yours and your opponent's\\) to their owner's hand\\.",
    () => [{ type: 'remove_tools', from: 'all_pokemon', to: 'hand' }],
  ),
];
