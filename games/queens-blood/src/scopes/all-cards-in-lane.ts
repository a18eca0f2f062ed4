/** Scope `all_cards_in_lane`: every card in the source's lane, the source included (seed: “all cards in that lane”). */
import { onTiles, type ScopeModule } from './scope.ts';

export const allCardsInLane: ScopeModule = {
  id: 'all_cards_in_lane',
  description: "every card in the source's lane, the source included (seed: “all cards in that lane”).",
  reserved: true,
  words: 'other allied and enemy cards in this lane',
  includesSelf: true,
  resolve: onTiles('all', true, true),
};
