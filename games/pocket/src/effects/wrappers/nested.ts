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
  const old = res.steps;
  const at = res.at;
  const here = old[at];
  const nowPhase = here?.kind === 'effect' ? here.phase : 'after';
  const now: Step[] = [];
  let later: Step[] | null = null;
  for (let i = 0; i < refs.length; i++) {
    const ref = refs[i];
    const phase = ctx.phaseOf(ref);
    const step: Step = { kind: 'effect', ref, phase };
    if (nowPhase !== 'modify' || phase !== 'after') now.push(step);
    else if (later === null) later = [step];
    else later.push(step);
  }
  // The later ones go after the damage step still to come, or now when there is none.
  let damageAt = -1;
  if (later !== null) {
    for (let i = at + 1; i < old.length; i++)
      if (old[i].kind === 'damage') {
        damageAt = i;
        break;
      }
    if (damageAt < 0) for (let i = 0; i < later.length; i++) now.push(later[i]);
  }
  // A new list (a resolution's list may be a text's shared, frozen one), built in one pass: the steps up to this
  // one, the new ones, the rest up to the damage step, the later ones after it, the rest.
  const steps: Step[] = [];
  const split = Math.min(at + 1, old.length);
  for (let i = 0; i < split; i++) steps.push(old[i]);
  for (let i = 0; i < now.length; i++) steps.push(now[i]);
  for (let i = split; i < old.length; i++) {
    steps.push(old[i]);
    if (i === damageAt && later !== null) for (let j = 0; j < later.length; j++) steps.push(later[j]);
  }
  res.steps = steps;
}
