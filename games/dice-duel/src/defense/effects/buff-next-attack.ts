/**
 * buffNextAttack: a pending defense buff (defense/buffs.ts) for the effect's
 * target — the defender, or the attacker with `target: 'opponent'` (`owner`
 * is the older spelling) — of a registered `kind` (damageBonus: the owner's
 * next attack; blockBonus: its next defense): `amount` per stack, `stacks`
 * (default matchCount) up to `stackCap`, with its expiry, usable phase,
 * cleansable and carryOverOnKO.
 */
import { z } from 'zod';
import {
  carryOverOnKOSchema,
  effectBase,
  expirySchema,
  positive,
  usablePhaseSchema,
} from '../../data/dsl-parts.ts';
import { sourceName } from '../../rules/statuses.ts';
import { addBuff } from '../buffs.ts';
import { defineEffect, why } from './effect-module.ts';

export const buffNextAttack = defineEffect({
  id: 'buffNextAttack',
  description: 'a pending buff of a registered kind for the defender (or the attacker)',
  reserved: true,
  params: z.object({
    type: z.literal('buffNextAttack'),
    kind: z.string().optional(),
    amount: positive,
    stacks: positive.optional(),
    stackCap: positive.optional(),
    expires: expirySchema.optional(),
    usablePhase: usablePhaseSchema.optional(),
    cleansable: z.boolean().optional(),
    carryOverOnKO: carryOverOnKOSchema.optional(),
    ...effectBase,
  }),
  compile(e, at) {
    at.buffKind(e.kind ?? 'damageBonus', ['kind']);
    if (e.expires?.type === 'afterNTurns' && e.expires.turns === undefined)
      at.error(['expires', 'turns'], "expiry 'afterNTurns' needs turns");
    return e;
  },
  run(ctx, e) {
    // The owner is the effect's target (`owner` is the older spelling of it): the defender by default.
    const owner = (e.target ?? e.owner) === 'opponent' ? ctx.attacker : ctx.defender;
    const added = addBuff(
      ctx.state,
      {
        owner,
        kind: e.kind ?? 'damageBonus',
        amount: e.amount,
        stacks: e.stacks ?? ctx.matchCount,
        cap: e.stackCap,
        expires: e.expires ?? { type: 'nextAttack' },
        cleansable: e.cleansable ?? true,
        carryOverOnKO: e.carryOverOnKO ?? false,
        usablePhase: e.usablePhase ?? 'nextTurn',
        source: sourceName('rule:', ctx.ruleId),
      },
      ctx.apply,
    );
    return added > 0
      ? { type: e.type, ok: true, value: added }
      : { type: e.type, ok: false, value: 0, reason: 'buff already at its stack cap' };
  },
  words: (e, w) => {
    const who = (e.target ?? e.owner) === 'opponent' ? 'give the attacker' : 'gain';
    const stacks = e.stacks !== undefined ? ` ×${e.stacks}` : '';
    const upTo = e.stackCap !== undefined ? `, up to ${e.stackCap} stacks` : '';
    const lasts = e.expires !== undefined ? `, ${w.expiry(e.expires)}` : '';
    const usable = e.usablePhase !== undefined ? `, ${w.usable(e.usablePhase)}` : '';
    return `${who} a buff: ${w.buff(e.kind ?? 'damageBonus', e.amount)}${stacks}${upTo}${lasts}${usable}`;
  },
  outcome: (e, o, w) =>
    o.ok
      ? `adds ${w.plural(o.value ?? 0, 'stack')} of a buff (${w.buff(e.kind ?? 'damageBonus', e.amount)})`
      : `adds no buff${why(o)}`,
});
