/** indestructible: is not destroyed by lethal damage or destroy effects (CR 702.12). */
import { defineKeyword } from './keyword.ts';

export const indestructible = defineKeyword({
  id: 'indestructible',
  description: 'is not destroyed by lethal damage or destroy effects',
  rule: 'CR 702.12',
  enforcedIn: 'zones.destroy, sba',
  words: () => 'indestructible',
});
