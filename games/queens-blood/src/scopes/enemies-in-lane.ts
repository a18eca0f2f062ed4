/** Scope `enemies_in_lane`: every enemy card in the source's lane. */
import { onTiles, type ScopeModule } from './scope.ts';

export const enemiesInLane: ScopeModule = {
  id: 'enemies_in_lane',
  description: "every enemy card in the source's lane.",
  reserved: true,
  words: 'enemy cards in this lane',
  includesSelf: false,
  resolve: onTiles('enemy', true, false),
};
