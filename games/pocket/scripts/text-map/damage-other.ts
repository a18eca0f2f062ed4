/**
 * The damage-other family: damage put elsewhere than on the Defending
 * Pokémon by the attack's own damage — chosen, random, spread, your own
 * Pokémon, yourself — knock-outs and remaining HP set (moved here from the
 * inventory's proposals, scripts/inventory/rules-damage.ts) — and delayed
 * damage ("at the end of your opponent's next turn", `delayed_damage`).
 */
import type { TextRule } from '../text-map.ts';
import { E, int, N, rule } from './rule.ts';

const yields = { yields: true };

export const damageOtherRules: TextRule[] = [
  rule(`This attack does ${N} damage to each of your opponent's Pokémon\\.`, (m) => [
    { type: 'damage_all', side: 'opponent', amount: int(m[1]) },
  ]),
  rule(
    `This attack also does ${N} damage to (1|each) of your (opponent's )?Benched Pokémon(?: that (has any Energy attached|has damage on it))?\\.`,
    (m) => {
      const filter = m[4] === 'has damage on it' ? 'damaged' : m[4] ? 'has_energy' : undefined;
      const amount = int(m[1]);
      if (m[2] === '1') {
        if (filter) return null;
        return [
          m[3]
            ? { type: 'damage_target', amount, among: 'opponent_bench' }
            : { type: 'damage_own_bench_one', amount },
        ];
      }
      if (!m[3]) return filter ? null : [{ type: 'damage_own_bench_each', amount }];
      return [{ type: 'damage_opponent_bench_each', amount, ...(filter ? { filter } : {}) }];
    },
    yields,
  ),
  rule(`This attack also does ${N} damage to 1 of your Pokémon\\.`, (m) => [
    { type: 'damage_target', amount: int(m[1]), among: 'own_any' },
  ]),
  rule(`This attack does ${N} damage to 1 of your opponent's Pokémon that have damage on them\\.`, (m) => [
    { type: 'damage_target', amount: int(m[1]), among: 'opponent_any', filter: 'damaged' },
  ]),
  rule(
    `(?:This attack does|Do) ${N} damage to 1 of your opponent's Pokémon\\.`,
    (m) => [{ type: 'damage_target', amount: int(m[1]), among: 'opponent_any' }],
    yields,
  ),
  rule(`This attack also does ${N} damage to 2 of your opponent's Benched Pokémon\\.`, (m) => [
    { type: 'damage_target', amount: int(m[1]), among: 'opponent_bench', targets: 2 },
  ]),
  rule(`This attack does ${N} damage to your opponent's Active Pokémon\\.`, (m) => [
    { type: 'damage_target', amount: int(m[1]), among: 'opponent_active' },
  ]),
  rule(
    `1 of your opponent's (Benched )?Pokémon is chosen at random(?: (\\d+) times| for each ${E} Energy attached to this Pokémon)?\\. (?:For each time a Pokémon was chosen, (?:also )?do|This attack also does|Do) ${N} damage to it\\.`,
    (m) => [
      {
        type: 'random_hits',
        ...(m[1] ? { among: 'opponent_bench' } : {}),
        times: m[2] ? int(m[2]) : m[3] ? { per: { of: 'energy', on: 'self', energyType: m[3] } } : 1,
        amount: int(m[4]),
      },
    ],
    yields,
  ),
  rule(
    `1 other Pokémon \\(either yours or your opponent's\\) is chosen at random (\\d+) times?\\. (?:For each time a Pokémon was chosen, do|Do) ${N} damage to (?:it|the chosen Pokémon)\\.`,
    (m) => [{ type: 'random_hits', among: 'all_other', times: int(m[1]), amount: int(m[2]) }],
  ),
  rule(
    `Flip (\\d) coins\\. This attack also does ${N} damage for each heads to each of your opponent's Benched Pokémon\\.`,
    (m) => [
      {
        type: 'damage_opponent_bench_each',
        amount: { amount: int(m[2]), per: { of: 'heads', coins: int(m[1]) } },
      },
    ],
  ),
  rule(
    `This Pokémon also does ${N} damage to itself and ${N} damage to all Benched Pokémon \\(both yours and your opponent's\\)\\.`,
    (m) => [
      { type: 'self_damage', amount: int(m[1]) },
      { type: 'damage_own_bench_each', amount: int(m[2]) },
      { type: 'damage_opponent_bench_each', amount: int(m[2]) },
    ],
  ),
  rule(
    `If your opponent's Pokémon is Knocked Out by damage from this attack, this Pokémon also does ${N} damage to itself\\.`,
    (m) => [
      {
        type: 'if',
        condition: { is: 'knocked_out_defender' },
        effects: [{ type: 'self_damage', amount: int(m[1]) }],
      },
    ],
  ),
  rule(
    "(?:Knock Out your opponent's Active Pokémon|Your opponent's Active Pokémon is Knocked Out)\\.",
    () => [{ type: 'knock_out', target: 'defender' }],
  ),
  rule("Halve your opponent's Active Pokémon's remaining HP, rounded down\\.", () => [
    { type: 'set_remaining_hp', target: 'defender', halve: true },
  ]),
  rule(`Your opponent's Active Pokémon's remaining HP is now ${N}\\.`, (m) => [
    { type: 'set_remaining_hp', target: 'defender', hp: int(m[1]) },
  ]),
  rule(
    `Switch in 1 of your opponent's Benched Pokémon to the Active Spot\\. If you do, this attack does ${N} damage to the new Active Pokémon\\.`,
    (m) => [
      { type: 'gust', among: 'opponent_bench' },
      { type: 'damage_target', among: 'opponent_active', amount: int(m[1]) },
    ],
  ),
  rule(
    `Discard ${N} ${E} Energy from this Pokémon, and this attack does ${N} damage to each of your opponent's Pokémon\\.`,
    (m) => [
      { type: 'discard_energy_self', count: int(m[1]), energyType: m[2] },
      { type: 'damage_all', side: 'opponent', amount: int(m[3]) },
    ],
  ),
  rule(
    `Discard (?:a|an) (?:${E} )?Energy from this Pokémon, and this attack also does ${N} damage to (1|each) of your opponent's Benched Pokémon\\.`,
    (m) => [
      { type: 'discard_energy_self', count: 1, ...(m[1] ? { energyType: m[1] } : {}) },
      m[3] === '1'
        ? { type: 'damage_target', among: 'opponent_bench', amount: int(m[2]) }
        : { type: 'damage_opponent_bench_each', amount: int(m[2]) },
    ],
  ),
  rule(
    `Discard all (?:${E} )?Energy from this Pokémon\\. This attack does ${N} damage to 1 of your opponent's Pokémon\\.`,
    (m) => [
      { type: 'damage_target', amount: int(m[2]), among: 'opponent_any' },
      { type: 'discard_energy_self', count: 'all', ...(m[1] ? { energyType: m[1] } : {}) },
    ],
  ),
  // ---- delayed: at the end of the opponent's next turn ----
  rule(`At the end of your opponent's next turn, do ${N} damage to the Defending Pokémon\\.`, (m) => [
    { type: 'delayed_damage', amount: int(m[1]), on: 'defender' },
  ]),
  rule(
    `Choose a spot from among your opponent's Active Spot and Bench\\. At the end of your opponent's next turn, do ${N} damage to the Pokémon in the spot you chose\\.`,
    (m) => [{ type: 'delayed_damage', amount: int(m[1]), on: 'chosen_spot' }],
  ),
  rule(
    "Discard all Energy from this Pokémon\\. Choose a spot from among your opponent's Active Spot and Bench\\. At the end of your opponent's next turn, Knock Out the Pokémon in the spot you chose\\.",
    () => [
      { type: 'discard_energy_self', count: 'all' },
      { type: 'delayed_damage', knockOut: true, on: 'chosen_spot' },
    ],
  ),
  rule(
    `Flip a coin\\. If heads, this attack does ${N} damage to your opponent's Active Pokémon\\. If tails, heal ${N} damage from your opponent's Active Pokémon\\.`,
    (m) => [
      {
        type: 'coin',
        coins: 1,
        heads: [{ type: 'damage_target', among: 'opponent_active', amount: int(m[1]) }],
        tails: [{ type: 'heal', amount: int(m[2]), target: 'opponent_active' }],
      },
    ],
  ),
];
