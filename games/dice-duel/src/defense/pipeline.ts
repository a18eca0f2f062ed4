/**
 * The mitigation pipeline, in its strict order:
 *   raw → flat reductions → prevent half → block → reflect → floor at 0.
 * preventHalf prevents ceil(remaining / 2) (so 1 → 0); each halving
 * applies to what is left at that point. Reflect damages the attacker and
 * leaves the defender's damage as it is. Block and prevention are counted
 * apart: `blocked` is what flat reductions and block actually stopped,
 * `prevented` what halving (and an evasive negation) stopped, and always
 * raw = final + blocked + prevented.
 */
import type { Checkpoints } from '../state.ts';

export interface MitigationInput {
  raw: number;
  flat: number;
  /** Number of halvings (card preventHalf + spent prevent_half). */
  halvings: number;
  block: number;
  reflect: number;
  /** An evasive roll succeeded: the whole attack is negated. */
  negated: boolean;
}

export interface MitigationResult {
  checkpoints: Checkpoints;
  flatApplied: number;
  blockApplied: number;
  blocked: number;
  prevented: number;
  wastedBlock: number;
  reflected: number;
  /** Block exceeded what was left and the result was floored at 0. */
  clamped: boolean;
}

export function mitigate(input: MitigationInput): MitigationResult {
  const raw = Math.max(0, input.raw);
  if (input.negated) {
    const cp = { raw, afterFlat: 0, afterPrevent: 0, afterBlock: 0, afterReflect: 0, final: 0 };
    return {
      checkpoints: cp,
      flatApplied: 0,
      blockApplied: 0,
      blocked: 0,
      prevented: raw,
      wastedBlock: input.block + input.flat,
      reflected: input.reflect,
      clamped: false,
    };
  }
  const flatApplied = Math.min(raw, input.flat);
  const afterFlat = raw - flatApplied;
  let remaining = afterFlat;
  let prevented = 0;
  for (let i = 0; i < input.halvings && remaining > 0; i++) {
    const p = Math.ceil(remaining / 2);
    prevented += p;
    remaining -= p;
  }
  const afterPrevent = remaining;
  const blockApplied = Math.min(afterPrevent, input.block);
  const unclamped = afterPrevent - input.block;
  const afterBlock = Math.max(0, unclamped);
  return {
    checkpoints: { raw, afterFlat, afterPrevent, afterBlock, afterReflect: afterBlock, final: afterBlock },
    flatApplied,
    blockApplied,
    blocked: flatApplied + blockApplied,
    prevented,
    wastedBlock: input.flat - flatApplied + (input.block - blockApplied),
    reflected: input.reflect,
    clamped: unclamped < 0,
  };
}
