/** Scope `all_cards_global`: every card on the board, the source included (seed: “all cards on the board”). */
import { onTiles, type ScopeModule } from './scope.ts';

export const allCardsGlobal: ScopeModule = {
  id: 'all_cards_global',
  description: 'every card on the board, the source included (seed: “all cards on the board”).',
  reserved: true,
  words: 'all other allied and enemy cards',
  includesSelf: true,
  resolve: onTiles('all', false, true),
};
