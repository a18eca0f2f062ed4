/**
 * `modify_power`: adds `amount` to the power of every card the effect's
 * scope reaches — as a discrete change (power_delta, which may enhance or
 * enfeeble) when the effect fires, or as an aura while in play. With
 * `conditions.replaced_pawns`, a fired change happens only if the source
 * token replaced exactly that many pawns.
 */
import { z } from 'zod';
import { applyPowerDelta } from '../resolve.ts';
import { resolveScope, type ScopeInput, scopeRegistry } from '../scopes/index.ts';
import type { QBState } from '../state.ts';
import { defineOperation } from './operation.ts';

export interface ModifyPower {
  type: 'modify_power';
  amount: number;
  replacedPawns: number | null;
}

/** Adds the aura in progress to each card a scope reaches (no list in between). */
const aura = {
  state: null as QBState | null,
  powers: [] as number[],
  amount: 0,
  push(uid: number): void {
    if (this.state) this.powers[this.state.cards[uid].tile] += this.amount;
  },
};
let auraInput: ScopeInput | null = null;

export const modifyPower = defineOperation({
  id: 'modify_power',
  description: 'add an amount to the power of the cards in scope',
  params: z
    .object({
      type: z.literal('modify_power'),
      stat: z.literal('power'),
      amount: z.number().int(),
      conditions: z
        .object({ replaced_pawns: z.number().int().min(0).max(3) })
        .strict()
        .optional(),
    })
    .strict(),
  compile(raw, c): ModifyPower {
    if (raw.conditions) c.condition('replaced_pawns', 'conditions');
    return {
      type: 'modify_power',
      amount: raw.amount,
      replacedPawns: raw.conditions?.replaced_pawns ?? null,
    };
  },
  run(ctx, op, src, effect) {
    if (op.replacedPawns !== null && src.replacedPawns !== op.replacedPawns) return;
    for (const uid of resolveScope({ s: ctx.s, cat: ctx.cat, src, dying: ctx.dying }, effect.scope))
      applyPowerDelta(ctx, ctx.s.cards[uid], op.amount);
  },
  passivePower(s, cat, src, op, effect, powers) {
    // Read on every power computation: the scope adds the aura to each card as it finds it.
    const input = auraInput ?? { s, cat, src, dying: null };
    auraInput = input;
    input.s = s;
    input.cat = cat;
    input.src = src;
    aura.state = s;
    aura.powers = powers;
    aura.amount = op.amount;
    scopeRegistry.handlers[effect.scope].resolve(input, aura);
  },
  words(op, w) {
    const { effect } = w;
    const change = w.powerChange(effect.scope, op.amount);
    if (op.replacedPawns === null) return change;
    return `if it replaced ${w.plural(op.replacedPawns, 'pawn')}, ${change}`;
  },
});
