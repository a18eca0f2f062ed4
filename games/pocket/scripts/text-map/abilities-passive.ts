/**
 * The text table's rules for the family "abilities" that are not triggers
 * (docs/text-inventory.md): passive auras (immunities, extra types,
 * evolution rules, attacks of previous Evolutions, coin damage reduction,
 * retreat costs, damage boosts and reductions, HP by condition) and the
 * Tools that say the same of their holder. Moved here from the inventory's
 * proposals (scripts/inventory/rules-abilities.ts). Spread into `textRules`
 * (scripts/text-map.ts) with one line.
 */
import type { TextRule } from '../text-map.ts';
import { E, int, rule } from './rule.ts';

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
];
