/** Scope `enemies_global`: every enemy card on the board. */
import { onTiles, type ScopeModule } from './scope.ts';

export const enemiesGlobal: ScopeModule = {
  id: 'enemies_global',
  description: 'every enemy card on the board.',
  reserved: true,
  words: 'all enemy cards',
  includesSelf: false,
  resolve: onTiles('enemy', false, false),
};
