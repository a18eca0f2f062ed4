/** `did_previous`: the step before (a "you may") was done: "… . If you do, …". */
import { z } from 'zod';
import { defineCondition, resolving } from './condition.ts';

export const didPrevious = defineCondition({
  id: 'did_previous',
  description: 'the step before it was done (not declined or skipped)',
  params: z.object({ id: z.literal('did_previous') }).strict(),
  holds: (c) => !!resolving(c, 'did_previous').didPrevious,
  words: () => 'you did',
});
