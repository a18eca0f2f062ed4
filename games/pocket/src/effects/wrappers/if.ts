/**
 * The condition wrapper: "If (condition), (effects)", with an optional
 * otherwise. The condition is read when it runs (its phase is its nested
 * effects': "if your opponent's Pokémon is Knocked Out by damage from this
 * attack" is read after the damage); the effects then run as steps of their
 * own (`queueNested`).
 */
import { z } from 'zod';
import type { PocketState, Resolution, Side, Slot } from '../../state.ts';
import type { EffectCtx } from '../context.ts';
import { defineEffect, type InnerRef, innerRefs, paramsOf } from '../effect.ts';
import { conditionSchema, conditionWords, holds } from '../vocabulary/condition.ts';
import { queueNested } from './nested.ts';

const params = paramsOf('if', {
  condition: conditionSchema,
  effects: innerRefs,
  otherwise: innerRefs.optional(),
  /**
   * An Ability's "Once during your turn, if …, you may …": it can be used only
   * while the condition holds (and the gated conditions nested in it), so it
   * is not offered to do nothing.
   */
  gate: z.literal(true).optional(),
});
type Params = z.infer<typeof params>;

const NO_RESOLUTION = { cost: [], attackName: '', source: 'ability' } as unknown as Resolution;
const refuse = () => {
  throw new Error('a gate flips no coin and asks nothing');
};
/** A gate's context reads every effect as after the damage (one function for every gate: no closure per check). */
const after = (): 'after' => 'after';

/**
 * Whether effects can be used now (each type's `usable`), bound by the
 * registry (which imports this module) so a gate can ask its effects.
 */
let effectsUsable: (s: PocketState, side: Side, self: Slot | null, refs: readonly InnerRef[]) => boolean =
  () => true;
export function bindGatedEffectsUsable(fn: typeof effectsUsable): void {
  effectsUsable = fn;
}

/**
 * Whether a gated `if` lets its Ability be used now: its condition holds and
 * its effects can be used (a gated `if` among them asks its own condition),
 * so "if this Pokémon is on your Bench, you may attach an Energy from your
 * discard pile to your Active [N] Pokémon" is not offered with nothing to attach.
 */
function gateOpen(s: PocketState, side: Side, self: Slot | null, p: Params): boolean {
  if (!p.gate) return true;
  const opp = (1 - side) as Side;
  const ctx: EffectCtx = {
    s,
    res: NO_RESOLUTION,
    player: side,
    opp,
    self,
    defender: s.sides[opp].active,
    turn: s.turn,
    flip: refuse,
    lastHeads: 0,
    choose: refuse,
    emit: undefined,
    enterPlay: refuse,
    phaseOf: after,
  };
  return holds(ctx, p.condition) && effectsUsable(s, side, self, p.effects as readonly InnerRef[]);
}

export const ifCondition = defineEffect({
  id: 'if',
  description: 'when a condition holds, its effects (else the otherwise effects)',
  params,
  phase: 'after',
  usable: (s, side, self, p) => gateOpen(s, side, self, p),
  nested: (p: Params) => [
    { key: 'effects', refs: p.effects as readonly InnerRef[] },
    ...(p.otherwise ? [{ key: 'otherwise', refs: p.otherwise as readonly InnerRef[] }] : []),
  ],
  run(ctx, p) {
    if (holds(ctx, p.condition)) queueNested(ctx, p.effects);
    else if (p.otherwise) queueNested(ctx, p.otherwise);
  },
  words: (p, w) =>
    `if ${conditionWords(p.condition, w)}, ${w.effects(p.effects)}${
      p.otherwise ? `; otherwise, ${w.effects(p.otherwise)}` : ''
    }`,
});
