/** `destroy_cards`: destroys every card `apply_to` reaches, as one batch (seed §3.3). */
import { z } from 'zod';
import { destroyBatch } from '../resolve.ts';
import { resolveScope } from '../scopes/index.ts';
import { defineOperation } from './operation.ts';

export interface DestroyCards {
  type: 'destroy_cards';
  applyTo: string;
}

export const destroyCards = defineOperation({
  id: 'destroy_cards',
  description: 'destroy the cards a scope reaches',
  params: z.object({ type: z.literal('destroy_cards'), apply_to: z.string() }).strict(),
  compile(raw, c): DestroyCards | null {
    const applyTo = c.scope(raw.apply_to, 'apply_to');
    return applyTo === null ? null : { type: 'destroy_cards', applyTo };
  },
  run(ctx, op, src) {
    destroyBatch(ctx, resolveScope({ s: ctx.s, cat: ctx.cat, src, dying: ctx.dying }, op.applyTo));
  },
  words: (op, w) => `destroy ${w.scopeNoun(op.applyTo)}`,
});
