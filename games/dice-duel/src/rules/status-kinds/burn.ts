/** burn: damage at its holder's upkeep by stacks (data: damageByStacks), then it decays. */
import { defineStatus } from './status-kind.ts';

export const burn = defineStatus({
  id: 'burn',
  description: 'deals its damage by stacks at the holder’s upkeep, then decays',
  behaviour: 'upkeepDamage',
  words: 'burn',
});
