/**
 * `dies_to_library_top`: a creature with the `dies_to_library_top` rule flag
 * that would die (battlefield to graveyard, CR 700.4) goes on top of its
 * owner's library instead (CR 614.1a); it does not die, so nothing "when it
 * dies" triggers.
 */
import { board, hasFlag } from '../../engine/derived.ts';
import type { ReplacementModule } from './replacement.ts';

export const diesToLibraryTop: ReplacementModule = {
  id: 'dies_to_library_top',
  description: 'a creature with the dies_to_library_top flag that would die goes on top of its library',
  rule: 'CR 614.1a',
  event: 'dies',
  reserved: true,
  applies(s, e) {
    if (e.kind !== 'dies' || e.to !== 'graveyard') return false;
    const d = board(s).byId.get(e.object);
    return !!d && hasFlag(d, 'dies_to_library_top');
  },
  replace: (e) => (e.kind === 'dies' ? { ...e, to: 'library' } : e),
  usedBy: (node) => 'id' in node && node.id === 'dies_to_library_top',
  words: () => "if this creature would die, put it on top of its owner's library instead",
};
