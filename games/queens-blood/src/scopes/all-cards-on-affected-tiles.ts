/** Scope `all_cards_on_affected_tiles`: every other card on the E and X cells of the source's grid. */
import { onAffectedTiles, type ScopeModule } from './scope.ts';

export const allCardsOnAffectedTiles: ScopeModule = {
  id: 'all_cards_on_affected_tiles',
  description: "every other card on the E and X cells of the source's grid.",
  resolve: onAffectedTiles('all'),
};
