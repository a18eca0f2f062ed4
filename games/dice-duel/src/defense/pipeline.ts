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
  const out = mitigateInto(
    scratchResult(),
    input.raw,
    input.flat,
    input.halvings,
    input.block,
    input.reflect,
    input.negated,
  );
  return { ...out };
}

function scratchResult(): MitigationResult {
  return {
    checkpoints: NO_CHECKPOINTS,
    flatApplied: 0,
    blockApplied: 0,
    blocked: 0,
    prevented: 0,
    wastedBlock: 0,
    reflected: 0,
    clamped: false,
  };
}

const NO_CHECKPOINTS: Checkpoints = Object.freeze({
  raw: 0,
  afterFlat: 0,
  afterPrevent: 0,
  afterBlock: 0,
  afterReflect: 0,
  final: 0,
});

/**
 * `mitigate` with the input as arguments, written into `out` (every field
 * set; `checkpoints` a new object, which the attack record keeps): the turn
 * resolves each attack into one reused result.
 */
export function mitigateInto(
  out: MitigationResult,
  rawIn: number,
  flat: number,
  halvings: number,
  block: number,
  reflect: number,
  negated: boolean,
): MitigationResult {
  const raw = Math.max(0, rawIn);
  if (negated) {
    out.checkpoints = { raw, afterFlat: 0, afterPrevent: 0, afterBlock: 0, afterReflect: 0, final: 0 };
    out.flatApplied = 0;
    out.blockApplied = 0;
    out.blocked = 0;
    out.prevented = raw;
    out.wastedBlock = block + flat;
    out.reflected = reflect;
    out.clamped = false;
    return out;
  }
  const flatApplied = Math.min(raw, flat);
  const afterFlat = raw - flatApplied;
  let remaining = afterFlat;
  let prevented = 0;
  for (let i = 0; i < halvings && remaining > 0; i++) {
    const p = Math.ceil(remaining / 2);
    prevented += p;
    remaining -= p;
  }
  const afterPrevent = remaining;
  const blockApplied = Math.min(afterPrevent, block);
  const unclamped = afterPrevent - block;
  const afterBlock = Math.max(0, unclamped);
  out.checkpoints = { raw, afterFlat, afterPrevent, afterBlock, afterReflect: afterBlock, final: afterBlock };
  out.flatApplied = flatApplied;
  out.blockApplied = blockApplied;
  out.blocked = flatApplied + blockApplied;
  out.prevented = prevented;
  out.wastedBlock = flat - flatApplied + (block - blockApplied);
  out.reflected = reflect;
  out.clamped = unclamped < 0;
  return out;
}

/** One result reused by every attack the turn resolves (read at once, never kept). */
export const attackMitigation: MitigationResult = scratchResult();
