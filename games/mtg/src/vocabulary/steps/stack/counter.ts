/** `counter`: "counter target spell", "… unless its controller pays {3}" (CR 701.5; the controller decides whether to pay). */
import { z } from 'zod';
import { manaCostSchema, refSchema } from '../../../cards/shapes.ts';
import { ask, refIds } from '../../../engine/frame.ts';
import { canPay, manaWords, pay } from '../../../engine/mana.ts';
import { costWithX } from '../../../engine/mana-cost.ts';
import { counterItem } from '../../../engine/stack.ts';
import { defineStep, stepSchema } from '../step.ts';

export const counter = defineStep({
  id: 'counter',
  description: 'counter the spells a ref names, unless their controller pays a mana cost',
  params: stepSchema('counter', {
    what: refSchema,
    unlessPays: manaCostSchema.optional(),
    /** "Put it on top of its owner's library instead" (Memory Lapse). */
    to: z.literal('library_top').optional(),
  }),
  run(s, step, f) {
    for (const id of refIds(s, f, step.what)) {
      const item = s.stack.find((x) => x.id === id);
      if (!item) continue;
      const unless = step.unlessPays;
      if (unless) {
        const cost = costWithX(unless, 0);
        const a = f.vars.answer;
        if (a === undefined && canPay(s, item.controller, cost)) {
          const mana = manaWords(unless.generic, unless.colored);
          ask(s, item.controller, `Pay ${mana}, or ${item.text} is countered?`, [
            { label: `Pay ${mana}`, value: true },
            { label: "Don't pay", value: false },
          ]);
          return;
        }
        if (a === true && pay(s, item.controller, cost)) continue;
      }
      counterItem(s, item.id, step.to);
    }
  },
  words: (p, w) =>
    `counter ${w.ref(p.what)}${p.unlessPays ? ` unless its controller pays ${w.mana(p.unlessPays)}` : ''}${p.to ? "; if it is countered this way, it goes on top of its owner's library instead of into that player's graveyard" : ''}`,
});
