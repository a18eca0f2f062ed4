/**
 * The seed's integrity check ("Integrity & Damage Calculations"): after every
 * defended attack, `attackBase − blocked − prevented` is recomputed and
 * compared with the pipeline's final checkpoint and with the HP the defender
 * actually lost (HP floors at 0, so the loss is at most the HP held). A
 * difference is a drift: counted (`driftCount` in the report and the batch
 * summary) and logged with both numbers.
 */
export interface Drift {
  /** attackBase − blocked − prevented, floored at 0. */
  expected: number;
  /** The pipeline's final checkpoint. */
  final: number;
  /** HP the defender lost. */
  hpLost: number;
  /** HP the defender should have lost: min(expected, HP before). */
  expectedHpLost: number;
}

export function integrityDrift(
  attackBase: number,
  blocked: number,
  prevented: number,
  final: number,
  hpBefore: number,
  hpAfter: number,
): Drift | null {
  const expected = Math.max(0, attackBase - blocked - prevented);
  const expectedHpLost = Math.min(expected, hpBefore);
  const hpLost = hpBefore - hpAfter;
  if (expected === final && hpLost === expectedHpLost) return null;
  return { expected, final, hpLost, expectedHpLost };
}
