/**
 * "During your next turn, this Pokémon can't attack." / "… can't use Big
 * Beat." (an attack on its user), "If the Defending Pokémon is a Basic
 * Pokémon, it can't attack during your opponent's next turn." (scope
 * `defender`, with its condition), "If you don't have Regirock, Regice, and
 * Registeel on your Bench, this Pokémon can't attack." (an Ability: static,
 * its condition judged whenever attacks are listed). `attack` narrows it to
 * one attack by name.
 */
import { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';
import { durationWords, reachShape, reachWords, registerLasting, staticAura } from './reach.ts';

export const cantAttack = defineEffect({
  id: 'cant_attack',
  description:
    "the Pokémon reached can't attack (or can't use the attack named `attack`), static or for a duration",
  params: paramsOf('cant_attack', { ...reachShape, attack: z.string().min(1).optional() }),
  phase: 'after',
  run(ctx, p) {
    registerLasting(ctx, 'cant_attack', p, 1, p.attack ? { attack: p.attack } : {});
  },
  aura: (p, src) => [staticAura(src, 'cant_attack', p, 1, p.attack ? { attack: p.attack } : {})],
  words: (p, w) =>
    `${durationWords(p)}${reachWords(p, w.names)} can't ${p.attack ? `use ${p.attack}` : 'attack'}`,
});
