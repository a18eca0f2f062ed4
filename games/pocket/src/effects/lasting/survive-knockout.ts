/**
 * "If this Pokémon would be Knocked Out by damage from an attack, flip a
 * coin. If heads, this Pokémon is not Knocked Out, and its remaining HP
 * becomes 10." (an Ability: static, `coin`), "During your opponent's next
 * turn, if your Hariyama or Crabominable would be Knocked Out by damage from
 * an attack, it is not Knocked Out and its remaining HP becomes 10." (a
 * Supporter: a team by names, for a duration). Applied in the knockout
 * check, before points (E10), to the Pokémon of the side that did not attack.
 */
import { z } from 'zod';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { durationWords, reachShape, reachWords, registerLasting, staticAura } from './reach.ts';

export const surviveKnockout = defineEffect({
  id: 'survive_knockout',
  description:
    'a Pokémon reached that would be Knocked Out by damage from an attack is not (on heads with `coin`); its remaining HP becomes `hp`',
  params: paramsOf('survive_knockout', { ...reachShape, hp: amount, coin: z.boolean().optional() }),
  phase: 'after',
  run(ctx, p) {
    registerLasting(ctx, 'survive_knockout', p, p.hp, p.coin ? { coin: true } : {});
  },
  aura: (p, src) => [staticAura(src, 'survive_knockout', p, p.hp, p.coin ? { coin: true } : {})],
  words: (p, w) =>
    `${durationWords(p)}if ${reachWords(p, w.names)} would be Knocked Out by damage from an attack, ${
      p.coin ? 'flip a coin; if heads, ' : ''
    }it is not Knocked Out and its remaining HP becomes ${p.hp}`,
});
