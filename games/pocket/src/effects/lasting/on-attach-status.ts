/**
 * "During your opponent's next turn, if they attach Energy from their Energy
 * Zone to the Defending Pokémon, that Pokémon will be Asleep." (an attack):
 * an `attach_status` effect on the Defending Pokémon for the duration; the
 * rules give it the condition each time an Energy from the Energy Zone is
 * attached to it (src/rules/attach-status.ts), as any condition is given
 * (immunities hold). It ends as the other lasting effects on one Pokémon do
 * (leaving the Active Spot, evolving).
 */
import { z } from 'zod';
import { conditions, statuses } from '../../conditions/index.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { durationWords, reachShape, reachWords, registerLasting } from './reach.ts';

export const onAttachStatus = defineEffect({
  id: 'on_attach_status',
  description:
    'the Pokémon reached gets a Special Condition when its owner attaches an Energy from the Energy Zone to it, for a duration',
  params: paramsOf('on_attach_status', { ...reachShape, status: z.enum(statuses) }),
  phase: 'after',
  run(ctx, p) {
    registerLasting(ctx, 'attach_status', p, 1, { statuses: [p.status] });
  },
  words: (p, w) =>
    `${durationWords(p)}if an Energy from the Energy Zone is attached to ${reachWords(p, w.names)}, that Pokémon will be ${conditions.get(p.status).name}`,
});
