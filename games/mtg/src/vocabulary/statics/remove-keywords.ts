/** `removeKeywords` (layer 6): "loses flying". */
import { z } from 'zod';
import { keywordSchema } from '../keywords/index.ts';
import { defineStatic } from './static.ts';

export const removeKeywords = defineStatic({
  id: 'removeKeywords',
  description: 'it loses these keyword abilities',
  layer: '6',
  params: z.array(keywordSchema).min(1),
  apply(affected, keywords, c) {
    for (const d of affected) {
      c.ownKeywords(d);
      for (const k of keywords) d.keywords.delete(k);
    }
  },
  words: (keywords, w) => `loses ${w.keywords(keywords)}`,
});
