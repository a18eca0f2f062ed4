/** Scope `all_cards_in_lane`: every other card in the source's lane. */
import { onTiles, type ScopeModule } from './scope.ts';

export const allCardsInLane: ScopeModule = {
  id: 'all_cards_in_lane',
  description: "every other card in the source's lane.",
  reserved: true,
  resolve: onTiles('all', true),
};
