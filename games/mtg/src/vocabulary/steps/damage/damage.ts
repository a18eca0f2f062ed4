/**
 * `damage`: "~ deals 3 damage to any target", "… deals damage equal to its
 * power to …"; with `excessToControllerIfTrample` (Ram Through), damage
 * beyond lethal goes to the creature's controller when the source has trample.
 */
import { z } from 'zod';
import { amountSchema, refSchema } from '../../../cards/shapes.ts';
import { damageTo } from '../../../engine/damage.ts';
import { board } from '../../../engine/derived.ts';
import { amount, onBattlefield, refIds } from '../../../engine/frame.ts';
import { playerTarget } from '../../../engine/state.ts';
import { defineStep, stepSchema } from '../step.ts';

export const damage = defineStep({
  id: 'damage',
  description: 'a source deals an amount of damage to each object or player a ref names',
  params: stepSchema('damage', {
    source: refSchema,
    to: refSchema,
    amount: amountSchema,
    excessToControllerIfTrample: z.boolean().optional(),
    /** Adds what it deals to the resolution's tally, for a later "the damage dealt this way". */
    tally: z.boolean().optional(),
    /** The amount is divided among the targets as the spell was cast (CR 601.2d): each naming of a target is 1. */
    divided: z.boolean().optional(),
  }),
  run(s, step, f) {
    const src = refIds(s, f, step.source)[0] ?? f.source;
    if (step.divided) {
      // One damage event per target, of as many as the division gave it.
      const parts = new Map<number, number>();
      for (const t of refIds(s, f, step.to)) parts.set(t, (parts.get(t) ?? 0) + 1);
      for (const [t, n] of parts) if (t < 0 || onBattlefield(s, t)) damageTo(s, src, t, n, false);
      return;
    }
    const n = amount(s, f, step.amount);
    for (const t of refIds(s, f, step.to)) {
      if (t >= 0 && !onBattlefield(s, t)) continue;
      let dealt = n;
      if (step.excessToControllerIfTrample && t >= 0) {
        const srcD = board(s).byId.get(src);
        const tgt = board(s).byId.get(t);
        if (srcD?.keywords.has('trample') && tgt) {
          const lethal = Math.max(0, tgt.toughness - s.objects[t].damage);
          dealt = Math.min(n, lethal);
          const excess = n - dealt;
          if (excess > 0) damageTo(s, src, playerTarget(tgt.controller), excess, false);
        }
      }
      const done = damageTo(s, src, t, dealt, false);
      if (step.tally) f.vars.dealt = (f.vars.dealt ?? 0) + done;
    }
  },
  words: (p, w) =>
    p.divided
      ? `${w.does(p.source, 'deal')} ${typeof p.amount === 'number' ? p.amount : w.amount(p.amount)} damage divided as you choose among ${w.ref(p.to)}`
      : `${w.does(p.source, 'deal')} ${typeof p.amount === 'number' ? `${p.amount} damage` : `damage equal to ${w.amount(p.amount)}`} to ${w.ref(p.to)}${
          p.excessToControllerIfTrample
            ? ", excess damage going to that creature's controller if it has trample"
            : ''
        }`,
});
