/**
 * Simulation: metrics per seat, duke and agent; agents (random, greedy, MCTS)
 * play from views through determinize, which keeps the viewer's view and
 * redeals what it cannot see.
 */
import { createAgent } from '@arbiter/agents';
import { Match } from '@arbiter/core';
import { runBatch } from '@arbiter/sim';
import { describe, expect, it } from 'vitest';
import { cardKingdoms } from '../src/index.ts';

type Rate = { key: string; wins: number; games: number };
interface Metrics {
  winRateBySeat: Rate[];
  winRateByDuke: Rate[];
  meanTurns: number;
  meanRounds: number;
  meanVpPerPlayer: Record<'tokens' | 'monsters' | 'domains' | 'duke' | 'total', number>;
  endReasons: Record<string, number>;
  mostHired: { name: string; count: number }[];
}

describe('simulation metrics', () => {
  it('a 3-player batch reports win rates per seat, duke and agent, length, VP sources, most hired and slain', async () => {
    const report = await runBatch({
      game: cardKingdoms,
      games: 24,
      seed: 5,
      agents: ['random'],
      options: { players: 3 },
    });
    const m = report.metrics as unknown as Metrics; // what ckMetrics.finish returns
    expect(m.winRateBySeat.map((r) => r.wins)).toEqual(report.wins);
    const dukeGames = m.winRateByDuke.reduce((n, r) => n + r.games, 0);
    expect(dukeGames).toBe(24 * 3);
    expect(report.winRateByAgent.random.seatGames).toBe(72);
    expect(m.meanTurns).toBeGreaterThan(m.meanRounds);
    const v = m.meanVpPerPlayer;
    expect(v.total).toBeCloseTo(v.tokens + v.monsters + v.domains + v.duke, 1);
    expect(m.mostHired.length).toBeGreaterThan(0);
    expect(m.mostHired[0].count).toBeGreaterThanOrEqual(m.mostHired[m.mostHired.length - 1].count);
    expect(Object.values(m.endReasons).reduce((a, b) => a + b, 0)).toBe(24);
  }, 60_000);
});

describe('agents through determinize', () => {
  it("determinize keeps the viewer's view and redeals the opponents' dukes and the domains' hidden order", () => {
    const match = new Match(cardKingdoms, { players: 3 }, 'det');
    for (let i = 0; i < 3; i++) {
      const [p] = match.toAct();
      match.act(p, match.legalActions(p)[0]);
    }
    const view = match.view(0);
    const seen = new Set<string>();
    for (let k = 0; k < 8; k++) {
      const state = cardKingdoms.determinize!(view, 0, `d${k}`);
      expect(cardKingdoms.view(state, 0)).toEqual(view);
      seen.add(JSON.stringify([state.players[1].duke, state.domainStacks]));
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it.each(['random', 'greedy', 'mcts'])(
    '%s plays legal moves from its view',
    (kind) => {
      const match = new Match(cardKingdoms, { players: 2 }, `agent-${kind}`);
      const agent = createAgent(kind, `seed-${kind}`, { iterations: 30 });
      for (let i = 0; i < 12 && match.outcome() === null; i++) {
        const [p] = match.toAct();
        const legal = match.legalActions(p);
        const choice = agent.choose({ game: cardKingdoms, player: p, view: match.view(p), legal });
        expect(legal).toContainEqual(choice);
        match.act(p, choice);
      }
    },
    60_000,
  );
});
