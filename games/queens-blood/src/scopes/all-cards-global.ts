/** Scope `all_cards_global`: every other card on the board. */
import { onTiles, type ScopeModule } from './scope.ts';

export const allCardsGlobal: ScopeModule = {
  id: 'all_cards_global',
  description: 'every other card on the board.',
  reserved: true,
  resolve: onTiles('all', false),
};
