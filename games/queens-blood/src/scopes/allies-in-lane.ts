/** Scope `allies_in_lane`: every allied card in the source's lane, the source included (seed: “allied cards in a given lane”). */
import { onTiles, type ScopeModule } from './scope.ts';

export const alliesInLane: ScopeModule = {
  id: 'allies_in_lane',
  description:
    "every allied card in the source's lane, the source included (seed: “allied cards in a given lane”).",
  reserved: true,
  words: 'other allied cards in this lane',
  includesSelf: true,
  resolve: onTiles('ally', true, true),
};
