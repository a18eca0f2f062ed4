/** Scope `allies_in_lane`: every other allied card in the source's lane. */
import { onTiles, type ScopeModule } from './scope.ts';

export const alliesInLane: ScopeModule = {
  id: 'allies_in_lane',
  description: "every other allied card in the source's lane.",
  reserved: true,
  resolve: onTiles('ally', true),
};
