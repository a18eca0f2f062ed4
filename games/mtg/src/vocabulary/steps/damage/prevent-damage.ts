/**
 * `prevent_damage`: a prevention shield for the rest of the turn (CR 615,
 * engine/shields.ts) — "prevent the next 3 damage that would be dealt to any
 * target this turn" (615.7), "prevent all combat damage that would be dealt
 * this turn" (Fog), "prevent all combat damage target creature would deal
 * this turn", "the next time a red source of your choice would deal damage to
 * you this turn, prevent that damage" (615.8; the source is chosen as the
 * step resolves, not targeted, CR 609.7a), with Reverse Damage's life gain.
 */
import { z } from 'zod';
import { amountSchema, filterSchema, refSchema } from '../../../cards/shapes.ts';
import { board, cardDerived } from '../../../engine/derived.ts';
import { matches } from '../../../engine/filter.ts';
import { amount, chooseCards, refIds } from '../../../engine/frame.ts';
import type { PreventionShield } from '../../../engine/shields.ts';
import { filterWords, withArticle } from '../../noun-words.ts';
import { defineStep, stepSchema } from '../step.ts';

export const preventDamage = defineStep({
  id: 'prevent_damage',
  description:
    'a prevention shield until end of turn: damage to or by what a ref names, up to an amount or all',
  reserved: true,
  params: stepSchema('prevent_damage', {
    /** Damage to these; absent: to anything. */
    to: refSchema.optional(),
    /** Damage by these; absent: by any source. */
    by: refSchema.optional(),
    amount: z.union([amountSchema, z.literal('all')]),
    combatOnly: z.boolean().optional(),
    /** "The next time … would deal damage": one damage event uses it up. */
    once: z.boolean().optional(),
    /** "A (red) source of your choice": chosen on resolution among permanents and spells. */
    sourceOfChoice: filterSchema.optional(),
    /** "You gain life equal to the damage prevented this way." */
    gainPrevented: z.boolean().optional(),
    /** "… is dealt to ~ instead": a redirection to what this ref names (CR 614.9), not a prevention. */
    redirectTo: refSchema.optional(),
    /** "By unblocked creatures". */
    unblockedOnly: z.boolean().optional(),
    /** The amount divided among the targets as the spell was cast (CR 601.2d): each naming of a target is 1. */
    divided: z.boolean().optional(),
  }),
  run(s, step, f) {
    let from: number | undefined;
    if (step.by) from = refIds(s, f, step.by)[0];
    if (step.sourceOfChoice) {
      const b = board(s);
      const ids: number[] = [];
      for (const d of b.byId.values())
        if (matches(b, d, step.sourceOfChoice, f.controller, f.source)) ids.push(d.id);
      for (const item of s.stack) {
        const o = s.objects[item.id];
        if (
          o?.card &&
          item.id !== f.source &&
          matches(b, cardDerived(o), step.sourceOfChoice, f.controller, f.source)
        )
          ids.push(item.id);
      }
      const c = chooseCards(s, f, f.controller, ids, {
        prompt: `Choose ${withArticle(filterWords({ ...step.sourceOfChoice }).replace(/permanent$/, 'source'))}.`,
        allowNone: false,
      });
      if (c === 'wait') return;
      if (c === null) return;
      from = c;
    }
    if (step.by && from === undefined) return;
    const left = step.amount === 'all' ? 'all' : amount(s, f, step.amount);
    const base: PreventionShield = {
      left,
      ...(from !== undefined ? { from } : {}),
      ...(step.combatOnly ? { combatOnly: true } : {}),
      ...(step.once ? { once: true } : {}),
      ...(step.gainPrevented ? { gainTo: f.controller } : {}),
      ...(step.unblockedOnly ? { unblockedOnly: true } : {}),
    };
    if (step.redirectTo) {
      const r = refIds(s, f, step.redirectTo)[0];
      if (r === undefined) return;
      base.redirectTo = r;
    }
    const tos = step.to ? refIds(s, f, step.to) : [undefined];
    s.shields ??= [];
    if (step.divided) {
      const parts = new Map<number, number>();
      for (const to of tos) if (to !== undefined) parts.set(to, (parts.get(to) ?? 0) + 1);
      for (const [to, n] of parts) s.shields.push({ ...base, to, left: n });
      return;
    }
    for (const to of tos) s.shields.push(to === undefined ? { ...base } : { ...base, to });
  },
  words: (p, w) => {
    const amt =
      p.amount === 'all' ? 'all' : `the next ${typeof p.amount === 'number' ? p.amount : w.amount(p.amount)}`;
    const kind = p.combatOnly ? 'combat damage' : 'damage';
    const by = p.by
      ? ` by ${w.ref(p.by)}`
      : p.sourceOfChoice
        ? ` by ${withArticle(filterWords(p.sourceOfChoice))} of your choice`
        : '';
    const to = p.to ? ` to ${w.ref(p.to)}` : '';
    if (p.redirectTo)
      return `${p.once ? 'the next time' : 'this turn'} ${kind} would be dealt${to}${by}${p.unblockedOnly ? ' by unblocked creatures' : ''}, it is dealt to ${w.ref(p.redirectTo)} instead`;
    return `prevent ${amt} ${kind} that would be dealt${to}${by} this turn${p.gainPrevented ? ', gaining that much life' : ''}`;
  },
});
