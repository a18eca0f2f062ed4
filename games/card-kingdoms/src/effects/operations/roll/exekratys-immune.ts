/**
 * `exekratys_immune`: during its owner's roll and harvest, a roll showing a
 * 6 keeps them from losing anything (`*_lose` operations pass them by).
 */
import type { Catalog } from '../../../data/cards.ts';
import type { CkState } from '../../../state.ts';
import { NO_ARGS } from '../../args.ts';
import { defineOperation } from '../../module.ts';

export const exekratysImmune = defineOperation({
  id: 'exekratys_immune',
  description: 'its owner loses nothing during their roll and harvest when a 6 is rolled',
  params: NO_ARGS,
  immuneOnSix: true,
  words: () => 'you lose nothing when a 6 is rolled on your turn',
});

/** Whether `seat` is the active player, in their roll or harvest, with a 6 showing and a passive (built before this turn) that makes them immune. */
export function immuneOnSix(cat: Catalog, state: CkState, seat: number): boolean {
  if (seat !== state.active || !state.dice || (state.dice[0] !== 6 && state.dice[1] !== 6)) return false;
  if (state.step !== 'roll' && state.step !== 'harvest') return false;
  const p = state.players[seat];
  for (const d of p.domains) {
    const e = cat.domains[d.card].passive;
    if (!e || d.builtTurn >= state.turn) continue;
    if (e.legs.some((l) => l.kind === 'op' && l.name === exekratysImmune.id)) return true;
  }
  return false;
}
