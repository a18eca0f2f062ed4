/** lifelink: damage it deals also gains its controller that much life (CR 702.15). */
import { defineKeyword } from './keyword.ts';

export const lifelink = defineKeyword({
  id: 'lifelink',
  description: 'damage it deals also gains its controller that much life',
  rule: 'CR 702.15',
  enforcedIn: 'damage.damageTo',
  words: () => 'lifelink',
});
