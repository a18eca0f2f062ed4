/** Scope `allies_global`: every other allied card on the board. */
import { onTiles, type ScopeModule } from './scope.ts';

export const alliesGlobal: ScopeModule = {
  id: 'allies_global',
  description: 'every other allied card on the board.',
  reserved: true,
  resolve: onTiles('ally', false),
};
