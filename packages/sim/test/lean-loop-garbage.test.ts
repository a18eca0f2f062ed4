/**
 * The lean loop leaves nothing of a finished game reachable: a game's
 * objects die young, in the first minor collection after it ends. (A decision
 * context built as an object literal with a getter kept every game's state
 * alive through minor collections until the next full one, so nearly all
 * that a game allocated was promoted to the old generation.)
 */
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { AnyGame } from '@arbiter/core';
import { type ToyState, toyGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { playUnrecorded, seatAgents } from '../src/index.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as (options?: { type: 'minor' | 'major' }) => void;

/** The toy game whose state carries a payload of about 40 kB, so a kept game shows. */
const heavyToy = {
  ...toyGame,
  id: 'heavy-toy',
  setup(options: Parameters<typeof toyGame.setup>[0], seed: string) {
    const s = toyGame.setup(options, seed) as ToyState & { payload?: number[][] };
    s.payload = Array.from({ length: 100 }, (_, i) => new Array<number>(100).fill(i));
    return s;
  },
} as AnyGame;

const heapUsed = () => {
  let used = 0;
  for (const space of getHeapSpaceStatistics()) {
    if (space.space_name === 'new_space' || space.space_name === 'old_space') used += space.space_used_size;
  }
  return used;
};

function play(games: number, first: number): void {
  for (let i = first; i < first + games; i++) {
    const seed = `garbage/${i}`;
    playUnrecorded(heavyToy, {}, seed, seatAgents(['random', 'random'], seed));
  }
}

describe('the lean loop and the garbage collector', () => {
  it('keeps no finished game alive through minor collections', () => {
    play(300, 0);
    gc({ type: 'major' });
    const before = heapUsed();
    const games = 300;
    play(games, 300);
    gc({ type: 'minor' });
    gc({ type: 'minor' });
    const keptPerGame = (heapUsed() - before) / games;
    // A kept game is its payload, over 40 kB; a game that died young leaves nothing.
    expect(keptPerGame).toBeLessThan(4_000);
  });
});
