/** Proposals for attack damage (bonuses, counts, coins) and damage done elsewhere. */
import { int, N, type Proposal, p, sub } from './grammar.ts';
import { condition, counter } from './phrases.ts';

export const damageRules: Proposal[] = [
  // ---- bonuses and base damage from counts ----
  p('damage-bonus', `This attack does ${N} more damage for each (.+)\\.`, (m) => {
    const per = counter(m[2]);
    return per && [{ type: 'bonus_per_count', amount: int(m[1]), per }];
  }),
  p('damage-bonus', `This attack does ${N} damage for each (.+)\\.`, (m) => {
    const per = counter(m[2]);
    return per && [{ type: 'damage_per_count', amount: int(m[1]), per }];
  }),
  // ---- bonuses on a condition ----
  p('damage-bonus', `If (.+), this attack does ${N} more damage\\.`, (m) => {
    const c = condition(m[1]);
    return c && [{ type: 'bonus_if', bonus: int(m[2]), condition: c }];
  }),
  p('damage-bonus', `If (.+), this attack does ${N} more damage, and (.+)\\.`, (m, inner) => {
    const c = condition(m[1]);
    const then = sub(inner, `${m[3].charAt(0).toUpperCase()}${m[3].slice(1)}.`);
    return (
      c &&
      then && [
        { type: 'bonus_if', bonus: int(m[2]), condition: c },
        { type: 'if', condition: c, effects: then },
      ]
    );
  }),
  // ---- coins ----
  p(
    'damage-bonus',
    `Flip a coin for each (.+)\\. This attack does ${N} (more )?damage for each heads\\.`,
    (m) => {
      const per = counter(m[1].replace(/^(.+) attached to this Pokémon$/, '$1 attached to this Pokémon'));
      return (
        per && [
          { type: 'damage_per_heads', coins: { per }, amount: int(m[2]), ...(m[3] ? { more: true } : {}) },
        ]
      );
    },
  ),
  // ---- damage elsewhere ----
  p(
    'damage-other',
    `This attack also does ${N} damage to (1|each) of your (opponent's )?Benched Pokémon(?: that (has any Energy attached|has damage on it))?\\.`,
    (m) => {
      const filter = m[4] ? { filter: m[4] === 'has damage on it' ? 'damaged' : 'has_energy' } : {};
      if (m[2] === '1')
        return [
          m[3]
            ? { type: 'damage_target', amount: int(m[1]), among: 'opponent_bench', ...filter }
            : { type: 'damage_own_bench_one', amount: int(m[1]), ...filter },
        ];
      return [
        { type: m[3] ? 'damage_opponent_bench_each' : 'damage_own_bench_each', amount: int(m[1]), ...filter },
      ];
    },
  ),
  p(
    'damage-other',
    `This attack does ${N} damage to 1 of your opponent's Pokémon\\. During your next turn, this Pokémon can't attack\\.`,
    (m) => [
      { type: 'damage_target', amount: int(m[1]), among: 'opponent_any' },
      { type: 'cant_attack', scope: 'self', duration: 'own_next_turn' },
    ],
  ),
];
