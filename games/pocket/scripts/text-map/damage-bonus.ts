/**
 * The damage-bonus family: the attack's own damage from counts, conditions
 * and coins (moved here from the inventory's proposals,
 * scripts/inventory/rules-damage.ts). The count and condition phrases are
 * the vocabulary's (`readCounter`, `readCondition`): a text whose phrase the
 * engine does not read yet is not read here (its proposal stays in the
 * inventory). The general rules yield to the older specific rules of the
 * first sets (`bonus_per_opponent_bench`, …), which keep their types.
 */
import type { TextRule } from '../text-map.ts';
import { E, int, N, readCondition, readCounter, rule } from './rule.ts';

const coins = (s: string) => (s === 'a coin' ? 1 : int(s));
const yields = { yields: true };

export const damageBonusRules: TextRule[] = [
  // ---- counts ----
  rule(
    `This attack does ${N} more damage for each (.+)\\.`,
    (m) => {
      const per = readCounter(m[2]);
      return per && [{ type: 'bonus_per_count', amount: int(m[1]), per }];
    },
    yields,
  ),
  rule(
    `This attack does ${N} damage for each (.+)\\.`,
    (m) => {
      const per = readCounter(m[2]);
      return per && [{ type: 'damage_per_count', amount: int(m[1]), per }];
    },
    yields,
  ),
  rule(
    'Reveal all of your Pokémon in play and in your hand that have the (.+) attack, and this attack does (\\d+) damage for each Pokémon you revealed in this way\\.',
    (m) => [
      {
        type: 'damage_per_count',
        amount: int(m[2]),
        per: { of: 'with_attack', attack: m[1], zones: ['in_play', 'hand'] },
      },
    ],
  ),
  rule(
    `Reveal the top (\\d) cards of your deck\\. This attack does ${N} damage for each Pokémon with a Retreat Cost of (\\d) or more you find there\\. Shuffle the revealed cards back into your deck\\.`,
    (m) => [
      {
        type: 'damage_per_count',
        amount: int(m[2]),
        per: { of: 'deck_top', look: int(m[1]), retreatAtLeast: int(m[3]) },
        thenShuffle: true,
      },
    ],
  ),
  rule(
    `This attack does ${N} damage to 1 of your opponent's Pokémon for each Energy attached to that Pokémon\\.`,
    (m) => [
      {
        type: 'damage_target',
        among: 'opponent_any',
        amount: { amount: int(m[1]), per: { of: 'energy', on: 'target' } },
      },
    ],
  ),
  rule('This attack does more damage equal to the damage this Pokémon has on it\\.', () => [
    { type: 'bonus_per_count', amount: 1, per: { of: 'damage', on: 'self' } },
  ]),
  rule(
    "This attack does damage to your opponent's Active Pokémon equal to the damage this Pokémon has on it\\.",
    () => [{ type: 'damage_per_count', amount: 1, per: { of: 'damage', on: 'self' } }],
  ),
  rule(
    "This attack does damage to your opponent's Active Pokémon equal to this Pokémon's remaining HP\\.",
    () => [{ type: 'damage_per_count', amount: 1, per: { of: 'remaining_hp', on: 'self' } }],
  ),
  rule("This attack's damage is reduced by the amount of damage this Pokémon has on it\\.", () => [
    { type: 'bonus_per_count', amount: -1, per: { of: 'damage', on: 'self' } },
  ]),
  // ---- conditions ----
  rule(
    `If (.+), this attack does ${N} more damage\\.`,
    (m) => {
      const c = readCondition(m[1]);
      return c && [{ type: 'bonus_if', bonus: int(m[2]), condition: c }];
    },
    yields,
  ),
  rule(
    `If (.+), this attack does ${N} more damage, and (.+)\\.`,
    (m, inner) => {
      const c = readCondition(m[1]);
      const then = c && inner(m[3]);
      return (
        c &&
        then && [
          { type: 'bonus_if', bonus: int(m[2]), condition: c },
          { type: 'if', condition: c, effects: then },
        ]
      );
    },
    yields,
  ),
  // ---- Benched Pokémon discarded for damage ----
  rule(
    `You may discard 1 of your Benched Basic ${E} Pokémon\\. If you do, this attack does ${N} more damage\\.`,
    (m) => [{ type: 'discard_own_bench_bonus', max: 1, stage: 0, pokemonType: m[1], bonusEach: int(m[2]) }],
  ),
  rule(
    `You may discard any number of your Benched ${E} Pokémon\\. This attack does ${N} more damage for each Benched Pokémon you discarded in this way\\.`,
    (m) => [{ type: 'discard_own_bench_bonus', max: 'any', pokemonType: m[1], bonusEach: int(m[2]) }],
  ),
  // ---- Energy discarded for damage ----
  rule(
    `Discard all ${E} and ${E} Energy from this Pokémon, and this attack does ${N} damage for each Energy you discarded in this way\\.`,
    (m) => [
      { type: 'discard_energy_for_damage', energyTypes: [m[1], m[2]], count: 'all', damageEach: int(m[3]) },
    ],
  ),
  rule(
    `Flip (\\d) coins\\. For each heads, discard a ${E} Energy from this Pokémon\\. This attack does ${N} more damage for each ${E} Energy you discarded in this way\\.`,
    (m) =>
      m[2] === m[4]
        ? [
            {
              type: 'discard_energy_for_damage',
              energyTypes: [m[2]],
              count: { heads: int(m[1]) },
              bonusEach: int(m[3]),
            },
          ]
        : null,
  ),
  // ---- the top card of the deck ----
  rule(
    `Discard the top card of your deck, and if that card is an Item, this attack does ${N} more damage\\.`,
    (m) => [{ type: 'mill_bonus', bonus: int(m[1]), ifCard: { cardKind: 'item' } }],
  ),
  rule(
    `Discard the top card of your deck\\. If that card is a ${E} Pokémon, this attack does ${N} more damage\\.`,
    (m) => [{ type: 'mill_bonus', bonus: int(m[2]), ifCard: { cardKind: 'pokemon', pokemonType: m[1] } }],
  ),
  // ---- a boost of this attack next turn ----
  rule(
    `This attack does ${N} damage to each of your opponent's Pokémon\\. During your next turn, this Pokémon's (.+) attack does \\+${N} damage to each of your opponent's Pokémon\\.`,
    (m) => [
      { type: 'damage_all', side: 'opponent', amount: int(m[1]) },
      {
        type: 'attack_boost',
        scope: 'self',
        attack: m[2],
        amount: int(m[3]),
        duration: 'own_next_turn',
        toEach: 'opponent_all',
      },
    ],
  ),
  // ---- the attack's own rules ----
  rule(
    `Discard up to (\\d) Pokémon Tool cards from your hand\\. This attack does ${N} damage for each card you discarded in this way\\.`,
    (m) => [
      { type: 'discard_hand_for_damage', max: int(m[1]), what: { cardKind: 'tool' }, amountEach: int(m[2]) },
    ],
  ),
  rule(
    `This attack is used twice in a row\\. The second attack does ${N} damage\\.\\s?\\(If the first attack Knocks Out your opponent's Active Pokémon, the second attack is used after your opponent chooses a new Active Pokémon\\.\\)`,
    (m) => [{ type: 'attack_twice', secondDamage: int(m[1]) }],
  ),
  rule(
    "This attack's damage isn't affected by (Weakness)?(?: or by )?(any effects on your opponent's Active Pokémon)?\\.",
    (m) =>
      m[1] || m[2]
        ? [
            {
              type: 'attack_rules',
              ...(m[1] ? { ignoreWeakness: true } : {}),
              ...(m[2] ? { ignoreDefenderEffects: true } : {}),
            },
          ]
        : null,
  ),
  // ---- coins ----
  rule(`Flip (a coin|\\d) coins?\\. This attack does ${N} more damage for each heads\\.`, (m) => [
    { type: 'damage_per_heads', coins: coins(m[1]), amount: int(m[2]), more: true },
  ]),
  rule(`Flip a coin until you get tails\\. This attack does ${N} more damage for each heads\\.`, (m) => [
    { type: 'damage_per_heads', coins: 'until_tails', amount: int(m[1]), more: true },
  ]),
  rule(
    `Flip a coin for each (.+)\\. This attack does ${N} (more )?damage for each heads\\.`,
    (m) => {
      const per = readCounter(m[1]) ?? readCounter(`of ${m[1]}`);
      return (
        per && [
          { type: 'damage_per_heads', coins: { per }, amount: int(m[2]), ...(m[3] ? { more: true } : {}) },
        ]
      );
    },
    yields,
  ),
  rule(
    `Flip (\\d) coins\\. This attack does ${N} damage for each heads\\. If at least (\\d) of them (?:is|are) heads, your opponent's Active Pokémon is now (Asleep|Burned|Confused|Paralyzed|Poisoned)\\.`,
    (m) => [
      { type: 'damage_per_heads', coins: int(m[1]), amount: int(m[2]) },
      {
        type: 'if',
        condition: { is: 'heads_at_least', n: int(m[3]) },
        effects: [{ type: 'inflict_status', status: m[4].toLowerCase(), coin: false }],
      },
    ],
  ),
  rule(
    `Flip 3 coins\\. If 1 of them is heads, this attack does ${N} more damage\\. If 2 of them are heads, this attack does ${N} more damage\\. If all of them are heads, this attack does ${N} more damage\\.`,
    (m) => [{ type: 'coin_tiers', coins: 3, bonusByHeads: [0, int(m[1]), int(m[2]), int(m[3])] }],
  ),
  rule(
    `Flip 2 coins\\. This attack does ${N} damage for each heads\\. If this Pokémon has (.+) attached, flip 4 coins instead\\.`,
    (m) => [
      {
        type: 'damage_per_heads',
        coins: 2,
        amount: int(m[1]),
        coinsIf: { condition: { is: 'self_has_tool', names: [m[2]] }, coins: 4 },
      },
    ],
  ),
  rule('Flip (\\d) coins\\. If both of them are tails, this attack does nothing\\.', (m) => [
    { type: 'coin_or_nothing', coins: int(m[1]), nothingIf: 'all_tails' },
  ]),
];
