/**
 * `sacrifice_greatest_unless_paid`: "each player sacrifices the creature they
 * control with the greatest mana value unless they pay that creature's mana
 * cost. If two or more creatures a player controls are tied for greatest,
 * that player chooses one" (Tariff; CR 118.12a, 202.3). Player by player in
 * APNAP order: the tied choice, then pay or don't (asked only if they can pay).
 */

import { catalog } from '../../../cards/catalog.ts';
import { filterSchema, refSchema } from '../../../cards/shapes.ts';
import { board } from '../../../engine/derived.ts';
import { matches } from '../../../engine/filter.ts';
import { answeredId, ask, chooseCards, players } from '../../../engine/frame.ts';
import { canPay, manaWords, pay } from '../../../engine/mana.ts';
import { costWithX } from '../../../engine/mana-cost.ts';
import { nameOf } from '../../../engine/objects.ts';
import { moveTo } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const sacrificeGreatestUnlessPaid = defineStep({
  id: 'sacrifice_greatest_unless_paid',
  description:
    'each player sacrifices their permanent of a kind with the greatest mana value unless they pay its mana cost',
  reserved: true,
  params: stepSchema('sacrifice_greatest_unless_paid', { who: refSchema, filter: filterSchema }),
  run(s, step, f) {
    const ps = players(s, f, step.who);
    f.vars.work ??= {};
    const work = f.vars.work;
    while ((work.i ?? 0) < ps.length) {
      const p = ps[work.i ?? 0];
      const next = () => {
        work.i = (work.i ?? 0) + 1;
        delete work.picked;
      };
      if (!('picked' in work)) {
        const b = board(s);
        const own = [...b.byId.values()].filter(
          (d) => d.controller === p && matches(b, d, step.filter, p, f.source),
        );
        const top = Math.max(-1, ...own.map((d) => d.manaValue));
        const tied = own.filter((d) => d.manaValue === top).map((d) => d.id);
        const c = chooseCards(s, f, p, tied, {
          prompt: 'Which of your creatures with the greatest mana value?',
          allowNone: false,
        });
        if (c === 'wait') return;
        f.vars.answer = undefined;
        if (c === null) {
          next();
          continue;
        }
        work.picked = c;
      }
      const id = work.picked as number;
      const o = s.objects[id];
      const cost = costWithX(o?.card ? catalog().cards[o.card].manaCost : null, 0);
      if (o && canPay(s, p, cost)) {
        const a = answeredId(f);
        if (a === undefined) {
          const mana = manaWords(cost.generic, cost.colored);
          ask(s, p, `Pay ${mana}, or sacrifice ${nameOf(o)}?`, [
            { label: `Pay ${mana}`, value: 1 },
            { label: "Don't pay", value: null },
          ]);
          return;
        }
        f.vars.answer = undefined;
        if (a !== null && pay(s, p, cost)) {
          next();
          continue;
        }
      }
      if (o?.zone === 'battlefield') moveTo(s, id, 'graveyard');
      next();
    }
  },
  words: (p, w) =>
    `${w.does(p.who, 'sacrifice')} the ${w.filter(p.filter)} they control with the greatest mana value unless they pay its mana cost`,
});
