/**
 * `tap_untapped`: "Tap an untapped Swamp you control" (Hecatomb) — tapping a
 * permanent as a cost, which is not the {T} symbol (CR 118.3, 602.5a): any
 * untapped permanent of the filter its controller controls, chosen by the
 * action, summoning sick or not (CR 302.6 speaks of {T} only), making no mana.
 * It becomes tapped ("becomes tapped" triggers, not "for mana").
 */
import { z } from 'zod';
import { filterSchema } from '../../cards/shapes.ts';
import { matches } from '../../engine/filter.ts';
import { defineCost } from './cost.ts';

export const tapUntappedCost = defineCost({
  id: 'tap_untapped',
  description: 'tap an untapped permanent of a filter the player controls',
  reserved: true,
  params: z.object({ kind: z.literal('tap_untapped'), filter: filterSchema }).strict(),
  choice({ s, player, self, engine }, { filter }) {
    const b = engine.board(s);
    const options: number[] = [];
    for (const d of b.byId.values())
      if (d.controller === player && !s.objects[d.id].tapped && matches(b, d, filter, player, self))
        options.push(d.id);
    return { key: 'tap', options };
  },
  pay({ s, choice, engine }) {
    const id = choice.tap;
    if (id === undefined) throw new Error('tap_untapped: the action names no permanent');
    s.objects[id].tapped = true;
    engine.becameTapped(s, id, false);
  },
  words: ({ filter }, w) => `tap an untapped ${w.filter(filter)} you control`,
});
