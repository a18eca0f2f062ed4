/**
 * `graveyard_to_exile`: a card that would be put into a graveyard from
 * anywhere is exiled instead if its owner is under a `graveyard_to_exile`
 * static (Forbidden Crypt, CR 614.1a). Offered by every move to a graveyard
 * (after a creature's own "if it would die" replacement, see the README). A
 * creature exiled this way does not die (CR 700.4).
 */
import { board } from '../../engine/derived.ts';
import { playerFlagsOf } from '../../engine/player-statics.ts';
import type { ReplacementModule } from './replacement.ts';

export const graveyardToExile: ReplacementModule = {
  id: 'graveyard_to_exile',
  description: 'a card going to the graveyard of a player under graveyard_to_exile is exiled instead',
  rule: 'CR 614.1a',
  event: 'to_graveyard',
  reserved: true,
  applies(s, e) {
    return (
      e.kind === 'to_graveyard' &&
      e.to === 'graveyard' &&
      playerFlagsOf(board(s), e.owner, 'graveyard_to_exile').length > 0
    );
  },
  replace: (e) => (e.kind === 'to_graveyard' ? { ...e, to: 'exile' } : e),
  usedBy: (node) => 'id' in node && node.id === 'graveyard_to_exile',
  words: () => 'if a card would be put into your graveyard from anywhere, exile that card instead',
};
