/** Scope `allies_on_affected_tiles`: allied cards on the E and X cells of the source's grid. */
import { onAffectedTiles, type ScopeModule } from './scope.ts';

export const alliesOnAffectedTiles: ScopeModule = {
  id: 'allies_on_affected_tiles',
  description: "allied cards on the E and X cells of the source's grid.",
  resolve: onAffectedTiles('ally'),
};
