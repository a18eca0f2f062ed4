/**
 * The golden playthroughs Queen's Blood keeps (kernel format
 * arbiter-playthrough/2, with every seat's and the spectator's view hash):
 * fixed decks and seeds, moves chosen by the kernel's seeded chooser.
 * `scripts/playthroughs.ts` writes them; a test replays and compares.
 */
import type { PlaythroughCase } from '@arbiter/core/testing';

export const PLAYTHROUGHS: readonly PlaythroughCase[] = [
  { name: 'starter-vs-enfeeble', seed: '101', options: { decks: ['starter', 'enfeeble'] } },
  { name: 'tokens-vs-destruction', seed: '202', options: { decks: ['replace-and-tokens', 'destruction'] } },
  { name: 'lane-bonus-vs-enhance', seed: '303', options: { decks: ['lane-bonus', 'enhance'] } },
];
