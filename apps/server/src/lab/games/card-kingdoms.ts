/**
 * Valeria: Card Kingdoms in the Lab: no sides — a run is one batch with the
 * chosen options (players, citizens, copies, starting gold, rounds, relics)
 * and an agent per seat. Dukes are dealt by the seed (two each, one kept):
 * the game's options do not choose them.
 */
import type { LabGameAdapter } from './types.ts';

export const cardKingdomsLab: LabGameAdapter = {
  id: 'card-kingdoms',
  sides: 'none',
  ownOptions: [],
  opponents: () => [],
  matchOptions: () => ({}),
};
