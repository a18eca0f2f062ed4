/**
 * Landwalk (CR 702.14): "swampwalk", "islandwalk", …: the creature can't be
 * blocked as long as the defending player controls a land of that type
 * (702.14c). One module per basic land type, made by one function; the land
 * types are read after layer 4 (a land another effect made a Swamp counts).
 */
import type { Board, Derived } from '../../engine/derived.ts';
import { defineKeyword } from './keyword.ts';

function defendingHasLand(board: Board, defender: number, landType: string): boolean {
  for (const d of board.byId.values())
    if (d.controller === defender && d.types.includes('land') && d.subtypes.includes(landType)) return true;
  return false;
}

// Sixth Edition's: no card of the default pool has landwalk, so every one is reserved.
function landwalk<const Id extends string>(id: Id, landType: string) {
  return defineKeyword({
    id,
    description: `can't be blocked as long as the defending player controls a ${landType}`,
    rule: 'CR 702.14',
    enforcedIn: 'declarations.canBlock (keyword mayBeBlockedBy)',
    reserved: true,
    words: () => id,
    // The blocker's controller is the defending player (CR 506.2).
    mayBeBlockedBy: (board, _attacker: Derived, blocker: Derived) =>
      !defendingHasLand(board, blocker.controller, landType),
  });
}

export const swampwalk = landwalk('swampwalk', 'Swamp');
export const islandwalk = landwalk('islandwalk', 'Island');
export const mountainwalk = landwalk('mountainwalk', 'Mountain');
export const forestwalk = landwalk('forestwalk', 'Forest');
/** No card of either pool has plainswalk; registered so the five basic types are all read. */
export const plainswalk = landwalk('plainswalk', 'Plains');
