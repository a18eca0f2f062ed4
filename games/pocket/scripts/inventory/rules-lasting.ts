/**
 * Proposals for effects that last: "during your opponent's next turn",
 * "during your next turn", "during this turn", "until this Pokémon leaves
 * the Active Spot" — registered on the active-effects store with a duration.
 */
import { int, N, names, type Proposal, p, sub } from './grammar.ts';
import { condition } from './phrases.ts';

/** "your Steelix and Skarmory ex", "your [M] Pokémon", "your Ultra Beasts", "your Pokémon" → a scope. */
function team(words: string): Record<string, unknown> {
  if (words === 'Pokémon') return { scope: 'team_all' };
  const typed = words.match(/^\[([A-Z])\] Pokémon$/);
  if (typed) return { scope: 'team_all', pokemonType: typed[1] };
  if (words === 'Ultra Beasts') return { scope: 'team_all', tag: 'ultra-beast' };
  const evo = words.match(/^Pokémon that evolves? from (.+)$/);
  if (evo) return { scope: 'team_all', evolvesFrom: evo[1] };
  return { scope: 'team_all', names: names(words) };
}

export const lastingRules: Proposal[] = [
  // ---- the Defending Pokémon, during the opponent's next turn ----
  p(
    'lasting',
    "During your opponent's next turn, (?:that Pokémon|the Defending Pokémon) can't retreat\\.",
    () => [{ type: 'defender_cant_retreat' }],
  ),
  // ---- the opponent, during their next turn ----
  // The table reads this clause (scripts/text-map/lasting.ts); kept as the inner clause of "If this is the first time …".
  p(
    'lasting',
    "During your opponent's next turn, they can't (?:play|use) any (Item|Trainer) cards from their hand\\.",
    (m) => [
      { type: 'lock_cards', side: 'opponent', cardKind: m[1].toLowerCase(), duration: 'opponent_next_turn' },
    ],
  ),
  p('lasting', `If (.+), during your opponent's next turn, (.+)\\.`, (m, inner) => {
    const c = condition(m[1]);
    const then = sub(inner, `During your opponent's next turn, ${m[2]}.`);
    return c && then && [{ type: 'if', condition: c, effects: then }];
  }),
  // ---- this Pokémon (or your team), during the opponent's next turn ----
  // ---- your next turn ----
  // ---- this turn ----
  p('lasting', 'During this turn, the Retreat Cost of your Active Pokémon is (\\d) less\\.', (m) => [
    { type: 'retreat_reduction_this_turn', amount: int(m[1]) },
  ]),
  // The table reads these (scripts/text-map/lasting.ts) but for Ultra Beasts and "Pokémon that evolve from Eevee":
  // kept as the inner clauses of the rules-misc family's texts that wrap them.
  p(
    'lasting',
    `During your opponent's next turn, all of your (.+?) take -${N} damage from attacks from your opponent's Pokémon( ex)?\\.`,
    (m) => [
      {
        type: 'team_damage_reduction_next_turn',
        amount: int(m[2]),
        ...team(m[1]),
        ...(m[3] ? { from: { ex: true } } : {}),
      },
    ],
  ),
  p(
    'lasting',
    `During this turn, attacks used by your (.+?) do \\+(\\d+) damage to your opponent's (Active )?Pokémon( ex)?\\.`,
    (m) => [
      {
        type: 'team_damage_boost_this_turn',
        amount: int(m[2]),
        ...(m[1] === 'Pokémon' ? {} : team(m[1])),
        ...(m[4] ? { against: { ex: true } } : {}),
        ...(m[3] ? {} : { anyTarget: true }),
      },
    ],
  ),
];
