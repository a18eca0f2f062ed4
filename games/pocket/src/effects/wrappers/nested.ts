/**
 * How a wrapper's nested effects run: as steps of the resolution queued
 * right after the wrapper (an effect of the phase that comes after the
 * attack's damage, queued by a wrapper that runs before it, goes after the
 * damage step). Each nested effect is then a step of its own, with its own
 * flips and choices, so a nested effect that asks a player resumes as any
 * step does; the wrapper changes nothing else, so running it again after a
 * decision (it flips from the memo) queues the same steps once.
 */
import type { Step } from '../../state.ts';
import type { EffectCtx } from '../context.ts';
import type { InnerRef } from '../effect.ts';

export function queueNested(ctx: EffectCtx, refs: readonly InnerRef[]): void {
  if (refs.length === 0) return;
  const res = ctx.res;
  const here = res.steps[res.at];
  const nowPhase = here?.kind === 'effect' ? here.phase : 'after';
  const now: Step[] = [];
  const later: Step[] = [];
  for (const ref of refs) {
    const phase = ctx.phaseOf(ref);
    (nowPhase === 'modify' && phase === 'after' ? later : now).push({ kind: 'effect', ref, phase });
  }
  const steps = res.steps.slice();
  if (later.length > 0) {
    const damageAt = steps.findIndex((st, i) => i > res.at && st.kind === 'damage');
    if (damageAt < 0) now.push(...later);
    else steps.splice(damageAt + 1, 0, ...later);
  }
  steps.splice(res.at + 1, 0, ...now);
  res.steps = steps;
}
