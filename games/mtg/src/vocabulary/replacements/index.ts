/**
 * The replacement vocabulary (CR 614-616): one module per replacement or
 * prevention effect. See engine/replacement.ts for how events are offered
 * to them and for CR 616.1 (the order of several).
 */
import { registryOf } from '@arbiter/core';
import { diesToLibraryTop } from './dies-to-library-top.ts';
import { exileInsteadOfGraveyard } from './exile-instead-of-graveyard.ts';
import { flashbackExile } from './flashback-exile.ts';
import { graveyardToExile } from './graveyard-to-exile.ts';
import { preventCombatDamage } from './prevent-combat-damage.ts';
import type { ReplacementModule } from './replacement.ts';

export const replacementRegistry = registryOf<ReplacementModule>('replacement', [
  flashbackExile,
  exileInsteadOfGraveyard,
  preventCombatDamage,
  diesToLibraryTop,
  graveyardToExile,
]);

export type { ReplaceableEvent, ReplacementModule } from './replacement.ts';
