/** Scope `enemies_on_affected_tiles`: enemy cards on the E and X cells of the source's grid. */
import { onAffectedTiles, type ScopeModule } from './scope.ts';

export const enemiesOnAffectedTiles: ScopeModule = {
  id: 'enemies_on_affected_tiles',
  description: "enemy cards on the E and X cells of the source's grid.",
  resolve: onAffectedTiles('enemy'),
};
