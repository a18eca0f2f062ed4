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
import { buffKinds } from '../buff-kinds.ts';
import { addBuff } from '../buffs.ts';
import type { EffectModule } from './effect-module.ts';

export const buffNextAttackSchema = z.object({
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
});
export type BuffNextAttackDef = z.infer<typeof buffNextAttackSchema>;

export const buffNextAttack: EffectModule<BuffNextAttackDef> = {
  id: 'buffNextAttack',
  schema: buffNextAttackSchema,
  check(e, at) {
    if (!buffKinds.has(e.kind ?? 'damageBonus')) at.error(['kind'], `unknown buff kind '${e.kind}'`);
    if (e.expires?.type === 'afterNTurns' && e.expires.turns === undefined)
      at.error(['expires', 'turns'], "expiry 'afterNTurns' needs turns");
  },
  run(e, ctx) {
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
};
