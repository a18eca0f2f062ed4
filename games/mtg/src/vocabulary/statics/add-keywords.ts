/** `addKeywords` (layer 6): "has flying", "gains trample". */
import { z } from 'zod';
import { keywordSchema } from '../keywords/index.ts';
import { defineStatic } from './static.ts';

export const addKeywords = defineStatic({
  id: 'addKeywords',
  description: 'it has these keyword abilities',
  layer: '6',
  params: z.array(keywordSchema).min(1),
  apply(affected, keywords, c) {
    for (const d of affected) {
      c.ownKeywords(d);
      for (const k of keywords) d.keywords.add(k);
    }
  },
  words: (keywords, w) => `has ${w.keywords(keywords)}`,
});
