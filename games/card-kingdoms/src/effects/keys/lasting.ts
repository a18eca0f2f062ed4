/**
 * The lasting keys: a domain's `effect.add action.X` flag or bare `action.X`
 * passive, or an event's `grant_all action.X`, each changing costs while it
 * works (`modifiers`, read by `modifiersOf` in rules/economy.ts). The data
 * names the key; the module is what it means (the cards' texts: "citizens
 * take 1 less gold", "monsters take 1 less strength", …).
 */

import type { CostModifiers } from '../../rules/modifiers.ts';
import { NO_ARGS } from '../args.ts';
import { defineKey, type KeyModule } from '../module.ts';

function lasting(id: string, modifiers: Partial<CostModifiers>, words: string): KeyModule {
  return defineKey({
    id,
    description: `a lasting cost change: ${words}`,
    params: NO_ARGS,
    modifiers,
    words: () => words,
  });
}

export const LASTING_KEYS: readonly KeyModule[] = [
  lasting(
    'action.emeraldstronghold',
    { waiveHireSurcharge: true },
    'you hire citizens without paying extra for copies you already own',
  ),
  lasting('action.pratchettsplateau', { buildGold: -1 }, 'domains cost you 1 gold less'),
  lasting('action.defiantridge', { hireGold: -1 }, 'citizens cost you 1 gold less'),
  lasting('action.fortskyler', { slayStrength: -1 }, 'monsters need 1 strength less for you to slay'),
  lasting('action.browncoatssanctum', { tomeGold: -1 }, 'tomes cost you 1 gold less'),
  lasting('action.portofdrake', { goodsGold: -1 }, 'goods cost you 1 gold less'),
  lasting(
    'action.muratreis',
    { waiveNobleWild: true },
    'you rescue nobles without paying their extra wild cost',
  ),
  lasting(
    'action.newshilinatower',
    { hireWithStrength: true },
    'you may pay for citizens with strength instead of gold',
  ),
  lasting('action.blessedlands', { buildGold: -2 }, 'domains cost everyone 2 gold less'),
  lasting('action.darklordrising', { slayMagic: 1 }, 'monsters need 1 magic more to slay'),
];
