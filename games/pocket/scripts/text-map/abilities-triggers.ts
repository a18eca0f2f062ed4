/**
 * The text table's rules for the family "abilities" whose reading is a
 * `trigger` (docs/text-inventory.md): Abilities that act when an event
 * happens — played from the hand to evolve or onto the Bench, an Energy
 * attached from the Energy Zone, the start or end of a turn, the Pokémon
 * Checkup, damaged or Knocked Out by an attack, Knocked Out. Each event rule
 * reads its clause with the whole table (`inner`); the clause rules below
 * read the clauses no other rule does ("heal 20 damage from it", "the
 * Attacking Pokémon is Knocked Out"). Spread into `textRules`
 * (scripts/text-map.ts) with one line.
 */
import type { TextRule } from '../text-map.ts';
import { E, type EffectRef, int, N, readCondition, rule } from './rule.ts';

const STATUS: Record<string, string> = { Poisoned: 'poisoned', Asleep: 'asleep', Paralyzed: 'paralyzed' };

const ON_TURN: Record<string, string> = {
  'At the end of your turn': 'own_turn_end',
  "At the end of your opponent's turn": 'opponent_turn_end',
  'At the end of each turn': 'each_turn_end',
  'At the beginning of your turn': 'own_turn_start',
  'At the end of your first turn': 'own_first_turn_end',
  'During Pokémon Checkup': 'checkup',
};

/** A trigger around the clause's effects, or null when the table does not read the clause. */
function trigger(fields: Record<string, unknown>, effects: EffectRef[] | null): EffectRef[] | null {
  return effects && [{ type: 'trigger', ...fields, effects }];
}

/** Clauses of "you may …" read here before the table (the table reads "your Active [R] Pokémon" as a name). */
function clause(text: string): EffectRef[] | null {
  const m = text.match(
    new RegExp(`^take a ${E} Energy from your Energy Zone and attach it to your Active ${E} Pokémon\\.$`),
  );
  if (m)
    return [
      { type: 'energy_zone_attach', energyType: m[1], target: 'own_active', targetType: m[2], count: 1 },
    ];
  const h = text.match(new RegExp(`^heal ${N} damage from your Active ${E} Pokémon\\.$`));
  if (h) return [{ type: 'heal', amount: int(h[1]), target: 'own_active', targetType: h[2] }];
  return null;
}

export const abilityTriggerRules: TextRule[] = [
  // The clause of an evolve trigger (Polteageist's Refreshing Tea): as Mars's text, in other words.
  rule(
    'Have your opponent shuffle their hand into their deck\\. For each remaining point that your opponent needs to win, they draw a card\\.',
    () => [{ type: 'opponent_shuffle_hand_draw', count: { per: { of: 'points_to_win', side: 'opponent' } } }],
  ),
  // ---- events ----
  rule(
    'Once during your turn, when you (play this Pokémon from your hand to evolve 1 of your Pokémon|put this Pokémon from your hand onto your Bench), you may (.+)',
    (m, inner) =>
      trigger(
        { on: m[1].startsWith('play') ? 'evolved_from_hand' : 'benched_from_hand', optional: true },
        clause(m[2]) ?? inner(m[2]),
      ),
  ),
  rule(`(${Object.keys(ON_TURN).join('|')}), (?:if (.+?), )?([a-z].+)`, (m, inner) => {
    const on = ON_TURN[m[1]];
    if (!m[2]) return trigger({ on }, inner(m[3]));
    if (m[2] === 'this Pokémon is in the Active Spot') return trigger({ on, activeOnly: true }, inner(m[3]));
    const c = readCondition(m[2]);
    // "if your opponent's Active Pokémon is Asleep, do 20 damage to that Pokémon": that Pokémon is the opponent's Active one.
    const clause = /^your opponent's Active Pokémon /.test(m[2])
      ? m[3].replace(/that Pokémon\.$/, "your opponent's Active Pokémon.")
      : m[3];
    return c && trigger({ on, condition: c }, inner(clause));
  }),
  rule(
    "If this Pokémon is in the Active Spot and is (Knocked Out|damaged) by (?:damage from )?an attack from your opponent's Pokémon, (.+)",
    (m, inner) => {
      // "… is damaged …, do 20 damage to the Attacking Pokémon" is the first sets' counter_damage.
      if (m[1] === 'damaged' && /^do \d+ damage to the Attacking Pokémon\.$/.test(m[2])) return null;
      return trigger(
        { on: m[1] === 'damaged' ? 'damaged_by_attack' : 'knocked_out_by_attack', activeOnly: true },
        inner(m[2]),
      );
    },
  ),
  rule(
    `(As long as this Pokémon is in the Active Spot, )?[Ww]henever (you|your opponent) attach(?:es)? an? (?:${E} )?Energy from (?:your|their) Energy Zone to (this Pokémon|it|1 of their Pokémon), (.+)`,
    (m, inner) =>
      trigger(
        {
          on: 'zone_attach',
          ...(m[2] === 'your opponent' ? { by: 'opponent' } : {}),
          ...(m[4] === '1 of their Pokémon' ? { to: 'any' } : {}),
          ...(m[3] ? { energyType: m[3] } : {}),
          ...(m[1] ? { activeOnly: true } : {}),
        },
        // "do 20 damage to that Pokémon": the Pokémon the Energy was attached to.
        m[4] === '1 of their Pokémon'
          ? inner(m[5].replace(/that Pokémon\.$/, 'the Pokémon it was attached to.'))
          : inner(m[5]),
      ),
  ),
  rule('When this Pokémon is Knocked Out, (.+)', (m, inner) => trigger({ on: 'knocked_out' }, inner(m[1]))),
  rule("If your opponent's Pokémon is Knocked Out by damage from this Pokémon's attacks, (.+)", (m, inner) =>
    trigger({ on: 'knocks_out_by_attack' }, inner(m[1])),
  ),
  // ---- clauses of those events no other rule reads ----
  rule("Your opponent can't get any points for it\\.", () => [{ type: 'no_points_for_knockout' }]),
  rule(`Heal ${N} damage from it\\.`, (m) => [{ type: 'heal', amount: int(m[1]), target: 'self' }]),
  rule('It is now Asleep\\.', () => [
    { type: 'inflict_status', status: 'asleep', coin: false, target: 'self' },
  ]),
  rule('The Attacking Pokémon is now (Poisoned|Asleep|Paralyzed)\\.', (m) => [
    { type: 'inflict_status', status: STATUS[m[1]], coin: false, target: 'attacker' },
  ]),
  rule('The Attacking Pokémon is Knocked Out\\.', () => [{ type: 'knock_out', target: 'attacker' }]),
  rule(
    `Do ${N} damage to (the Attacking Pokémon|each of your opponent's Pokémon|the Pokémon it was attached to|your opponent's Active Pokémon)\\.`,
    (m) => [
      {
        type: 'damage_target',
        amount: int(m[1]),
        among: {
          'the Attacking Pokémon': 'attacker',
          "each of your opponent's Pokémon": 'opponent_all',
          'the Pokémon it was attached to': 'event_target',
          "your opponent's Active Pokémon": 'opponent_active',
        }[m[2]],
      },
    ],
  ),
  rule('Have your opponent reveal their hand\\.', () => [{ type: 'reveal_hand' }]),
  rule(
    "(?:During your opponent's next turn, prevent all damage from—and effects of—attacks done to this Pokémon|Prevent all damage from—and effects of—attacks from your opponent's Pokémon done to this Pokémon until the end of your opponent's next turn)\\.",
    () => [{ type: 'self_attack_immunity_next_turn', coin: false }],
  ),
  rule(
    'Switch it with your Active Pokémon\\.(?: If you do, move all of your Energy in play to this Pokémon\\.)?',
    (m) => [
      { type: 'switch_in_self' },
      ...(m[0].includes('If you do')
        ? [{ type: 'move_energy', from: 'own_all', to: 'self', count: 'all' }]
        : []),
    ],
  ),
  // ---- moving damage onto this Pokémon: from the Active Pokémon (gated by the Bench), or all of a chosen one's ----
  rule(
    'Once during your turn, if this Pokémon is on your Bench, you may move (\\d+) damage that your Active Pokémon has on it to this Pokémon\\.',
    (m) => [
      {
        type: 'if',
        gate: true,
        condition: { is: 'self_on_bench' },
        effects: [{ type: 'move_damage', from: 'own_active', to: 'self', amount: int(m[1]) }],
      },
    ],
  ),
  rule(
    'As often as you like during your turn, you may choose 1 of your Pokémon that has damage on it, and move all of its damage to this Pokémon\\.',
    () => [{ type: 'move_damage', from: { among: 'own_one', filter: 'damaged' }, to: 'self', amount: 'all' }],
  ),
  // ---- a text of the family's shared type that is no trigger (a Supporter listed with the abilities) ----
  rule(
    "Choose 1 of your (.+) that has damage on it, and move (\\d+) of its damage to your opponent's Active Pokémon\\.",
    (m) => [
      {
        type: 'move_damage',
        from: { among: 'own_one', names: m[1].split(/,? or |, /), filter: 'damaged' },
        to: 'opponent_active',
        amount: int(m[2]),
      },
    ],
  ),
];
