/**
 * The scope registry: the words before a leg saying who does it (`all_may
 * LEG`: every player in turn order from the active player, each may
 * decline; `all_must`: none may; `active_may`: the active player only) and
 * in what order (`seq`: turn order, which every scope already follows).
 */
import { registryOf } from '@arbiter/core';
import type { ScopeModule } from '../module.ts';

const allMay: ScopeModule = {
  id: 'all_may',
  description: 'every player in turn order, each may decline',
  who: 'all',
  may: true,
  words: 'every player may',
};
export const allMust: ScopeModule = {
  id: 'all_must',
  description: 'every player in turn order, none may decline',
  who: 'all',
  may: false,
  words: 'every player must',
};
const activeMay: ScopeModule = {
  id: 'active_may',
  description: 'the active player, who may decline',
  who: 'active',
  may: true,
  words: 'the active player may',
};
const seq: ScopeModule = { id: 'seq', description: 'in turn order', words: 'in turn order,' };

export const scopeRegistry = registryOf('scope', [allMay, allMust, activeMay, seq]);

/** The chooser registry: who chooses a `choose` leg other than its player (`active_choose`: the active player, for everyone). */
export const chooserRegistry = registryOf('chooser', [
  {
    id: 'active_choose',
    description: 'the active player chooses the option (for everyone)',
    words: 'the active player chooses',
  },
]);
