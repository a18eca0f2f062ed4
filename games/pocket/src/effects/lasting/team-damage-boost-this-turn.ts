/**
 * "During this turn, attacks used by your (named / [F]) Pokémon do +X
 * damage to your opponent's Active Pokémon( ex)." and "… to your
 * opponent's Pokémon." (`anyTarget`: wherever the attack does damage),
 * "… attacks used by your Pokémon that evolve from Eevee …" (`evolvesFrom`:
 * the top card's printed `evolvesFrom`, judged when the attack is used).
 */
import { z } from 'zod';
import type { NewActive } from '../active.ts';
import { amount, defineEffect, paramsOf, pokemonType } from '../effect.ts';
import { lasting } from '../helpers.ts';

export const teamDamageBoostThisTurn = defineEffect({
  id: 'team_damage_boost_this_turn',
  description:
    "this turn, own (named / typed) Pokémon's attacks do `amount` more damage to the opponent's Active Pokémon (`against.ex`: only a Pokémon ex; `anyTarget`: to any Pokémon)",
  params: paramsOf('team_damage_boost_this_turn', {
    amount,
    names: z.array(z.string()).optional(),
    pokemonType: pokemonType.optional(),
    against: z
      .object({ ex: z.literal(true) })
      .strict()
      .optional(),
    anyTarget: z.literal(true).optional(),
    evolvesFrom: z.string().min(1).optional(),
  }),
  phase: 'after',
  run(ctx, p) {
    // Set field by field in the payload's order (no spread of a temporary record per field): played often.
    const extra: Partial<NewActive['payload']> = {};
    if (!p.anyTarget) extra.activeTargetOnly = true;
    if (p.names) extra.names = p.names;
    if (p.pokemonType) extra.pokemonType = p.pokemonType;
    if (p.against?.ex) extra.againstEx = true;
    if (p.evolvesFrom) extra.evolvesFrom = p.evolvesFrom;
    lasting(ctx, 'damage_boost', 'team_all', p.amount, null, ctx.turn, extra);
  },
  words: (p, w) =>
    `during this turn, attacks used by your ${p.names ? w.names(p.names) : p.pokemonType ? `${w.energy(p.pokemonType)} Pokémon` : 'Pokémon'}${p.evolvesFrom ? ` that evolve from ${p.evolvesFrom}` : ''} do ${p.amount} more damage to your opponent's ${p.anyTarget ? '' : 'Active '}Pokémon${p.against?.ex ? ' ex' : ''}`,
});
