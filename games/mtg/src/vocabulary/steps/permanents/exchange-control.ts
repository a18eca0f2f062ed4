/**
 * `exchange_control`: "You and target player exchange control of the
 * creature you each control with the greatest mana value" (Juxtapose) —
 * each player's permanent of the filter with the greatest mana value (a tie:
 * that player chooses among them), the controller's first; the two change
 * controllers for good (CR 701.12a, 613.1b). If either player has none, no
 * exchange happens (701.12a: all of it or none). A permanent that comes
 * under a player's control is summoning sick for them (CR 302.6).
 */
import { filterSchema, refSchema } from '../../../cards/shapes.ts';
import { board, touch } from '../../../engine/derived.ts';
import { matches } from '../../../engine/filter.ts';
import { ask, players, startWork } from '../../../engine/frame.ts';
import { nameOf } from '../../../engine/objects.ts';
import type { MtgState, Seat } from '../../../engine/state.ts';
import { defineStep, stepSchema } from '../step.ts';

export const exchangeControl = defineStep({
  id: 'exchange_control',
  description:
    "the controller and a player exchange control of each one's permanent of a filter with the greatest mana value",
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  announced: true,
  params: stepSchema('exchange_control', { with: refSchema, filter: filterSchema }),
  run(s, step, f) {
    const other = players(s, f, step.with)[0];
    if (other === undefined || other === f.controller) return;
    const order: Seat[] = [f.controller, other];
    const work = startWork(f, 'picks', () => ({ picks: [] }));
    const picks = work.picks ?? [];
    if (typeof f.vars.answer === 'number') {
      picks.push(f.vars.answer);
      f.vars.answer = undefined;
    }
    while (picks.length < order.length) {
      const p = order[picks.length];
      const ids = greatest(s, p, step);
      if (ids.length > 1) {
        ask(
          s,
          p,
          'Choose which of your tied permanents with the greatest mana value is exchanged.',
          ids.map((id) => ({ label: nameOf(s.objects[id]), value: id })),
        );
        return;
      }
      picks.push(ids[0] ?? -1);
    }
    f.vars.work = undefined;
    if (picks.includes(-1)) return;
    for (let i = 0; i < order.length; i++) {
      const o = s.objects[picks[i]];
      o.controller = order[1 - i];
      o.sick = true;
    }
    touch(s);
  },
  words: (p, w) =>
    `you and ${w.ref(p.with)} exchange control of the ${w.filter(p.filter)} you each control with the greatest mana value`,
});

/** Player `p`'s permanents of the filter with the greatest mana value. */
function greatest(s: MtgState, p: Seat, step: { filter: Parameters<typeof matches>[2] }): number[] {
  const b = board(s);
  let best = -1;
  let out: number[] = [];
  for (const d of b.byId.values()) {
    if (d.controller !== p || !matches(b, d, step.filter, p, null)) continue;
    if (d.manaValue > best) {
      best = d.manaValue;
      out = [d.id];
    } else if (d.manaValue === best) out.push(d.id);
  }
  return out;
}
