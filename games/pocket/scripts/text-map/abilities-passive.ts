/**
 * The text table's rules for the family "abilities" that are not triggers
 * (docs/text-inventory.md): passive auras (immunities, extra types,
 * evolution rules, attacks of previous Evolutions, coin damage reduction,
 * retreat costs, damage boosts and reductions, HP by condition) and the
 * Tools that say the same of their holder. Moved here from the inventory's
 * proposals (scripts/inventory/rules-abilities.ts). Spread into `textRules`
 * (scripts/text-map.ts) with one line.
 */

import { conditionSchema } from '../../src/effects/vocabulary/condition.ts';
import { names } from '../inventory/grammar.ts';
import type { TextRule } from '../text-map.ts';
import { E, type EffectRef, int, N, readCondition, rule } from './rule.ts';

/** "your [F] Pokémon", "your [P] Pokémon and [M] Pokémon", "your Pokémon that evolve from Poliwhirl" → an aura's reach. */
function whose(words: string): Record<string, unknown> | null {
  if (words === 'Pokémon') return { scope: 'team_all' };
  const t = words.match(/^\[([A-Z])\] Pokémon(?: and \[([A-Z])\] Pokémon)?$/);
  if (t) return { scope: 'team_all', pokemonTypes: [t[1], t[2]].filter(Boolean) };
  const evo = words.match(/^Pokémon that evolve from (.+)$/);
  return evo ? { scope: 'team_all', evolvesFrom: evo[1] } : null;
}

/** An aura sentence with a condition read by the engine's vocabulary, or null (the text stays unread). */
const when = (c: string, make: (condition: Record<string, unknown>) => EffectRef[]) => {
  const condition = readCondition(c);
  return condition ? make(condition) : null;
};

export const abilityPassiveRules: TextRule[] = [
  // ---- immunities ----
  rule("This Pokémon can't be affected by any Special Conditions\\.", () => [
    { type: 'status_immunity', scope: 'self' },
  ]),
  rule("This Pokémon can't be Asleep\\.", () => [
    { type: 'status_immunity', scope: 'self', statuses: ['asleep'] },
  ]),
  rule(
    `Each of your Pokémon that has any (?:${E} )?Energy attached recovers from all Special Conditions and can't be affected by any Special Conditions\\.`,
    (m) => [
      { type: 'status_immunity', scope: 'team_all', filter: { hasEnergy: m[1] ?? 'any' }, cures: true },
    ],
  ),
  rule(
    "Prevent all effects of attacks used by your opponent's Pokémon done to (this Pokémon|the Pokémon this card is attached to)\\.(?: \\(Existing effects are not removed\\.\\))?",
    (m) => [
      {
        type: 'effect_immunity',
        scope: m[1] === 'this Pokémon' ? 'self' : 'attached',
        ...(m[0].includes('Existing') ? { keepsExisting: true } : {}),
      },
    ],
  ),
  rule(
    'If any damage is done to this Pokémon by attacks, flip a coin\\. If heads, (?:prevent that damage|this Pokémon takes -(\\d+) damage from that attack)\\.',
    (m) => [
      { type: 'coin_damage_reduction', coins: 1, ...(m[1] ? { amount: int(m[1]) } : { prevent: true }) },
    ],
  ),
  // ---- types, evolution, attacks ----
  rule(`As long as this Pokémon is in play, it is ${E} and ${E} type\\.`, (m) => [
    { type: 'extra_type', scope: 'self', types: [m[1], m[2]] },
  ]),
  rule(
    'As long as this Pokémon is in the Active Spot, it can evolve during your first turn or the turn you play it\\.',
    () => [{ type: 'early_evolution', scope: 'self', activeOnly: true }],
  ),
  rule(
    'This Pokémon can evolve into any Pokémon that evolves from (.+) if you play it from your hand onto this Pokémon\\. \\(This Pokémon can.t evolve during your first turn or the turn you play it\\.\\)',
    (m) => [{ type: 'evolves_as', scope: 'self', from: m[1] }],
  ),
  rule(
    '(Each of your evolved Pokémon|The Pokémon this card is attached to) can use any attack from its previous Evolutions\\. \\(You still need the necessary Energy to use each attack\\.\\)',
    (m) => [{ type: 'use_previous_attacks', scope: m[1].startsWith('Each') ? 'team_all' : 'attached' }],
  ),
  // ---- retreat costs ----
  rule(
    `As long as this Pokémon is on your Bench, your Active (Basic |${E} )?Pokémon's Retreat Cost is (\\d) less\\.`,
    (m) => [
      {
        type: 'retreat_modifier',
        scope: 'team_active',
        amount: -int(m[3]),
        ...(m[1]?.startsWith('Basic') ? { stage: 0 } : m[2] ? { pokemonType: m[2] } : {}),
        benchOnly: true,
      },
    ],
  ),
  rule("Your opponent's Active Pokémon's Retreat Cost is (\\d) more\\.", (m) => [
    { type: 'retreat_modifier', scope: 'opponent_active', amount: int(m[1]) },
  ]),
  rule('Your Active (.+) has no Retreat Cost\\.', (m) => [
    { type: 'free_retreat', scope: 'team_active', ...(m[1] === 'Pokémon' ? {} : { names: names(m[1]) }) },
  ]),
  rule('During your first turn, this Pokémon has no Retreat Cost\\.', () => [
    { type: 'free_retreat', scope: 'self', condition: { is: 'own_first_turn' } },
  ]),
  rule(
    "If (.+?), (?:this Pokémon has no Retreat Cost|it has no Retreat Cost|this Pokémon's Retreat Cost is (\\d) less)\\.",
    (m) =>
      when(m[1], (condition) => [
        m[2]
          ? { type: 'retreat_modifier', scope: 'self', amount: -int(m[2]), condition }
          : { type: 'free_retreat', scope: 'self', condition },
      ]),
  ),
  // ---- damage boosts and reductions ----
  rule(
    `(?:As long as this Pokémon is on your Bench, attacks|Attacks) used by your (.+?) do \\+${N} damage to your opponent's Active Pokémon\\.`,
    (m) => {
      const w = whose(m[1]);
      return (
        w && [
          {
            type: 'damage_boost',
            ...w,
            amount: int(m[2]),
            ...(m[0].startsWith('As long') ? { benchOnly: true } : {}),
          },
        ]
      );
    },
  ),
  rule(
    `As long as this Pokémon is in the Active Spot, attacks used by your opponent's Active Pokémon do -${N} damage\\.`,
    (m) => [{ type: 'damage_boost', scope: 'opponent_active', amount: -int(m[1]) }],
  ),
  rule(
    `If (.+?), (?:attacks used by this Pokémon do \\+${N} damage to your opponent's Active Pokémon|(?:this Pokémon|it) takes -${N} damage from attacks(?: from your opponent's Pokémon)?)\\.`,
    (m) =>
      when(m[1], (condition) => [
        m[2]
          ? { type: 'damage_boost', scope: 'self', amount: int(m[2]), condition }
          : { type: 'damage_reduction', amount: int(m[3]), condition },
      ]),
  ),
  rule(
    `If you have another (.+) in play, this Pokémon's attacks do \\+${N} damage to your opponent's Active Pokémon, and this Pokémon takes -${N} damage from attacks from your opponent's Pokémon\\.`,
    (m) => {
      const condition = { is: 'own_in_play', names: [m[1]], other: true };
      return [
        { type: 'damage_boost', scope: 'self', amount: int(m[2]), condition },
        { type: 'damage_reduction', amount: int(m[3]), condition },
      ];
    },
  ),
  rule(`This Pokémon takes -${N} damage from attacks from ${E}(?: or ${E})? Pokémon\\.`, (m) => [
    { type: 'damage_reduction', amount: int(m[1]), from: { pokemonTypes: [m[2], m[3]].filter(Boolean) } },
  ]),
  // "This Ability works if …": the aura of the next sentence holds that condition.
  rule(
    `This Ability works if you have any (.+) in play with an Ability other than ([A-Z]+)\\. (?:All of your Pokémon take -${N} damage from attacks from your opponent's Pokémon|Attacks used by your Pokémon do \\+${N} damage to your opponent's Active Pokémon)\\.`,
    (m) => {
      const condition = { is: 'own_in_play', names: [m[1]], abilityOtherThan: m[2] };
      return [
        m[3]
          ? { type: 'damage_reduction', scope: 'team_all', amount: int(m[3]), condition }
          : { type: 'damage_boost', scope: 'team_all', amount: int(m[4]), condition },
      ];
    },
  ),
  // ---- HP ----
  rule(`This Pokémon gets \\+${N} HP for each ${E} Energy attached to it\\.`, (m) => [
    { type: 'hp_modifier', scope: 'self', amount: int(m[1]), perEnergy: m[2] },
  ]),
  rule(`Each of your ${E} Pokémon gets \\+${N} HP\\.`, (m) => [
    { type: 'hp_modifier', scope: 'team_all', pokemonType: m[1], amount: int(m[2]) },
  ]),
  // ---- the lasting family's shared types in their static form ----
  rule("Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon ex\\.", () => [
    { type: 'prevent_damage', scope: 'self', from: { ex: true } },
  ]),
  rule(
    'When this Pokémon is first damaged by an attack after coming into play, prevent that damage\\.',
    () => [{ type: 'prevent_damage', scope: 'self', once: 'first_attack_damage' }],
  ),
  rule(
    'As long as this Pokémon is on your Bench, prevent all damage done to this Pokémon by attacks\\.',
    () => [{ type: 'prevent_damage', scope: 'self', benchOnly: true }],
  ),
  rule(
    "As long as this Pokémon is in the Active Spot, attacks used by your opponent's Active Pokémon cost 1 \\[C\\] more\\.",
    () => [
      {
        type: 'attack_cost_modifier',
        scope: 'opponent_active',
        amount: 1,
        energyType: 'C',
        activeOnly: true,
      },
    ],
  ),
  rule(`If (.+?), attacks used by this Pokémon cost 1 less ${E} Energy\\.`, (m) =>
    when(m[1], (condition) => [
      { type: 'attack_cost_modifier', scope: 'self', amount: -1, energyType: m[2], condition },
    ]),
  ),
  rule('Attacks used by your Future Pokémon cost 1 less \\[C\\] Energy\\.', () => [
    { type: 'attack_cost_modifier', scope: 'team_all', tag: 'future', amount: -1, energyType: 'C' },
  ]),
  rule(
    "As long as this Pokémon is in the Active Spot, your opponent can't play any Stadium cards from their hand\\.",
    () => [{ type: 'lock_cards', side: 'opponent', cardKind: 'stadium', activeOnly: true }],
  ),
  rule("Basic Pokémon in play \\(both yours and your opponent's\\) have no Abilities\\.", () => [
    { type: 'lose_abilities', scope: 'all_pokemon', stage: 0 },
  ]),
  rule(
    `If this Pokémon would be Knocked Out by damage from an attack, flip a coin\\. If heads, this Pokémon is not Knocked Out, and its remaining HP becomes ${N}\\.`,
    (m) => [{ type: 'survive_knockout', scope: 'self', hp: int(m[1]), coin: true }],
  ),
  rule(`Your opponent's Active Pokémon takes \\+${N} damage from being Poisoned\\.`, (m) => [
    {
      type: 'modifier',
      target: 'checkup.poisoned.damage',
      operation: 'add',
      value: int(m[1]),
      scope: 'opponent_active',
    },
  ]),
  rule("Pokémon \\(both yours and your opponent's\\) can't be healed\\.", () => [
    { type: 'modifier', target: 'healing', operation: 'set', value: 0, scope: 'all_pokemon' },
  ]),
  // Dual Customization: the holder's Tool limit (T1, T10; src/rules/attached-cards.ts `toolLimit`).
  rule(`This Pokémon may have up to ${N} Pokémon Tool cards attached to it\\.`, (m) => [
    { type: 'modifier', target: 'tool.slots', operation: 'set', value: int(m[1]), scope: 'self' },
  ]),
  rule("If you don't have (.+) on your Bench, this Pokémon can't attack\\.", (m) => {
    // Every one of the names on the Bench (`all`); the aura works while that does not hold.
    const condition = { is: 'own_bench_has', names: names(m[1]), all: true, negate: true };
    return conditionSchema.safeParse(condition).success
      ? [{ type: 'cant_attack', scope: 'self', condition }]
      : null;
  }),
  // ---- activated: "Once during your turn, if …, you may …" (an `if` that gates the Ability) ----
  rule(
    "Once during your turn, if you have (.+) in play, you may do (\\d+) damage to your opponent's Active Pokémon\\.",
    (m) =>
      when(`you have ${m[1]} in play`, (condition) => [
        {
          type: 'if',
          gate: true,
          condition,
          effects: [{ type: 'damage_target', amount: int(m[2]), among: 'opponent_active' }],
        },
      ]),
  ),
  rule(
    "Once during your turn, if this Pokémon is on your Bench, you may discard all Pokémon Tools from your opponent's Active Pokémon\\. If you do, discard this Pokémon\\.",
    () => [
      {
        type: 'if',
        gate: true,
        condition: { is: 'self_on_bench' },
        effects: [
          {
            type: 'if',
            gate: true,
            condition: { is: 'defender_has_tool' },
            effects: [
              { type: 'remove_tools', from: 'opponent_active', to: 'discard' },
              { type: 'bounce', target: 'self', to: 'discard' },
            ],
          },
        ],
      },
    ],
  ),
  // A Tool saying the same of its holder (Steel Apron).
  rule(
    `The ${E} Pokémon this card is attached to takes -${N} damage from attacks from your opponent's Pokémon, recovers from all Special Conditions, and can't be affected by any Special Conditions\\.`,
    (m) => [
      { type: 'damage_reduction', scope: 'attached', pokemonType: m[1], amount: int(m[2]) },
      { type: 'status_immunity', scope: 'attached', pokemonType: m[1], cures: true },
    ],
  ),
  // A reaction the flow offers, not an action (rules/reflip.ts; abilityUse reads it as passive).
  rule(
    `Once during your turn, after you flip any coins for an attack of 1 of your ${E} Pokémon, you may ignore all results of those coin flips and begin flipping those coins again\\. You can't use more than 1 (.+) Ability each turn\\.`,
    (m) => [{ type: 'reflip_attack_coins', pokemonType: m[1], oncePerTurnByName: m[2] }],
  ),
];
