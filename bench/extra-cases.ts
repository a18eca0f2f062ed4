/**
 * Cases beyond the generic ones: a game that wants another option set
 * measured, or a bench of its own hot path, adds it here, e.g.
 *
 *   ...casesFor(findGame('dice-duel'), { defense: 'v2' }, 'dice-duel (defense v2)'),
 *
 * or spreads a `benchCases` list its package exports.
 */
import type { BenchCase } from './cases.ts';

export function extraCases(): BenchCase[] {
  return [];
}
