/**
 * `evaluate` (src/evaluate.ts) is what the greedy agent looks one step ahead
 * on: it must make an economy worth building. It once valued a citizen at
 * 0.8 VP whatever it paid, so greedy took a resource rather than hire and
 * lost to random play (9 of 20 here, random 14-6 in bench/RESULTS.md).
 */
import { runTournament } from '@arbiter/agents';
import { describe, expect, it } from 'vitest';
import { cardKingdoms } from '../src/index.ts';

describe('the greedy agent on evaluate', () => {
  it('beats random play in at least 15 of 20 games', { timeout: 120_000 }, async () => {
    // An agent no stronger than random wins 15 or more of 20 with a chance of about 2%.
    const report = await runTournament({
      game: cardKingdoms,
      plan: { agents: ['random', 'greedy'], games: 20, seed: 1 },
    });
    const pair = report.pairs[0];
    expect(pair.games).toBe(20);
    expect(pair.winsB).toBeGreaterThanOrEqual(15);
  });
});
