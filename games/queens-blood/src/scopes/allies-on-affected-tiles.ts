/** Scope `allies_on_affected_tiles`: allied cards on the E and X cells of the source's grid. */
import { onAffectedTiles, type ScopeModule } from './scope.ts';

export const alliesOnAffectedTiles: ScopeModule = {
  id: 'allies_on_affected_tiles',
  description: "allied cards on the E and X cells of the source's grid.",
  // The source's own tile is its grid's W cell, never an E or X cell.
  words: 'allied cards on affected tiles',
  includesSelf: false,
  resolve: onAffectedTiles('ally'),
};
