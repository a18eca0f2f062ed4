/** Scope `allies_global`: every allied card on the board, the source included (seed: “all allied cards on the board”). */
import { onTiles, type ScopeModule } from './scope.ts';

export const alliesGlobal: ScopeModule = {
  id: 'allies_global',
  description: 'every allied card on the board, the source included (seed: “all allied cards on the board”).',
  reserved: true,
  words: 'all other allied cards',
  includesSelf: true,
  resolve: onTiles('ally', false, true),
};
