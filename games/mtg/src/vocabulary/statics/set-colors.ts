/**
 * `setColors` (layer 5, CR 613.1e, 105.3): "Nonland permanents you control are
 * white" (Celestial Dawn): the affected objects' colours become these, in
 * place of their others.
 */
import { z } from 'zod';
import { colorSchema } from '../../cards/shapes.ts';
import { defineStatic } from './static.ts';

const NAMES: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

export const setColors = defineStatic({
  id: 'setColors',
  description: 'its colours become these',
  reserved: true,
  layer: '5',
  params: z.array(colorSchema).min(1),
  apply(affected, colors) {
    for (const d of affected) d.colors = colors;
  },
  words: (colors) => `is ${colors.map((c) => NAMES[c]).join(' and ')}`,
});
