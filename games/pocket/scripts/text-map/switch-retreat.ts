/**
 * The switch-retreat family: switching your own or your opponent's Active
 * Pokémon (moved here from the inventory's proposals,
 * scripts/inventory/rules-effects.ts). Returning Pokémon to the hand, deck
 * or discard pile (`bounce`, a Future Pokémon too), the Ultra Beasts' switch.
 * Devolving is not read yet: its proposal stays in the inventory.
 */
import type { TextRule } from '../text-map.ts';
import { E, rule } from './rule.ts';

/** The effect types this family's rules name (an Ability's "you may …" reads only these). */
const switchTypes = new Set([
  'switch_self',
  'switch_own_active',
  'switch_opponent_active',
  'switch_in_self',
  'gust',
  'coin',
]);
const bounceTo = { 'into their hand': 'hand', 'into your hand': 'hand', 'into your deck': 'deck' } as const;

export const switchRetreatRules: TextRule[] = [
  rule(`Switch this Pokémon with 1 of your Benched ${E} Pokémon\\.`, (m) => [
    { type: 'switch_self', pokemonType: m[1] },
  ]),
  rule('You may switch this Pokémon with 1 of your Benched Pokémon\\.', () => [
    { type: 'switch_self', optional: true },
  ]),
  rule(
    'Switch your Active (?:(Stage 1) )?Pokémon(?: that (has damage on it))? with 1 of your Benched Pokémon\\.',
    (m) => [
      { type: 'switch_own_active', ...(m[1] ? { stage: 1 } : {}), ...(m[2] ? { filter: 'damaged' } : {}) },
    ],
  ),
  rule(`Switch your Active ${E} Pokémon with 1 of your Benched Pokémon\\.`, (m) => [
    { type: 'switch_own_active', pokemonType: m[1] },
  ]),
  rule(
    "Switch out your opponent's Active (Basic )?Pokémon to the Bench\\. \\(Your opponent chooses the new Active Pokémon\\.\\)",
    (m) => [{ type: 'switch_opponent_active', ...(m[1] ? { stage: 0 } : {}) }],
    { yields: true },
  ),
  rule(
    "Switch in 1 of your opponent's Benched Pokémon(?: that (has damage on it))? to the Active Spot\\.",
    (m) => [{ type: 'gust', among: 'opponent_bench', ...(m[1] ? { filter: 'damaged' } : {}) }],
    { yields: true },
  ),
  rule("Put your opponent's Active Pokémon into their hand\\.", () => [
    { type: 'bounce', target: 'opponent_active', to: 'hand' },
  ]),
  rule("Discard your opponent's Active Pokémon\\.", () => [
    { type: 'bounce', target: 'opponent_active', to: 'discard' },
  ]),
  rule(
    `Put 1 of your (?:${E} )?Pokémon(?: in play)?(?: that (has damage on it))?(,? except any Pokémon ex,)? (into your hand)\\.`,
    (m) => [
      {
        type: 'bounce',
        target: {
          among: 'own_one',
          ...(m[1] ? { pokemonType: m[1] } : {}),
          ...(m[2] ? { filter: 'damaged' } : {}),
          ...(m[3] ? { ex: false } : {}),
        },
        to: bounceTo[m[4] as keyof typeof bounceTo],
      },
    ],
  ),
  // Card groups (U1): the Ultra Beasts' switch, a Future Pokémon shuffled into the deck.
  rule('Switch your Active Ultra Beast with 1 of your Benched Ultra Beasts\\.', () => [
    { type: 'switch_own_active', tag: 'ultra-beast' },
  ]),
  rule('Shuffle 1 of your Future Pokémon in play into your deck\\.', () => [
    { type: 'bounce', target: { among: 'own_one', tag: 'future' }, to: 'deck' },
  ]),
  rule('(You may shuffle|Shuffle) this Pokémon(?: and all attached cards)? into your deck\\.', (m) => [
    { type: 'bounce', target: 'self', to: 'deck', ...(m[1] === 'You may shuffle' ? { optional: true } : {}) },
  ]),
  // An Ability's "Once during your turn, (if this Pokémon is in the Active Spot,) you may …" around a switch.
  rule(
    'Once during your turn, (?:if this Pokémon is in the Active Spot, )?you may ((?:switch|flip a coin\\. If heads, switch) .+)',
    (m, inner) => {
      const effects = inner(m[1]);
      return effects?.every((e) => switchTypes.has(e.type)) ? effects : null;
    },
    { yields: true },
  ),
  // "…, if this Pokémon is on your Bench, you may switch it with your Active Pokémon": the Bench gates the Ability.
  rule(
    'Once during your turn, if this Pokémon is on your Bench, you may (switch it with your Active Pokémon\\.)',
    (m, inner) => {
      const effects = inner(m[1]);
      return effects?.every((e) => switchTypes.has(e.type))
        ? [{ type: 'if', gate: true, condition: { is: 'self_on_bench' }, effects }]
        : null;
    },
  ),
  rule(
    "If your opponent's Active Pokémon is an evolved Pokémon, devolve it by putting the highest Stage Evolution card on it into your opponent's hand\\.",
    () => [{ type: 'devolve', target: 'opponent_active', to: 'hand' }],
  ),
];
