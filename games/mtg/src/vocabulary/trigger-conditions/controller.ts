/** `controller`: whose event it is — "you cast", "a creature you control enters", "an opponent controls". */
import { z } from 'zod';
import type { Seat } from '../../engine/state.ts';
import { defineTriggerCondition } from './trigger-condition.ts';

export const controller = defineTriggerCondition({
  id: 'controller',
  description: 'the player the event belongs to is (or is not) the ability’s controller',
  params: z.object({ id: z.literal('controller'), is: z.enum(['you', 'opponent']) }).strict(),
  holds({ s, controller: you, event }, { is }) {
    let who: Seat | null = null;
    if (event.type === 'CAST') who = event.controller;
    else if (event.type === 'UPKEEP') who = event.player;
    else if (event.type === 'BECOMES_TARGET') who = event.by;
    else if (event.type === 'DIES') who = event.controller;
    else if ('object' in event) who = s.objects[event.object]?.controller ?? null;
    if (who === null) return false;
    return is === 'you' ? who === you : who !== you;
  },
  words: ({ is }) => (is === 'you' ? 'it is yours' : "it is an opponent's"),
});
