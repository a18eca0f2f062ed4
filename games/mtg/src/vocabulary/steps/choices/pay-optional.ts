/** `pay_optional`: "you may pay {X}{R}. If you do, …" (a later step's `if: paid`; X chosen as it is paid). */
import type { ManaCost } from '../../../cards/rules-block.ts';
import { manaCostSchema } from '../../../cards/shapes.ts';
import { answeredId, ask } from '../../../engine/frame.ts';
import { canPay, manaWords, pay } from '../../../engine/mana.ts';
import { costWithX } from '../../../engine/mana-cost.ts';
import type { DecisionOption } from '../../../engine/state.ts';
import { defineStep, stepSchema } from '../step.ts';

/** "{X}{R}": a cost with its X as printed. */
function payWords(cost: ManaCost): string {
  const rest = manaWords(cost.generic, cost.colored);
  return `${'{X}'.repeat(cost.x)}${cost.x > 0 && rest === '{0}' ? '' : rest}`;
}

export const payOptional = defineStep({
  id: 'pay_optional',
  description: 'the controller may pay a mana cost (X chosen as it is paid)',
  params: stepSchema('pay_optional', { mana: manaCostSchema }),
  run(s, step, f) {
    const cost = step.mana;
    const a = answeredId(f);
    if (a === undefined) {
      const options: DecisionOption[] = [];
      for (let x = 0; x <= (cost.x ? 10 : 0); x++)
        if (canPay(s, f.controller, costWithX(cost, x)))
          options.push({
            label: cost.x ? `Pay with X = ${x}` : `Pay ${manaWords(cost.generic, cost.colored)}`,
            value: x,
          });
      if (options.length === 0) return;
      options.push({ label: "Don't pay", value: null });
      ask(s, f.controller, `Pay ${payWords(cost)}?`, options);
      return;
    }
    if (a !== null && pay(s, f.controller, costWithX(cost, a))) {
      f.vars.paid = true;
      f.x = a;
    }
  },
  words: (p, w) => `you may pay ${w.mana(p.mana)}`,
});
