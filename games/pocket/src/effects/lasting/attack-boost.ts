/**
 * "During your next turn, this Pokémon's Overdrive Smash attack does +60
 * damage." (`attack`: that attack only, to whatever it damages), "Until
 * this Pokémon leaves the Active Spot, this Pokémon's Rolling Frenzy attack
 * does +30 damage. This effect stacks." (additive), "During your next turn,
 * attacks used by your [F] Pokémon do +30 damage to your opponent's Active
 * Pokémon." (a team: to the Active only), "… Wild Spin attack does +20
 * damage to each of your opponent's Pokémon." (`toEach`). A `damage_boost`
 * active effect, counted in the damage order's boost step.
 */
import { z } from 'zod';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { durationWords, reachShape, reachWords, registerLasting, staticAura } from './reach.ts';

type Params = { attack?: string; toEach?: 'opponent_all' };

/** A named attack's boost reaches whatever it damages; a team's only the opponent's Active Pokémon. */
const extra = (p: Params) => ({
  ...(p.attack ? { attack: p.attack } : {}),
  ...(p.attack || p.toEach ? {} : { activeTargetOnly: true }),
});

export const attackBoost = defineEffect({
  id: 'attack_boost',
  description:
    'attacks used by the Pokémon reached (or its attack named `attack`) do `amount` more damage, static or for a duration',
  params: paramsOf('attack_boost', {
    ...reachShape,
    amount,
    attack: z.string().min(1).optional(),
    toEach: z.literal('opponent_all').optional(),
  }),
  phase: 'after',
  run(ctx, p) {
    registerLasting(ctx, 'damage_boost', p, p.amount, extra(p));
  },
  aura: (p, src) => [staticAura(src, 'damage_boost', p, p.amount, extra(p))],
  words: (p, w) =>
    `${durationWords(p)}${p.attack ? `${reachWords(p, w.names)}'s ${p.attack} attack does` : `attacks used by ${reachWords(p, w.names)} do`} +${p.amount} damage${
      p.toEach ? " to each of your opponent's Pokémon" : p.attack ? '' : " to your opponent's Active Pokémon"
    }${p.stacking === 'additive' ? ' (this effect stacks)' : ''}`,
});
