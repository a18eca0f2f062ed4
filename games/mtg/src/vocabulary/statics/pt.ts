/** `pt` (layer 7c): "gets +2/+2", "+1/+1 for each Aura and Equipment attached to it" (amounts counted once per source). */
import { z } from 'zod';
import { amountSchema } from '../../cards/shapes.ts';
import { defineStatic } from './static.ts';

const signed = (n: string) => (n.startsWith('-') ? n : `+${n}`);

export const pt = defineStatic({
  id: 'pt',
  description: 'its power and toughness change by these amounts',
  layer: '7c',
  params: z.tuple([amountSchema, amountSchema]),
  apply(affected, [dp, dt], c) {
    const p = typeof dp === 'number' ? dp : c.amount(dp);
    const t = typeof dt === 'number' ? dt : c.amount(dt);
    for (const d of affected) {
      d.power += p;
      d.toughness += t;
    }
  },
  words([dp, dt], w) {
    if (typeof dp === 'number' && typeof dt === 'number')
      return `gets ${signed(String(dp))}/${signed(String(dt))}`;
    const per = typeof dp === 'number' ? dt : dp;
    const one = (a: typeof dp) => (a === 0 ? '+0' : typeof a === 'number' ? signed(String(a)) : '+1');
    return `gets ${one(dp)}/${one(dt)} for each ${w.each(per)}`;
  },
});
