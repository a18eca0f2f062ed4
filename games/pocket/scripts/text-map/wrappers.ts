/**
 * The wrappers' rules: a coin flip or a condition around a clause any rule
 * of the table reads. General rules: tried only when no specific rule reads
 * the whole text (scripts/text-map.ts, `readText`).
 */

import type { EffectRef } from '../../src/data/schema.ts';
import { effectTypes } from '../../src/effects/registry.ts';
import type { TextRule } from '../text-map.ts';
import { int, readCondition, rule } from './rule.ts';

/**
 * A clause a wrapper may hold: effects that run when the text resolves. A
 * passive Ability's aura ("this Pokémon takes -30 damage") is no such
 * effect: "if …" around it is a condition of the aura, not a step. A type
 * with both forms (the lasting family's: an aura, and a run with a duration)
 * is a step when it runs.
 */
function steps(refs: EffectRef[] | null): EffectRef[] | null {
  return refs?.every((r) => effectTypes.get(r.type).run !== undefined) ? refs : null;
}

export const wrapperRules: TextRule[] = [
  rule(
    'Flip a coin\\. If heads, ([^.]+\\.)(?: If tails, ([^.]+\\.))?',
    (m, inner) => {
      const heads = steps(inner(m[1]));
      const tails = m[2] ? steps(inner(m[2])) : null;
      if (!heads || (m[2] && !tails)) return null;
      return [{ type: 'coin', coins: 1, heads, ...(tails ? { tails } : {}) }];
    },
    { general: true },
  ),
  rule(
    'Flip a coin\\. If tails, ([^.]+\\.)',
    (m, inner) => {
      const tails = steps(inner(m[1]));
      return tails && [{ type: 'coin', coins: 1, tails }];
    },
    { general: true },
  ),
  rule(
    'Flip (2|3) coins\\. (?:If (?:both|all) of them are heads, ([^.]+\\.)|For each heads, ([^.]+\\.))',
    (m, inner) => {
      const all = m[2] ? steps(inner(m[2])) : null;
      const each = m[3] ? steps(inner(m[3])) : null;
      if (!all && !each) return null;
      return [{ type: 'coin', coins: int(m[1]), ...(all ? { allHeads: all } : { eachHeads: each }) }];
    },
    { general: true },
  ),
  rule(
    'Flip a coin until you get tails\\. For each heads, ([^.]+\\.)',
    (m, inner) => {
      const each = steps(inner(m[1]));
      return each && [{ type: 'coin', coins: 'until_tails', eachHeads: each }];
    },
    { general: true },
  ),
  rule(
    'If (.+?), ([a-z].+)',
    (m, inner) => {
      const c = readCondition(m[1]);
      const then = c && steps(inner(m[2]));
      return c && then && [{ type: 'if', condition: c, effects: then }];
    },
    { general: true },
  ),
];
