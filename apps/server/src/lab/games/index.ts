/** The games the Lab knows, one module each; a game without one is not offered in the Lab. */
import { cardKingdomsLab } from './card-kingdoms.ts';
import { diceDuelLab } from './dice-duel.ts';
import { mtgLab } from './mtg.ts';
import { pocketLab } from './pocket.ts';
import { queensBloodLab } from './queens-blood.ts';
import type { LabGameAdapter } from './types.ts';

export const labAdapters: ReadonlyMap<string, LabGameAdapter> = new Map(
  [diceDuelLab, queensBloodLab, pocketLab, cardKingdomsLab, mtgLab].map((a) => [a.id, a]),
);

export type { DeckFormat, LabGameAdapter, Side } from './types.ts';
