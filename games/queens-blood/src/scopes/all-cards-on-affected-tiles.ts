/** Scope `all_cards_on_affected_tiles`: every other card on the E and X cells of the source's grid. */
import { onAffectedTiles, type ScopeModule } from './scope.ts';

export const allCardsOnAffectedTiles: ScopeModule = {
  id: 'all_cards_on_affected_tiles',
  description: "every other card on the E and X cells of the source's grid.",
  // The source's own tile is its grid's W cell, never an E or X cell.
  words: 'allied and enemy cards on affected tiles',
  includesSelf: false,
  resolve: onAffectedTiles('all'),
};
