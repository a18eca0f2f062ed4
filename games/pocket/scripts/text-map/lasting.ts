/**
 * The text table's rules for the family "lasting" (docs/text-inventory.md):
 * effects that last a turn — "during your opponent's next turn", "during
 * your next turn", "during this turn", "until this Pokémon leaves the Active
 * Spot" — registered on the active-effects store with a duration (the
 * shared types' lasting form: src/effects/lasting/reach.ts). Spread into
 * `textRules` (scripts/text-map.ts) with one line.
 */
import { names } from '../inventory/grammar.ts';
import type { TextRule } from '../text-map.ts';
import { E, int, N, readCondition, rule } from './rule.ts';

const OPP = 'opponent_next_turn';
const MINE = 'own_next_turn';
const NOW = 'this_turn';

/** "your Steelix and Skarmory ex", "your [M] Pokémon", "your Pokémon" → the filters of a team. */
function team(words: string): Record<string, unknown> | null {
  if (words === 'Pokémon') return {};
  const typed = words.match(/^\[([A-Z])\] Pokémon$/);
  if (typed) return { pokemonType: typed[1] };
  if (/Pokémon that evolves? from|Ultra Beasts|\[/.test(words)) return null;
  return { names: names(words) };
}

export const lastingRules: TextRule[] = [
  // ---- the Defending Pokémon, during the opponent's next turn ----
  rule(
    `During your opponent's next turn, attacks used by the Defending Pokémon cost (\\d) \\[C\\] more, and its Retreat Cost is (\\d) \\[C\\] more\\.`,
    (m) => [
      { type: 'attack_cost_modifier', scope: 'defender', amount: int(m[1]), energyType: 'C', duration: OPP },
      { type: 'retreat_cost_modifier', scope: 'defender', amount: int(m[2]), duration: OPP },
    ],
  ),
  rule(
    `During your opponent's next turn, attacks used by the Defending Pokémon cost (\\d) \\[C\\] more\\.`,
    (m) => [
      { type: 'attack_cost_modifier', scope: 'defender', amount: int(m[1]), energyType: 'C', duration: OPP },
    ],
  ),
  rule(
    "If the Defending Pokémon is a Basic Pokémon, it can't attack during your opponent's next turn\\.",
    () => [
      {
        type: 'cant_attack',
        scope: 'defender',
        duration: OPP,
        condition: { is: 'defender_stage', stage: 0 },
      },
    ],
  ),
  rule(
    'The Defending Pokémon loses all Abilities\\. This effect lasts until the Defending Pokémon leaves the Active Spot\\.',
    () => [{ type: 'lose_abilities', scope: 'defender', until: 'leaves_active' }],
  ),
  rule(`During your next turn, the Defending Pokémon takes \\+${N} damage from attacks\\.`, (m) => [
    {
      type: 'modifier',
      target: 'damage.taken',
      operation: 'add',
      value: int(m[1]),
      scope: 'defender',
      duration: MINE,
    },
  ]),
  rule(
    "1 of your opponent's Active Pokémon's attacks is chosen at random\\. During your opponent's next turn, that Pokémon can't use the chosen attack\\.",
    () => [{ type: 'cant_attack', scope: 'defender', attackAtRandom: true, duration: OPP }],
  ),
  rule(
    "During your opponent's next turn, if they attach Energy from their Energy Zone to the Defending Pokémon, that Pokémon will be (Asleep|Burned|Confused|Paralyzed|Poisoned)\\.",
    (m) => [{ type: 'on_attach_status', scope: 'defender', status: m[1].toLowerCase(), duration: OPP }],
  ),
  rule(
    `During your opponent's next turn, if this Pokémon is in the Active Spot when your opponent's Active Pokémon retreats, this attack does ${N} damage to the new Active Pokémon\\.`,
    (m) => [{ type: 'on_opponent_retreat_damage', amount: int(m[1]), duration: OPP }],
  ),
  // ---- the opponent, during their next turn ----
  rule(
    "During your opponent's next turn, they can't (?:play|use) any (Item|Trainer) cards from their hand\\.",
    (m) => [{ type: 'lock_cards', side: 'opponent', cardKind: m[1].toLowerCase(), duration: OPP }],
  ),
  rule(`If (.+), during your opponent's next turn, (.+)\\.`, (m, inner) => {
    const c = readCondition(m[1]);
    const then = c && inner(`During your opponent's next turn, ${m[2]}.`);
    return c && then ? [{ type: 'if', condition: c, effects: then }] : null;
  }),
  rule(
    "During your opponent's next turn, they can't play any Pokémon from their hand to evolve their Pokémon\\.",
    () => [{ type: 'lock_evolution', side: 'opponent', duration: OPP }],
  ),
  rule(
    "During your opponent's next turn, they can't take any Energy from their Energy Zone to attach to their Active Pokémon\\.",
    () => [{ type: 'lock_zone_attach', side: 'opponent', to: 'active', duration: OPP }],
  ),
  rule(
    "If the Defending Pokémon tries to use an attack, your opponent flips a coin\\. If tails, that attack doesn't happen\\. This effect lasts until the Defending Pokémon leaves the Active Spot, and it doesn't stack\\.",
    () => [{ type: 'defender_attack_coin_gate', until: 'leaves_active', stacking: 'no-stack' }],
  ),
  // ---- this Pokémon (or your team), during the opponent's next turn ----
  rule(`During your opponent's next turn, this Pokémon takes \\+${N} damage from attacks\\.`, (m) => [
    { type: 'self_damage_reduction_next_turn', amount: -int(m[1]) },
  ]),
  rule(
    `During your opponent's next turn, this Pokémon takes -${N} damage from attacks from your opponent's Pokémon ex\\.`,
    (m) => [{ type: 'self_damage_reduction_next_turn', amount: int(m[1]), from: { ex: true } }],
  ),
  rule(
    `During your opponent's next turn, this Pokémon takes -${N} damage from attacks and has no Weakness\\.`,
    (m) => [
      { type: 'self_damage_reduction_next_turn', amount: int(m[1]) },
      { type: 'no_weakness', scope: 'self', duration: OPP },
    ],
  ),
  rule(
    `Discard (\\d) Energy from this Pokémon\\. During your opponent's next turn, this Pokémon takes -${N} damage from attacks\\.`,
    (m) => [
      { type: 'discard_energy_self', count: int(m[1]) },
      { type: 'self_damage_reduction_next_turn', amount: int(m[2]) },
    ],
  ),
  rule("During your opponent's next turn, this Pokémon has no Weakness\\.", () => [
    { type: 'no_weakness', scope: 'self', duration: OPP },
  ]),
  rule(
    `During your opponent's next turn, if this Pokémon is damaged by an attack, do ${N} damage to the Attacking Pokémon\\.`,
    (m) => [{ type: 'counter_damage', amount: int(m[1]), duration: OPP }],
  ),
  rule(
    `During your opponent's next turn, all of your (.+?) take -${N} damage from attacks from your opponent's Pokémon( ex)?\\.`,
    (m) => {
      const t = team(m[1]);
      // "all of your Pokémon … from your opponent's Pokémon." is the first sets' rule (scripts/text-map.ts).
      if (!t || (Object.keys(t).length === 0 && !m[3])) return null;
      return [
        {
          type: 'team_damage_reduction_next_turn',
          amount: int(m[2]),
          ...t,
          ...(m[3] ? { from: { ex: true } } : {}),
        },
      ];
    },
  ),
  rule(
    `During your opponent's next turn, prevent all damage done to this Pokémon by attacks(?: if that damage is ${N} or less)?\\.`,
    (m) => [{ type: 'prevent_damage', scope: 'self', duration: OPP, ...(m[1] ? { atMost: int(m[1]) } : {}) }],
  ),
  rule(
    "Prevent all damage done to this Pokémon by attacks from Basic Pokémon during your opponent's next turn\\.",
    () => [{ type: 'prevent_damage', scope: 'self', duration: OPP, from: { stage: 0 } }],
  ),
  rule(
    "During your opponent's next turn, if your (.+) would be Knocked Out by damage from an attack, it is not Knocked Out and its remaining HP becomes (\\d+)\\.",
    (m) => [
      { type: 'survive_knockout', scope: 'team_all', names: names(m[1]), hp: int(m[2]), duration: OPP },
    ],
  ),
  rule(
    "During your opponent's next turn, prevent all damage from—and effects of—attacks done to this Pokémon\\.",
    () => [{ type: 'self_attack_immunity_next_turn', coin: false }],
  ),
  // ---- the attack itself ----
  rule('This attack does nothing\\.', () => [{ type: 'attack_does_nothing' }]),
  rule(
    "Flip a coin\\. If tails, this attack does nothing\\. If heads, (during your opponent's next turn, .+\\.)",
    (m, inner) => {
      const heads = inner(m[1]);
      return heads && [{ type: 'coin', coins: 1, heads, tails: [{ type: 'attack_does_nothing' }] }];
    },
  ),
  // ---- your next turn ----
  rule("During your next turn, this Pokémon can't (?:attack|use (.+))\\.", (m) => [
    { type: 'cant_attack', scope: 'self', duration: MINE, ...(m[1] ? { attack: m[1] } : {}) },
  ]),
  rule("During your next turn, this Pokémon's (.+) attack does \\+(\\d+) damage\\.", (m) => [
    { type: 'attack_boost', scope: 'self', attack: m[1], amount: int(m[2]), duration: MINE },
  ]),
  rule(
    `During your next turn, attacks used by your (?:${E} )?Pokémon do \\+(\\d+) damage to your opponent's Active Pokémon\\.`,
    (m) => [
      {
        type: 'attack_boost',
        scope: 'team_all',
        amount: int(m[2]),
        duration: MINE,
        ...(m[1] ? { pokemonType: m[1] } : {}),
      },
    ],
  ),
  rule(
    "Until this Pokémon leaves the Active Spot, this Pokémon's (.+) attack does \\+(\\d+) damage\\. This effect stacks\\.",
    (m) => [
      {
        type: 'attack_boost',
        scope: 'self',
        attack: m[1],
        amount: int(m[2]),
        until: 'leaves_active',
        stacking: 'additive',
      },
    ],
  ),
  // ---- this turn ----
  rule(
    'The next time you flip any number of coins for the effect of an attack, Ability, or Trainer card after using this card on this turn, the first coin flip will definitely be heads\\.',
    () => [{ type: 'next_coin_heads', duration: NOW }],
  ),
  // Random hits: the generic modifier's `random_hits.times` for the named attack of any of your Pokémon.
  rule(
    "During this turn, 1 of your opponent's Pokémon is chosen (\\d+) more times? for the (.+) attack used by your Pokémon\\.",
    (m) => [
      {
        type: 'modifier',
        scope: 'team_all',
        duration: NOW,
        target: 'random_hits.times',
        operation: 'add',
        value: int(m[1]),
        attack: m[2],
      },
    ],
  ),
  // Points: the generic modifier's `knockout.points` on the named attackers.
  rule(
    "During this turn, if your opponent's Active Pokémon is Knocked Out by damage from an attack used by your (.+), you get (\\d+) more points?\\.",
    (m) => {
      const t = team(m[1]);
      return (
        t && [
          {
            type: 'modifier',
            scope: 'team_all',
            ...t,
            duration: NOW,
            target: 'knockout.points',
            operation: 'add',
            value: int(m[2]),
          },
        ]
      );
    },
  ),
  // An Ability paid for with an Energy of this Pokémon: offered only while it has one (a gated if).
  rule(
    `Once during your turn, you may discard 1 ${E} Energy from this Pokémon in order to use this Ability\\. During this turn, attacks used by your ${E} Pokémon do \\+${N} damage to your opponent's Active Pokémon\\.`,
    (m) => [
      {
        type: 'if',
        gate: true,
        condition: { is: 'self_has_energy', energyType: m[1] },
        effects: [
          { type: 'discard_energy_self', count: 1, energyType: m[1], cost: true },
          { type: 'team_damage_boost_this_turn', amount: int(m[3]), pokemonType: m[2] },
        ],
      },
    ],
  ),
  rule(
    `During this turn, attacks used by your (.+?) do \\+(\\d+) damage to your opponent's (Active Pokémon ex|Pokémon)\\.`,
    (m) => {
      const t = team(m[1]);
      return (
        t && [
          {
            type: 'team_damage_boost_this_turn',
            amount: int(m[2]),
            ...t,
            ...(m[3] === 'Pokémon' ? { anyTarget: true } : { against: { ex: true } }),
          },
        ]
      );
    },
  ),
  rule(`During this turn, attacks used by your (.+) cost (\\d) less \\[C\\] Energy\\.`, (m) => {
    const t = team(m[1]);
    return (
      t && [
        {
          type: 'attack_cost_modifier',
          scope: 'team_all',
          ...t,
          amount: -int(m[2]),
          energyType: 'C',
          duration: NOW,
        },
      ]
    );
  }),
];
