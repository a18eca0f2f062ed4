import type { PlaythroughCase } from '@arbiter/core/testing';

export const PLAYTHROUGHS: PlaythroughCase[] = [
  { name: 'seed-1', options: {}, seed: 'spell-duel-1' },
  { name: 'low-health', options: { startingHealth: 4 }, seed: 'spell-duel-2' },
];
