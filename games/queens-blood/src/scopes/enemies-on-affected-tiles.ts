/** Scope `enemies_on_affected_tiles`: enemy cards on the E and X cells of the source's grid. */
import { onAffectedTiles, type ScopeModule } from './scope.ts';

export const enemiesOnAffectedTiles: ScopeModule = {
  id: 'enemies_on_affected_tiles',
  description: "enemy cards on the E and X cells of the source's grid.",
  // The source's own tile is its grid's W cell, never an E or X cell.
  words: 'enemy cards on affected tiles',
  includesSelf: false,
  resolve: onAffectedTiles('enemy'),
};
