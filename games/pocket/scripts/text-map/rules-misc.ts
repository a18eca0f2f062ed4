/**
 * The rules-misc family, and the texts of other families built on its
 * types: conditions on using a card or an attack ("You can use this card
 * only if …", `requires`), choosing one of two effects (`choose_one`),
 * Energy attached from the discard pile (`attach_from_discard`, E1),
 * evolving from the deck (`evolve_from_deck`, E5), and a Tool discarding
 * itself after its trigger (`discard_this_tool`). Moved here from the
 * inventory's proposals (scripts/inventory/rules-abilities.ts,
 * rules-effects.ts). Not read yet (their proposals stay in the inventory):
 * Rare Candy, copying Supporters and the opponent's attacks, costs that
 * change with a condition, "this attack does nothing" conditions, and the
 * `requires` texts whose second sentence no rule reads yet.
 */
import type { ConditionRef } from '../../src/effects/vocabulary/condition.ts';
import { names } from '../inventory/grammar.ts';
import type { TextRule } from '../text-map.ts';
import { E, int, readCondition, rule } from './rule.ts';

/** The condition after "You can use this card/attack only if": the vocabulary's, or one of these. */
function useCondition(text: string): ConditionRef | null {
  const both = text.match(/^you have (\S+) and (\S+) on your Bench$/);
  if (both) return { is: 'own_bench_has', names: [both[1], both[2]], all: true };
  const atk = text.match(/^your Pokémon in the Active Spot has the (.+) attack$/);
  if (atk) return { is: 'own_active_has_attack', attack: atk[1] };
  return readCondition(text);
}

const TAGS: Record<string, string> = { 'Ultra Beasts': 'ultra-beast' };

export const rulesMiscRules: TextRule[] = [
  // ---- conditions on use ----
  rule('You can use this (card|attack) only if (.+?)\\.\\s?(.+)', (m, inner) => {
    const c = useCondition(m[2]);
    const then = c ? inner(m[3]) : null;
    return c && then ? [{ type: 'requires', condition: c }, ...then] : null;
  }),
  // The second sentences of the `requires` texts no other rule reads.
  rule('Move all Energy from each of your Benched Pokémon to your Active Pokémon\\.', () => [
    // From each own Pokémon to the Active: the Active's own Energy stays.
    { type: 'move_energy', from: 'own_all', to: 'own_active', count: 'all' },
  ]),
  rule(
    "Choose 1 of your opponent's Benched Pokémon and move a random Energy from it to your opponent's Active Pokémon\\.",
    () => [
      {
        type: 'move_opponent_energy',
        from: 'opponent_bench_one',
        to: 'opponent_active',
        count: 1,
        random: true,
      },
    ],
  ),
  rule(
    "During your opponent's next turn, all of your (Ultra Beasts) take -(\\d+) damage from attacks from your opponent's Pokémon\\.",
    (m) => [{ type: 'team_damage_reduction_next_turn', amount: int(m[2]), tag: TAGS[m[1]] }],
  ),
  rule("Discard 2 random Energy from your opponent's Active Pokémon\\.", () => [
    { type: 'discard_random_energy', from: 'opponent_active', coin: false, count: 2 },
  ]),
  // ---- Energy from the discard pile (E1) ----
  rule(
    `Choose 1 of your (.+)\\. Attach (2|2 random) (?:${E} )?Energy from your discard pile to that Pokémon\\.`,
    (m) => [
      {
        type: 'attach_from_discard',
        count: 2,
        ...(m[3] ? { energyType: m[3] } : { random: true }),
        target: TAGS[m[1]] ? { among: 'own_one', tag: TAGS[m[1]] } : { among: 'own_one', names: names(m[1]) },
      },
    ],
  ),
  rule(`Attach a ${E} Energy from your discard pile to your Active ${E} Pokémon\\.`, (m) => [
    {
      type: 'attach_from_discard',
      count: 1,
      energyType: m[1],
      target: { among: 'own_active', pokemonType: m[2] },
    },
  ]),
  rule(
    'Attach 3 different types of Energy from your discard pile to your Ancient Pokémon in any way you like\\.',
    () => [
      {
        type: 'attach_from_discard',
        count: 3,
        distinctTypes: true,
        split: true,
        target: { among: 'own_any', tag: 'ancient' },
      },
    ],
  ),
  // ---- evolving from the deck (E5) ----
  rule(
    `Choose 1 of your (?:${E} )?Pokémon in play(?: with a maximum HP of (\\d+) or less)?\\. Put a random (?:${E} )?Pokémon from your deck that evolves from that Pokémon onto that Pokémon to evolve it\\.(?: You can't use this card during your first turn or on a Pokémon that was put into play this turn\\.)?`,
    (m) => [
      {
        type: 'evolve_from_deck',
        target: {
          among: 'own_one',
          ...(m[1] ? { pokemonType: m[1] } : {}),
          ...(m[2] ? { maxHp: int(m[2]) } : {}),
        },
        ...(m[3] ? { pokemonType: m[3] } : {}),
        ...(m[0].includes("can't use") ? { notFirstTurn: true, notPlayedThisTurn: true } : {}),
      },
    ],
  ),
  // Rare Candy: a Stage 2 from the hand onto a Basic, skipping the Stage 1 (README, "Rare Candy").
  rule(
    "Choose 1 of your Basic Pokémon in play\\. If you have a Stage 2 card in your hand that evolves from that Pokémon, put that card onto the Basic Pokémon to evolve it, skipping the Stage 1\\. You can't use this card during your first turn or on a Basic Pokémon that was put into play this turn\\.",
    () => [{ type: 'rare_candy' }],
  ),
  // The attack or Ability's own Pokémon, evolved from the deck (a trigger's "…, put a random card …" reads it too).
  rule(
    'Put a random card from your deck that evolves from this Pokémon onto this Pokémon to evolve it\\.',
    () => [{ type: 'evolve_from_deck', target: 'self' }],
  ),
  // ---- an alternative cost while a condition holds ----
  rule(
    `If (this Pokémon has damage on it|you have no cards in your deck), this attack can be used for 1 ${E} Energy\\.`,
    (m) => [
      {
        type: 'attack_cost_if',
        condition: { is: m[1].startsWith('this') ? 'self_damaged' : 'deck_empty' },
        cost: [m[2]],
      },
    ],
  ),
  // ---- copying attacks (E9: "does nothing" without the Energy only where printed) ----
  rule(
    "Choose 1 of your Benched Pokémon's attacks, except any Pokémon ex, and use it as this attack\\. If this Pokémon doesn't have the necessary Energy to use that attack, this attack does nothing\\.",
    () => [{ type: 'copy_attack', from: 'own_bench', exceptEx: true, requireEnergy: true }],
  ),
  rule(
    "1 attack from among the Pokémon in your opponent's hand and deck is chosen at random, and you use the chosen attack as this attack\\.",
    () => [{ type: 'copy_attack', from: 'opponent_hand_and_deck', random: true, requireEnergy: false }],
  ),
  // ---- copying Supporters (E8) ----
  rule(
    "(?:Once during your turn, if this Pokémon is in the Active Spot, you may look|Look) at a random Supporter card (?:that's not (.+) )?from your opponent's (hand|deck)(?: and shuffle it back into their deck)?\\. Use the effect of that card as the effect of this (?:Ability|card)\\.",
    (m) => [
      {
        type: 'copy_supporter',
        from: m[2] === 'hand' ? 'opponent_hand' : 'opponent_deck',
        random: true,
        ...(m[1] ? { exceptNames: [m[1]] } : {}),
      },
    ],
  ),
  // ---- choosing one ----
  // "Choose 1:" then two sentences run together (the printing has no space): each read with the whole table.
  rule('Choose 1:(.+?\\.)(?=[A-Z])(.+\\.)', (m, inner) => {
    const a = inner(m[1]);
    const b = a ? inner(m[2]) : null;
    return a && b ? [{ type: 'choose_one', options: [a, b], heading: true }] : null;
  }),
  // The Pokémon that evolve from a name (the lasting and healing rules read types and names, not this).
  rule(
    "During this turn, attacks used by your Pokémon that evolve from (\\S+) do \\+(\\d+) damage to your opponent's Active Pokémon\\.",
    (m) => [{ type: 'team_damage_boost_this_turn', amount: int(m[2]), evolvesFrom: m[1] }],
  ),
  rule('Heal (\\d+) damage from each of your Pokémon that evolves from (\\S+)\\.', (m) => [
    { type: 'heal', amount: int(m[1]), target: 'all_own', evolvesFrom: m[2] },
  ]),
  rule(
    "Discard a Pokémon Tool card from a Pokémon \\(yours or your opponent's\\), or discard a Stadium card in play\\.",
    () => [
      {
        type: 'choose_one',
        options: [[{ type: 'remove_tools', from: 'any_one', to: 'discard' }], [{ type: 'discard_stadium' }]],
      },
    ],
  ),
  // ---- Tools that discard themselves after their trigger ----
  rule(
    'At the end of each turn, if the Pokémon this card is attached to (has half of its maximum HP or less remaining|is affected by any Special Conditions), (heal (\\d+) damage from it\\. If you do, discard this card|it recovers from all of them, and discard this card)\\.',
    (m) => [
      {
        type: 'trigger',
        on: 'each_turn_end',
        scope: 'attached',
        effects: [
          {
            type: 'if',
            condition: { is: m[1].startsWith('has half') ? 'self_hp_at_most_half' : 'self_any_status' },
            effects: [
              m[3]
                ? { type: 'heal', amount: int(m[3]), target: 'self' }
                : { type: 'cure_status', target: 'self' },
              { type: 'discard_this_tool' },
            ],
          },
        ],
      },
    ],
  ),
];
