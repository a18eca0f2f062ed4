/**
 * Proposals for abilities (passive auras and triggers), Pokémon Tools,
 * Stadiums and the rules texts name (evolution from the deck, Rare Candy,
 * copied attacks, use conditions).
 */
import { E, int, N, type Proposal, p, STATUS, status, sub } from './grammar.ts';
import { condition, holder } from './phrases.ts';

const cap = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;
const clause = (s: string) => cap(/\.\)?$/.test(s) ? s : `${s}.`);

export const abilityRules: Proposal[] = [
  // ---- triggers ----
  p(
    'abilities',
    'Once during your turn, when you (play this Pokémon from your hand to evolve 1 of your Pokémon|put this Pokémon from your hand onto your Bench), you may (.+)',
    (m, inner) => {
      const then = sub(inner, clause(m[2]));
      return (
        then && [
          {
            type: 'trigger',
            on: m[1].startsWith('play') ? 'evolved_from_hand' : 'benched_from_hand',
            optional: true,
            effects: then,
          },
        ]
      );
    },
  ),
  p(
    'abilities',
    "(At the end of your turn|At the end of your opponent's turn|At the end of each turn|At the beginning of your turn|At the end of your first turn|During Pokémon Checkup), (?:if (.+?), )?(.+)",
    (m, inner) => {
      const on = {
        'At the end of your turn': 'own_turn_end',
        "At the end of your opponent's turn": 'opponent_turn_end',
        'At the end of each turn': 'each_turn_end',
        'At the beginning of your turn': 'own_turn_start',
        'At the end of your first turn': 'own_first_turn_end',
        'During Pokémon Checkup': 'checkup',
      }[m[1]];
      const c = m[2]
        ? m[2] === 'this Pokémon is in the Active Spot'
          ? { is: 'self_active' }
          : condition(m[2])
        : null;
      const then = sub(inner, clause(m[3]));
      return (!m[2] || c) && then && [{ type: 'trigger', on, ...(c ? { condition: c } : {}), effects: then }];
    },
  ),
  p(
    'abilities',
    '(?:As long as this Pokémon is in the Active Spot, )?[Ww]henever (you|your opponent) attach(?:es)? an? (?:(\\[[A-Z]\\]) )?Energy from (?:your|their) Energy Zone to (this Pokémon|it|1 of their Pokémon), (.+)',
    (m, inner) => {
      const then = sub(inner, clause(m[4]));
      return (
        then && [
          {
            type: 'trigger',
            on: 'zone_attach',
            by: m[1] === 'you' ? 'own' : 'opponent',
            to: m[3].startsWith('1 of') ? 'any' : 'self',
            ...(m[2] ? { energyType: m[2].slice(1, 2) } : {}),
            ...(m[0].startsWith('As long') ? { condition: { is: 'self_active' } } : {}),
            effects: then,
          },
        ]
      );
    },
  ),
  p(
    'abilities',
    `do ${N} damage to (the Attacking Pokémon|each of your opponent's Pokémon|that Pokémon|your opponent's Active Pokémon)\\.`,
    (m) => [
      {
        type: 'damage_target',
        amount: int(m[1]),
        among: {
          'the Attacking Pokémon': 'attacker',
          "each of your opponent's Pokémon": 'opponent_all',
          'that Pokémon': 'event_target',
          "your opponent's Active Pokémon": 'opponent_active',
        }[m[2]],
      },
    ],
  ),
  p('abilities', `(?:draw a card|heal ${N} damage from (?:it|this Pokémon))\\.`, (m) => [
    m[1] ? { type: 'heal', amount: int(m[1]), target: 'self' } : { type: 'draw', count: 1 },
  ]),
  // ---- passive auras ----
  p(
    'abilities',
    `If (.+?), (this Pokémon has no Retreat Cost|it has no Retreat Cost|this Pokémon's Retreat Cost is (\\d) less)\\.`,
    (m) => {
      const c = condition(m[1]);
      return (
        c && [
          m[3]
            ? { type: 'retreat_modifier', scope: 'self', amount: -int(m[3]), condition: c }
            : { type: 'free_retreat', scope: 'self', condition: c },
        ]
      );
    },
  ),
  // ---- activated (used once per turn or as often as you like): the inner effect's family ----
  p(
    'inner',
    '(?:Once during your turn|As often as you like during your turn), (?:if this Pokémon is in the Active Spot, )?you may (.+)',
    (m, inner) => sub(inner, clause(m[1])),
  ),
  p('inner', 'Once during your turn, if (.+?), you may (.+)', (m, inner) => {
    const c = m[1] === 'this Pokémon is on your Bench' ? { is: 'self_on_bench' } : condition(m[1]);
    const then = sub(inner, clause(m[2]));
    return c && then && [{ type: 'if', condition: c, effects: then }];
  }),
  p('inner', 'Once during your turn, you may use this Ability\\. (.+)', (m, inner) => sub(inner, m[1])),
  p(
    'inner',
    `Once during your turn, you may discard 1 ${E} Energy from this Pokémon in order to use this Ability\\. (.+)`,
    (m, inner) => {
      const then = sub(inner, m[2]);
      return then && [{ type: 'discard_energy_self', count: 1, energyType: m[1], cost: true }, ...then];
    },
  ),
];

export const toolRules: Proposal[] = [
  p(
    'tools',
    "If the (?:(\\[[A-Z]\\]) )?Pokémon this card is attached to is (?:in the Active Spot|your Active Pokémon) and is damaged by an attack from your opponent's Pokémon, (.+)",
    (m, inner) => {
      const then = sub(inner, clause(m[2]));
      return (
        then && [
          {
            type: 'trigger',
            on: 'damaged_by_attack',
            scope: 'attached',
            condition: { is: 'self_active' },
            ...holder(m[1]),
            effects: then,
          },
        ]
      );
    },
  ),
  p(
    'tools',
    "If the (?:(\\[[A-Z]\\]) )?Pokémon this card is attached to is (?:in the Active Spot and is )?Knocked Out by damage from an attack from your opponent's Pokémon, (.+)",
    (m, inner) => {
      const then = sub(inner, clause(m[2]));
      return (
        then && [
          { type: 'trigger', on: 'knocked_out_by_attack', scope: 'attached', ...holder(m[1]), effects: then },
        ]
      );
    },
  ),
  p('tools', 'draw cards until you have (\\d) cards in your hand\\.', (m) => [
    { type: 'draw_until', handSize: int(m[1]) },
  ]),
  p(
    'tools',
    '(At the end of (?:your|each) turn), if the (?:(\\[[A-Z]\\]) )?Pokémon this card is attached to (is in the Active Spot|has half of its maximum HP or less remaining|is affected by any Special Conditions), (.+)',
    (m, inner) => {
      const c = {
        'is in the Active Spot': { is: 'self_active' },
        'has half of its maximum HP or less remaining': { is: 'self_hp_at_most_half' },
        'is affected by any Special Conditions': { is: 'self_any_status' },
      }[m[3]];
      const text = m[4]
        .replace(
          /^heal (\d+) damage from (?:it|that Pokémon)\. If you do, discard this card\.$/,
          'heal $1 damage from it. Discard this card.',
        )
        .replace(
          /^it recovers from all of them, and discard this card\.$/,
          'This Pokémon recovers from all Special Conditions. Discard this card.',
        );
      const then = sub(inner, clause(text));
      return (
        then && [
          {
            type: 'trigger',
            on: m[1] === 'At the end of your turn' ? 'own_turn_end' : 'each_turn_end',
            scope: 'attached',
            condition: c,
            ...holder(m[2]),
            effects: then,
          },
        ]
      );
    },
  ),
  p('tools', 'Discard this card\\.', () => [{ type: 'discard_this_tool' }]),
  p(
    'tools',
    "Whenever your opponent's Pokémon is Knocked Out by damage from an attack used by the Pokémon this card is attached to, draw a card\\.",
    () => [
      {
        type: 'trigger',
        on: 'knocks_out_by_attack',
        scope: 'attached',
        effects: [{ type: 'draw', count: 1 }],
      },
    ],
  ),
  p('tools', `do ${N} damage to your opponent's Active Pokémon\\.`, (m) => [
    { type: 'damage_target', amount: int(m[1]), among: 'opponent_active' },
  ]),
  // Removing and returning Tools (texts of other kinds about them).
  p(
    'tools',
    "discard all Pokémon Tools from your opponent's Active Pokémon\\. If you do, discard this Pokémon\\.",
    () => [
      { type: 'remove_tools', from: 'opponent_active', to: 'discard' },
      { type: 'bounce', target: 'self', to: 'discard' },
    ],
  ),
];

export const stadiumRules: Proposal[] = [];

export const miscRules: Proposal[] = [
  p(
    'rules-misc',
    "Flip a coin\\. If heads, choose 1 of your opponent's Active Pokémon's attacks and use it as this attack\\.",
    () => [
      {
        type: 'coin',
        coins: 1,
        heads: [{ type: 'copy_attack', from: 'opponent_active', requireEnergy: false }],
      },
    ],
  ),
  p('rules-misc', 'You can use this (card|attack) only if (.+?)\\.\\s?(.+)', (m, inner) => {
    const c =
      m[2] === 'you have Uxie and Azelf on your Bench'
        ? { is: 'own_bench_has', names: ['Uxie', 'Azelf'], all: true }
        : m[2].startsWith('your Pokémon in the Active Spot has the ')
          ? {
              is: 'own_active_has_attack',
              attack: m[2].replace(/^your Pokémon in the Active Spot has the (.+) attack$/, '$1'),
            }
          : condition(m[2]);
    const then = sub(inner, m[3]);
    return c && then && [{ type: 'requires', condition: c }, ...then];
  }),
  p('rules-misc', 'If (.+), this attack does nothing\\.', (m) => {
    const c = condition(m[1]);
    return c && [{ type: 'if', condition: c, effects: [{ type: 'attack_does_nothing' }] }];
  }),
  p('rules-misc', '(?:If you use this Ability, your|Your) turn ends\\.', () => [{ type: 'end_turn' }]),
  p('rules-misc', `(?:If you do, do|do) ${N} damage to this Pokémon\\.`, (m) => [
    { type: 'self_damage', amount: int(m[1]) },
  ]),
  // ---- wrappers that read an inner clause ----
  p('inner', 'Flip a coin\\. If heads, ([^.]+\\.)(?: If tails, ([^.]+\\.))?', (m, inner) => {
    const heads = sub(inner, clause(m[1]));
    const tails = m[2] ? sub(inner, clause(m[2])) : [];
    return heads && tails && [{ type: 'coin', coins: 1, heads, ...(m[2] ? { tails } : {}) }];
  }),
  p('inner', 'Flip a coin\\. If tails, this attack does nothing\\. If heads, ([^.]+\\.)', (m, inner) => {
    const heads = sub(inner, clause(m[1]));
    return heads && [{ type: 'coin', coins: 1, heads, tails: [{ type: 'attack_does_nothing' }] }];
  }),
  p('inner', 'Flip a coin\\. If tails, ([^.]+\\.)', (m, inner) => {
    const tails = sub(inner, clause(m[1]));
    return tails && [{ type: 'coin', coins: 1, tails }];
  }),
  p(
    'inner',
    'Flip (2|3) coins\\. (?:If both of them are heads, ([^.]+\\.)|For each heads, ([^.]+\\.))(?: (If (?:both|all) of them are tails, this attack does nothing\\.))?',
    (m, inner) => {
      const each = m[3] ? sub(inner, clause(m[3])) : null;
      const both = m[2] ? sub(inner, clause(m[2])) : null;
      if (!each && !both) return null;
      return [
        { type: 'coin', coins: int(m[1]), ...(both ? { allHeads: both } : { eachHeads: each }) },
        ...(m[4]
          ? [{ type: 'coin_or_nothing', coins: int(m[1]), nothingIf: 'all_tails', fromPrevious: true }]
          : []),
      ];
    },
  ),
  p('inner', 'Flip a coin until you get tails\\. For each heads, ([^.]+\\.)', (m, inner) => {
    const each = sub(inner, clause(m[1]));
    return each && [{ type: 'coin', coins: 'until_tails', eachHeads: each }];
  }),
  p('inner', 'If (.+?), ([a-z].+)', (m, inner) => {
    const c = condition(m[1]);
    const then = c && sub(inner, clause(m[2]));
    return c && then && [{ type: 'if', condition: c, effects: then }];
  }),
  p(
    'inner',
    `(?:Flip a coin\\. If heads, )?your opponent's Active Pokémon is now ${STATUS}\\. If tails, (?:your opponent's Active Pokémon|this Pokémon) is now ${STATUS}\\.`,
    (m) => [
      {
        type: 'coin',
        coins: 1,
        heads: [{ type: 'inflict_status', status: status(m[1]) }],
        tails: [
          {
            type: 'inflict_status',
            status: status(m[2]),
            target: m[0].includes('If tails, this') ? 'self' : 'opponent_active',
          },
        ],
      },
    ],
  ),
];
