/**
 * `grantAbilities` (layer 6, CR 613.1f): "Other Zombies have "{B}: Regenerate
 * this permanent."" — the affected permanents have the quoted abilities (a
 * rules block of their own) while the static applies. Its activated
 * abilities are activated like the permanent's own, numbered after them
 * (engine/granted-abilities.ts).
 */
import { nestedRulesSchema } from '../../cards/shapes.ts';
import { defineStatic } from './static.ts';

export const grantAbilities = defineStatic({
  id: 'grantAbilities',
  description: 'it has these abilities (a rules block)',
  reserved: true,
  layer: '6',
  params: nestedRulesSchema,
  apply(affected, rules) {
    for (const d of affected) d.grants = d.grants ? [...d.grants, rules] : [rules];
  },
  words: (rules, w) => `has ${w.abilities(rules)}`,
});
