/**
 * `sacrifice`: "Sacrifice this token", "Sacrifice another creature",
 * "Sacrifice two lands" (`count`): the permanents (chosen by the action
 * unless it is the source) go to the graveyard; the first is kept for "the
 * sacrificed creature's power". A cost of several is one set chosen among
 * the sets of that many the player controls (CR 118.3: unpayable with fewer).
 */
import { z } from 'zod';
import { filterSchema } from '../../cards/shapes.ts';
import { matches } from '../../engine/filter.ts';
import { defineCost } from './cost.ts';

/** The sets of `n` ids of `ids`, in order. */
function setsOf(ids: number[], n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (let i = 0; i + n <= ids.length; i++)
    for (const rest of setsOf(ids.slice(i + 1), n - 1)) out.push([ids[i], ...rest]);
  return out;
}

export const sacrificeCost = defineCost({
  id: 'sacrifice',
  description: 'sacrifice the source or permanents matching a filter (one, or a count of them)',
  params: z
    .object({ kind: z.literal('sacrifice'), filter: filterSchema, count: z.number().int().min(2).optional() })
    .strict(),
  choice({ s, player, self, engine }, { filter, count }) {
    if (filter.self) return null;
    const b = engine.board(s);
    const options: number[] = [];
    for (const d of b.byId.values())
      if (d.controller === player && matches(b, d, filter, player, self)) options.push(d.id);
    if (count) return { key: 'sacrificeSet', sets: setsOf(options, count) };
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
    if (!filter.self) for (const other of choice.sacrificeAlso ?? []) engine.moveTo(s, other, 'graveyard');
  },
  words: ({ filter, count }, w) =>
    filter.self ? 'sacrifice this' : `sacrifice ${w.count(count ?? 1, w.filter(filter))}`,
});
