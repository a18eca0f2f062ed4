/** Scope `self`: the card that owns the effect, while it is on the board and not dying. */
import type { ScopeModule } from './scope.ts';

export const self: ScopeModule = {
  id: 'self',
  description: 'the card that owns the effect',
  words: 'this card',
  includesSelf: true,
  resolve: (input, out) => {
    if (input.src.tile >= 0 && !(input.dying?.has(input.src.uid) ?? false)) out.push(input.src.uid);
  },
};
