/**
 * Sixth Edition's replacement sentences (CR 614): "If ~ would die, put it on
 * top of its owner's library instead" (Gravebane Zombie) — a static ability
 * whose rule flag the replacement layer reads.
 */
import type { RuleFlag } from '../rules-block.ts';

/** The rule flag of a replacement static, or undefined. */
export function replacementRuleOf(text: string): RuleFlag | undefined {
  if (/^If ~ would die, put it on top of its owner's library instead$/.test(text))
    return { id: 'dies_to_library_top' };
  return undefined;
}
