/** Replay determinism over 500 seeds (1 to 5 players): a match log replays to the same hashes. */
import { createRng, Match, pick, replay } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { cardKingdoms } from '../src/index.ts';

describe('replay determinism', () => {
  it('500 random games replay to the same final hash, and one seed gives one game', () => {
    for (let s = 0; s < 500; s++) {
      const options = { players: (s % 5) + 1 };
      const match = new Match(cardKingdoms, options, `replay-${s}`, { recordEvents: false });
      const rng = createRng(`replay-chooser-${s}`);
      while (match.outcome() === null) {
        const [p] = match.toAct();
        match.applyTrusted(p, pick(rng, match.legalActions(p)));
      }
      const log = JSON.parse(JSON.stringify(match.toLog()));
      expect(replay(cardKingdoms, log).finalHash).toBe(match.hash());
      if (s % 50 === 0) {
        const again = new Match(cardKingdoms, options, `replay-${s}`);
        expect(again.initialHash).toBe(match.initialHash);
      }
    }
  }, 180_000);
});
