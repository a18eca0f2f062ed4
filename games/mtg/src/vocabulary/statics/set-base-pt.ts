/** `setBasePT` (layer 7b): "with base power and toughness 4/4". */
import { z } from 'zod';
import { defineStatic } from './static.ts';

export const setBasePT = defineStatic({
  id: 'setBasePT',
  description: 'its base power and toughness become these',
  layer: '7b',
  params: z.tuple([z.number().int(), z.number().int()]),
  apply(affected, [power, toughness]) {
    for (const d of affected) {
      d.power = power;
      d.toughness = toughness;
    }
  },
  words: ([power, toughness]) => `has base power and toughness ${power}/${toughness}`,
});
