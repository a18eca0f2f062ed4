/**
 * `sacrifice`: "Sacrifice this token", "Sacrifice another creature": the
 * permanent (chosen by the action unless it is the source) goes to the
 * graveyard; what it was is kept for "the sacrificed creature's power".
 */
import { z } from 'zod';
import { filterSchema } from '../../cards/shapes.ts';
import { matches } from '../../engine/filter.ts';
import { defineCost } from './cost.ts';

export const sacrificeCost = defineCost({
  id: 'sacrifice',
  description: 'sacrifice the source or a permanent matching a filter',
  params: z.object({ kind: z.literal('sacrifice'), filter: filterSchema }).strict(),
  choice({ s, player, self, engine }, { filter }) {
    if (filter.self) return null;
    const b = engine.board(s);
    const options: number[] = [];
    for (const d of b.byId.values())
      if (d.controller === player && matches(b, d, filter, player, self)) options.push(d.id);
    return { key: 'sacrifice', options };
  },
  pay({ s, self, choice, vars, engine }, { filter }) {
    const id = filter.self ? self : choice.sacrifice;
    if (id === undefined) throw new Error('sacrifice: the action names no permanent');
    vars.sacrificed = id;
    const d = engine.board(s).byId.get(id);
    if (d)
      s.lki[id] = {
        controller: d.controller,
        owner: s.objects[id].owner,
        power: d.power,
        toughness: d.toughness,
        counters: { ...s.objects[id].counters },
        keywords: [...d.keywords],
      };
    engine.moveTo(s, id, 'graveyard');
  },
  words: ({ filter }, w) => (filter.self ? 'sacrifice this' : `sacrifice ${w.count(1, w.filter(filter))}`),
});
