/**
 * MCTS is stronger than greedy, measured with enough games to fail when it
 * is not: Queen's Blood, MCTS at 200 iterations against greedy over 40 games
 * (20 deals, each played with the seats swapped). An agent no stronger than
 * greedy wins 27 or more of 40 with a chance under 2%; MCTS won 81 of 100
 * when this was written. Dice Duel, MCTS at 400 iterations against greedy
 * over 80 games: an agent no stronger than greedy wins 50 or more with a
 * chance of about 1.5%; MCTS wins 57 (54 scoring its leaves by `evaluate`
 * rather than the game's race chance, `search.leafValue`; 48 before its
 * playouts were cut at 4 actions and `evaluate` counted an offense under
 * way at its expected damage). Iteration budgets: the result is the same on
 * any machine.
 *
 * Dice Duel, the rollout agent (greedy's choice corrected by paired playouts
 * over its three best candidates, search/rollout-improvement.ts) at 100
 * playout worlds against greedy, both looking one step ahead on 16 worlds,
 * over 120 games: an agent no stronger than greedy wins 71 or more with a
 * chance of about 2.7%; the rollout agent wins 71 (at 1 playout world, when
 * it always plays its greedy look's choice, it does not).
 */
import { findGame } from '@arbiter/games';
import { describe, expect, it } from 'vitest';
import { runTournament } from '../src/index.ts';

describe('MCTS against greedy', () => {
  // Generous timeouts: a few seconds of CPU each, but the shared machine stretches them many times.
  it("wins at least 27 of 40 Queen's Blood games at 200 iterations", { timeout: 300_000 }, async () => {
    const report = await runTournament({
      game: findGame('queens-blood'),
      plan: { agents: ['greedy', 'mcts:200'], games: 40, seed: 1 },
    });
    const pair = report.pairs[0];
    expect(pair.games).toBe(40);
    expect(pair.winsB).toBeGreaterThanOrEqual(27);
    // The interval of its score lies above one half.
    expect(1 - pair.scoreA.high).toBeGreaterThan(0.5);
  });

  it('wins at least 50 of 80 Dice Duel games at 400 iterations', { timeout: 300_000 }, async () => {
    const report = await runTournament({
      game: findGame('dice-duel'),
      plan: { agents: ['greedy', 'mcts:400'], games: 80, seed: 1 },
    });
    const pair = report.pairs[0];
    expect(pair.games).toBe(80);
    expect(pair.winsB).toBeGreaterThanOrEqual(50);
    expect(1 - pair.scoreA.high).toBeGreaterThan(0.5);
  });

  it('the rollout agent wins at least 71 of 120 Dice Duel games against greedy on the same worlds', {
    timeout: 300_000,
  }, async () => {
    const report = await runTournament({
      game: findGame('dice-duel'),
      plan: { agents: ['greedy:16', 'rollout:100:samples=16'], games: 120, seed: 1 },
    });
    const pair = report.pairs[0];
    expect(pair.games).toBe(120);
    expect(pair.winsB).toBeGreaterThanOrEqual(71);
    expect(1 - pair.scoreA.high).toBeGreaterThan(0.5);
  });
});
