/**
 * `continuous`: an effect until end of turn — "target creature gets +3/+3
 * until end of turn", "creatures you control gain trample". The objects are
 * locked in as it begins (CR 611.2c) and so are its amounts (CR 608.2h).
 */
import { z } from 'zod';
import { refSchema } from '../../../cards/shapes.ts';
import { touch } from '../../../engine/derived.ts';
import { amount, objectsOnly, onBattlefield, refIds } from '../../../engine/frame.ts';
import { type Continuous, continuousSchema } from '../../statics/index.ts';
import { defineStep, stepSchema } from '../step.ts';

export const continuous = defineStep({
  id: 'continuous',
  description: 'a continuous effect on the objects a ref names, until end of turn',
  announced: true,
  params: stepSchema('continuous', {
    affects: refSchema,
    effect: continuousSchema,
    duration: z.literal('end_of_turn'),
  }),
  run(s, step, f) {
    const eff = step.effect;
    const ids = objectsOnly(refIds(s, f, step.affects)).filter((id) => onBattlefield(s, id));
    // Amounts are fixed as the effect begins (CR 608.2h).
    const fixed: Continuous = { ...eff, affects: { all: {} } };
    if (eff.pt) fixed.pt = [amount(s, f, eff.pt[0]), amount(s, f, eff.pt[1])];
    s.effects.push({
      effect: fixed,
      objects: ids,
      controller: f.controller,
      source: f.source,
      timestamp: s.nextTimestamp++,
      until: 'end_of_turn',
    });
    touch(s);
  },
  nested: (p) => ({ effects: [[['effect'], p.effect]] }),
  words: (p, w) => `${w.ref(p.affects)} ${w.agree(p.affects, w.continuous(p.effect))} until end of turn`,
});
