/**
 * `sacrifice`: "Sacrifice this token", "Sacrifice another creature": the
 * permanent (chosen by the action unless it is the source) goes to the
 * graveyard; what it was is kept for "the sacrificed creature's power".
 * With `count` ("Sacrifice two Goblins", Sixth Edition), the action names
 * that many different permanents (`sacrifices`), all sacrificed at once.
 */
import { z } from 'zod';
import { filterSchema } from '../../cards/shapes.ts';
import { matches } from '../../engine/filter.ts';
import { defineCost } from './cost.ts';

export const sacrificeCost = defineCost({
  id: 'sacrifice',
  description: 'sacrifice the source or a permanent matching a filter',
  params: z
    .object({ kind: z.literal('sacrifice'), filter: filterSchema, count: z.number().int().min(2).optional() })
    .strict(),
  choice({ s, player, self, engine }, { filter, count }) {
    if (filter.self) return null;
    const b = engine.board(s);
    const options: number[] = [];
    for (const d of b.byId.values())
      if (d.controller === player && matches(b, d, filter, player, self)) options.push(d.id);
    if (count) return { key: 'sacrifices', options: combinations(options, count) };
    return { key: 'sacrifice', options };
  },
  pay({ s, self, choice, vars, engine }, { filter, count }) {
    if (count) {
      const ids = choice.sacrifices;
      if (ids?.length !== count) throw new Error(`sacrifice: the action names no ${count} permanents`);
      for (const id of ids) engine.moveTo(s, id, 'graveyard');
      return;
    }
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
  words: ({ filter, count }, w) =>
    filter.self ? 'sacrifice this' : `sacrifice ${w.count(count ?? 1, w.filter(filter))}`,
});

/** Every set of `k` ids of `ids` (in their order), each once. */
function combinations(ids: number[], k: number): number[][] {
  const out: number[][] = [];
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === k) {
      out.push(chosen);
      return;
    }
    for (let i = from; i < ids.length; i++) pick(i + 1, [...chosen, ids[i]]);
  };
  pick(0, []);
  return out;
}
