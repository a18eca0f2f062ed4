/**
 * "During your next turn, this Pokémon can't attack." / "… can't use Big
 * Beat." (an attack on its user), "If the Defending Pokémon is a Basic
 * Pokémon, it can't attack during your opponent's next turn." (scope
 * `defender`, with its condition), "If you don't have Regirock, Regice, and
 * Registeel on your Bench, this Pokémon can't attack." (an Ability: static,
 * its condition judged whenever attacks are listed). `attack` narrows it to
 * one attack by name; `attackAtRandom` ("1 of your opponent's Active
 * Pokémon's attacks is chosen at random. During your opponent's next turn,
 * that Pokémon can't use the chosen attack.") draws it, when the text
 * resolves, from the printed attacks of the Pokémon reached (its top card).
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { slotInfo } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { durationWords, reachShape, reachWords, registerLasting, staticAura } from './reach.ts';

export const cantAttack = defineEffect({
  id: 'cant_attack',
  description:
    "the Pokémon reached can't attack (or can't use the attack named `attack`), static or for a duration",
  params: paramsOf('cant_attack', {
    ...reachShape,
    attack: z.string().min(1).optional(),
    attackAtRandom: z.literal(true).optional(),
  }),
  phase: 'after',
  run(ctx, p) {
    if (p.attackAtRandom) {
      const on = p.scope === 'defender' ? ctx.defender : ctx.self;
      const attacks = on ? slotInfo(ctx.s, on).attacks : [];
      if (attacks.length === 0) return;
      const chosen = attacks[randInt(ctx.s.rng, attacks.length, 'random')].name;
      registerLasting(ctx, 'cant_attack', p, 1, {
        attack: chosen,
        label: `${ctx.res.attackName}: ${chosen}`,
      });
      return;
    }
    registerLasting(ctx, 'cant_attack', p, 1, p.attack ? { attack: p.attack } : {});
  },
  aura: (p, src) => [staticAura(src, 'cant_attack', p, 1, p.attack ? { attack: p.attack } : {})],
  words: (p, w) =>
    p.attackAtRandom
      ? `1 of ${reachWords(p, w.names)}'s attacks is chosen at random; ${durationWords(p)}it can't use the chosen attack`
      : `${durationWords(p)}${reachWords(p, w.names)} can't ${p.attack ? `use ${p.attack}` : 'attack'}`,
});
