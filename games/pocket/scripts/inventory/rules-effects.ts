/** Proposals for energy, cards, Special Conditions and healing, switching. */
import { count, E, int, N, type Proposal, p } from './grammar.ts';
import { healTarget, target } from './phrases.ts';

export const energyRules: Proposal[] = [
  p(
    'energy',
    `Discard (a|2|3) random Energy from (this Pokémon|your opponent's Active Pokémon|both Active Pokémon)\\.`,
    (m) => [
      {
        type: 'discard_random_energy',
        count: count(m[1]),
        from: {
          'this Pokémon': 'self',
          "your opponent's Active Pokémon": 'opponent_active',
          'both Active Pokémon': 'both_active',
        }[m[2]],
      },
    ],
  ),
  p('energy', `Discard (2|an?) Energy from this Pokémon\\.`, (m) => [
    { type: 'discard_energy_self', count: count(m[1]) },
  ]),
  p('energy', "Discard (\\d) random Energy from your opponent's Active Pokémon\\.", (m) => [
    { type: 'discard_random_energy', count: int(m[1]), from: 'opponent_active' },
  ]),
  p('energy', `Take (a|2|3) ${E} Energy from your Energy Zone and attach (?:it|them) to (.+)\\.`, (m) => {
    const to = m[3] === 'this Pokémon' ? { among: 'self' } : target(m[3]);
    return to && [{ type: 'energy_zone_attach', energyType: m[2], count: count(m[1]), target: to }];
  }),
  p('energy', 'Move all Energy from each of your Benched Pokémon to your Active Pokémon\\.', () => [
    { type: 'move_energy', from: 'own_bench_all', to: 'own_active', count: 'all' },
  ]),
  p(
    'energy',
    "Choose 1 of your opponent's Benched Pokémon and move a random Energy from it to your opponent's Active Pokémon\\.",
    () => [
      { type: 'move_energy', from: 'opponent_bench_one', to: 'opponent_active', count: 1, random: true },
    ],
  ),
];

export const cardRules: Proposal[] = [
  p(
    'cards',
    'Flip a coin\\. If heads, put a random Item card from your deck into your hand\\. If tails, put a random Pokémon Tool card from your deck into your hand\\.',
    () => [
      {
        type: 'coin',
        coins: 1,
        heads: [{ type: 'search_deck_to_hand', count: 1, what: { cardKind: 'item' } }],
        tails: [{ type: 'search_deck_to_hand', count: 1, what: { cardKind: 'tool' } }],
      },
    ],
  ),
];

export const statusHealRules: Proposal[] = [
  p(
    'status-heal',
    `(?:Heal|heal) (${N}|all) damage from ([^.]+?)(?:, and it recovers from (all Special Conditions|being Asleep, Paralyzed, and Confused))?\\.`,
    (m) => {
      const energyFilter = m[3].match(/ that has (?:any |(\\d+) or more )?(?:\[([A-Z])\] )?Energy attached$/);
      const who = energyFilter ? m[3].slice(0, energyFilter.index) : m[3];
      const t = who === 'it' ? { among: 'self' } : target(who);
      return (
        t && [
          {
            type: 'heal',
            amount: m[1] === 'all' ? 'all' : int(m[2]),
            ...healTarget(t),
            ...(energyFilter
              ? {
                  filter: {
                    hasEnergy: energyFilter[2] ?? 'any',
                    ...(energyFilter[1] ? { atLeast: int(energyFilter[1]) } : {}),
                  },
                }
              : {}),
          },
          ...(m[4]
            ? [
                {
                  type: 'cure_status',
                  target: 'healed',
                  ...(m[4].startsWith('being') ? { statuses: ['asleep', 'paralyzed', 'confused'] } : {}),
                },
              ]
            : []),
        ]
      );
    },
  ),
];

export const switchRules: Proposal[] = [
  p('switch-retreat', `(?:Switch|switch) your Active ${E} Pokémon with 1 of your Benched Pokémon\\.`, (m) => [
    { type: 'switch_own_active', pokemonType: m[1] },
  ]),
];
