/** `rules` (layer 6, beside the abilities): rule flags — "can't attack you …", "is goaded", an attack tax. */
import { z } from 'zod';
import { ruleFlagSchema } from '../rule-flags/index.ts';
import { defineStatic } from './static.ts';

export const ruleFlags = defineStatic({
  id: 'rules',
  description: 'rule flags on what it affects, with the player who set them',
  layer: '6',
  params: z.array(ruleFlagSchema).min(1),
  apply(affected, flags, c) {
    for (const d of affected) {
      c.ownFlags(d);
      for (const f of flags) {
        d.flags.push(f);
        d.flagSources.push({ flag: f, controller: c.controller });
      }
    }
  },
  words: (flags, w) => flags.map((f) => w.ruleFlag(f)).join(' and '),
});
