/**
 * "Prevent all damage done to this Pokémon by attacks from your opponent's
 * Pokémon ex." (an Ability), "As long as the Pokémon this card is attached
 * to is on your Bench, prevent all damage done to that Pokémon by your
 * opponent's attacks and Abilities." (a Tool), "During your opponent's next
 * turn, prevent all damage done to this Pokémon by attacks if that damage is
 * 40 or less." (an attack), "When this Pokémon is first damaged by an attack
 * after coming into play, prevent that damage." (`once`: the effect ends the
 * first time it prevents). The damage becomes 0 after the whole damage order
 * (E10); `from` narrows the attacker (ex, stage) and the kinds of damage
 * (attacks by default; `abilities` too).
 */
import { z } from 'zod';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { durationWords, reachShape, reachWords, registerLasting, staticAura } from './reach.ts';

export const damageFrom = z
  .object({
    ex: z.literal(true).optional(),
    stage: z.number().int().min(0).max(2).optional(),
    attacks: z.literal(true).optional(),
    abilities: z.literal(true).optional(),
  })
  .strict();

export const preventDamage = defineEffect({
  id: 'prevent_damage',
  description:
    'prevents damage done to the Pokémon reached (by attacks; `from`: only from Pokémon ex / of a stage, or also by Abilities; `atMost`: only damage up to N; `once`: the first time only), static or for a duration',
  params: paramsOf('prevent_damage', {
    ...reachShape,
    from: damageFrom.optional(),
    atMost: amount.optional(),
    once: z.literal('first_attack_damage').optional(),
  }),
  phase: 'after',
  run(ctx, p) {
    registerLasting(ctx, 'prevent_damage', p, 1, {
      ...(p.from ? { from: p.from } : {}),
      ...(p.atMost ? { atMost: p.atMost } : {}),
      ...(p.once ? { once: true } : {}),
    });
  },
  aura: (p, src) => [
    staticAura(src, 'prevent_damage', p, 1, {
      ...(p.from ? { from: p.from } : {}),
      ...(p.atMost ? { atMost: p.atMost } : {}),
      ...(p.once ? { once: true } : {}),
    }),
  ],
  words: (p, w) =>
    `${durationWords(p)}prevent ${p.once ? 'the first' : 'all'} damage done to ${reachWords(p, w.names)} by ${
      p.from?.abilities ? 'attacks and Abilities' : 'attacks'
    }${p.from?.ex ? ' from Pokémon ex' : ''}${p.from?.stage !== undefined ? ` from ${['Basic', 'Stage 1', 'Stage 2'][p.from.stage]} Pokémon` : ''}${
      p.atMost ? ` if that damage is ${p.atMost} or less` : ''
    }`,
});
