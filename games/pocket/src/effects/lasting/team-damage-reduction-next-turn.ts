/**
 * "During your opponent's next turn, all of your (named / [M]) Pokémon take
 * -X damage from attacks from your opponent's Pokémon( ex).", "… all of
 * your Ultra Beasts take -20 …" (`tag`: a card group, judged as it applies).
 */
import { z } from 'zod';
import { cardTags } from '../../data/schema.ts';
import { amount, defineEffect, paramsOf, pokemonType } from '../effect.ts';
import { lasting } from '../helpers.ts';

const TAG_WORDS: Record<(typeof cardTags)[number], string> = {
  mega: 'Mega Evolution Pokémon ex',
  'ultra-beast': 'Ultra Beasts',
  ancient: 'Ancient Pokémon',
  future: 'Future Pokémon',
};

export const teamDamageReductionNextTurn = defineEffect({
  id: 'team_damage_reduction_next_turn',
  description:
    "during the opponent's next turn, all own (named / typed) Pokémon take `amount` less damage from attacks (`from.ex`: only from Pokémon ex)",
  params: paramsOf('team_damage_reduction_next_turn', {
    amount,
    names: z.array(z.string()).optional(),
    pokemonType: pokemonType.optional(),
    tag: z.enum(cardTags).optional(),
    from: z
      .object({ ex: z.literal(true) })
      .strict()
      .optional(),
  }),
  phase: 'after',
  run(ctx, p) {
    lasting(ctx, 'damage_reduction', 'team_all', p.amount, null, ctx.turn + 1, {
      ...(p.names ? { names: p.names } : {}),
      ...(p.pokemonType ? { pokemonType: p.pokemonType } : {}),
      ...(p.tag ? { tag: p.tag } : {}),
      ...(p.from?.ex ? { from: { ex: true } } : {}),
    });
  },
  words: (p, w) =>
    `during your opponent's next turn, all of your ${p.names ? w.names(p.names) : p.pokemonType ? `${w.energy(p.pokemonType)} Pokémon` : p.tag ? TAG_WORDS[p.tag] : 'Pokémon'} take ${p.amount} less damage from attacks from your opponent's Pokémon${p.from?.ex ? ' ex' : ''}`,
});
