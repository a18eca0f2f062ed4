/**
 * The catalog as listings that load their game on demand. A game module
 * compiles its data when imported (Queen's Blood's registry, Pocket's card
 * texts, …), so a process that needs one game — every CLI command but
 * `arbiter games` — imports only that one. Each entry repeats its game's
 * identity (a test checks it against the module); `load` imports the game.
 *
 * Adding a game: a line in `index.ts` and an entry here.
 */
import type { AnyGame } from '@arbiter/core';

export interface GameEntry {
  id: string;
  name: string;
  description: string;
  /** Fewest and most seats (`GameModule.seatRange`, or its fixed `players`). */
  seats: readonly [number, number];
  load(): Promise<AnyGame>;
}

export const gameEntries: readonly GameEntry[] = [
  {
    id: 'dice-duel',
    name: 'Dice Duel',
    description:
      'Hero dice combat: roll five dice up to three times, strike with combos, defend with v1 boards or v2 defense cards.',
    seats: [2, 2],
    load: async () => (await import('@arbiter/dice-duel')).diceDuel,
  },
  {
    id: 'queens-blood',
    name: "Queen's Blood",
    description:
      'The card battle of Final Fantasy VII Rebirth: 3 lanes, pawns and ranks, 164 cards on the qb effects registry v1.1.',
    seats: [2, 2],
    load: async () => (await import('@arbiter/queens-blood')).queensBlood,
  },
  {
    id: 'pocket',
    name: 'Pokémon TCG Pocket',
    description:
      'Pokémon TCG Pocket, every set from Genetic Apex to B4 (3,761 cards): Energy Zone, 3-point wins, card texts mapped to registered effect types on the active-effects system (`arbiter validate pocket` lists the texts not mapped yet).',
    seats: [2, 2],
    load: async () => (await import('@arbiter/pocket')).pocket,
  },
  {
    id: 'card-kingdoms',
    name: 'Valeria: Card Kingdoms',
    description:
      'Roll two dice and harvest from every citizen whose number comes up; hire citizens, slay monsters and build domains; the most VP with your secret duke wins. 1 to 5 players.',
    seats: [1, 5],
    load: async () => (await import('@arbiter/card-kingdoms')).cardKingdoms,
  },
  {
    id: 'mtg',
    name: 'Magic: The Gathering',
    description:
      "Two-player Magic with cards parsed from oracle text: phase 1's 125 cards and five mono-colour decks, and Sixth Edition's 335 cards and 26 decks.",
    seats: [2, 2],
    load: async () => (await import('@arbiter/mtg')).mtg,
  },
];
