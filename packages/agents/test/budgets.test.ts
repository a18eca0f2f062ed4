/**
 * Budgets and quick answers, in every catalog game:
 *  - a decision given a time never runs past it by more than a small
 *    margin (the clock is read between iterations, so the overrun is at most
 *    one iteration and the final ranking): checked in CPU time, which other
 *    processes on a shared machine cannot stretch, and in wall time with a
 *    margin for them;
 *  - a decision with one legal action, or one the game calls obvious, is
 *    answered at once, without a search;
 *  - the tree is kept for the agent's next decision when nothing else was
 *    played in between, and dropped when something was.
 */
import type { AnyGame } from '@arbiter/core';
import { Match } from '@arbiter/core';
import { games } from '@arbiter/games';
import { describe, expect, it, vi } from 'vitest';
import { createAgent, createMctsAgent, type MctsAgent } from '../src/index.ts';
import { doubleTurnNim } from './nim.ts';
import { positionsOf } from './positions.ts';

const BUDGET_MS = 100;
/**
 * What a decision may take beyond its budget, in CPU time: one iteration (a
 * Magic world is the slowest; greedy: one candidate) and the ranking.
 */
const MARGIN_MS = 150;
/**
 * In wall time the margin must also cover the time other processes hold the
 * core: generous, for a shared machine (this one ran at a load average of 20
 * on 2 cores when it was written).
 */
const WALL_MARGIN_MS = 400;

function cpuMs(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

function decideAt(agent: ReturnType<typeof createAgent>, game: AnyGame, state: unknown, player: number) {
  const legal = game.legalActions(state, player);
  const started = performance.now();
  const action = agent.choose({ game, player, view: game.view(state, player), legal });
  return { action, ms: performance.now() - started, legal };
}

describe.each(games.map((g) => [g.id, g] as const))('%s', (_id, game) => {
  const positions = positionsOf(game, 3);

  it(`MCTS and greedy given ${BUDGET_MS} ms of CPU stay within it (plus ${MARGIN_MS} ms)`, () => {
    expect(positions.length).toBe(3);
    for (const p of positions) {
      // Warm up the game's code paths first (the first search pays for compiling them).
      decideAt(createMctsAgent('warm', { iterations: 20 }), game, p.state, p.player);
      decideAt(createAgent('greedy', 'warm', { samples: 2 }), game, p.state, p.player);
      for (const agent of [
        createMctsAgent(`budget/${p.step}`, { thinkMs: BUDGET_MS, clock: 'cpu' }),
        createAgent('greedy', `budget/${p.step}`, { thinkMs: BUDGET_MS, clock: 'cpu' }),
      ]) {
        const before = process.cpuUsage();
        const d = decideAt(agent, game, p.state, p.player);
        expect(cpuMs(before), `${agent.kind} at step ${p.step}`).toBeLessThan(BUDGET_MS + MARGIN_MS);
        expect(d.legal).toContainEqual(d.action);
      }
    }
  });

  it(`MCTS given ${BUDGET_MS} ms of wall time answers within it (plus ${WALL_MARGIN_MS} ms on a busy machine) and searches meanwhile`, () => {
    for (const p of positions) {
      // exact: false, so a decision the game answers itself (Dice Duel's holds) is searched too.
      const mcts = createMctsAgent(`wall/${p.step}`, { thinkMs: BUDGET_MS, exact: false });
      const d = decideAt(mcts, game, p.state, p.player);
      expect(d.ms, `mcts at step ${p.step}`).toBeLessThan(BUDGET_MS + WALL_MARGIN_MS);
      expect(mcts.lastSearch?.how).toBe('search');
      expect(mcts.lastSearch!.iterations).toBeGreaterThanOrEqual(1);
    }
  });

  it('answers a decision with one legal action at once, without sampling a world', () => {
    const p = positions[0];
    const only = game.legalActions(p.state, p.player).slice(0, 1);
    const determinize = vi.fn(game.determinize!);
    const spied = { ...game, determinize } as AnyGame;
    for (const kind of ['mcts:100000', 'mcts:10s', 'greedy:1000']) {
      const agent = createAgent(kind, 'single', {}, spied);
      const started = performance.now();
      expect(
        agent.choose({ game: spied, player: p.player, view: game.view(p.state, p.player), legal: only }),
      ).toBe(only[0]);
      // Budgets of 100,000 iterations or 10 s, answered in no time (a loose bound for busy machines).
      expect(performance.now() - started).toBeLessThan(200);
    }
    expect(determinize).not.toHaveBeenCalled();
  });
});

describe('obvious decisions', () => {
  it('Magic: passing with nothing to do but tap idle mana is answered at once, without a search', () => {
    const mtg = games.find((g) => g.id === 'mtg')!;
    // Without autoPass the engine leaves such priorities to the player.
    const match = new Match(mtg, { autoPass: false }, 'obvious', {
      recordEvents: false,
      hashEachAction: false,
    });
    let found = 0;
    for (let step = 0; step < 400 && match.outcome() === null && found < 3; step++) {
      const player = match.toAct()[0];
      const legal = match.legalActions(player);
      const idle = legal.length > 1 && legal.every((a) => a.type === 'pass' || a.type === 'mana');
      if (idle) {
        const determinize = vi.fn(mtg.determinize!);
        const spied = { ...mtg, determinize } as AnyGame;
        const agent = createMctsAgent('obvious', { thinkMs: 5000 });
        const started = performance.now();
        const action = agent.choose({ game: spied, player, view: mtg.view(match.state, player), legal });
        // Far from its 5 s budget (a loose bound: the machine may be busy); no world was sampled.
        expect(performance.now() - started).toBeLessThan(500);
        expect(action.type).toBe('pass');
        expect(agent.lastSearch?.how).toBe('obvious');
        expect(determinize).not.toHaveBeenCalled();
        found++;
      }
      // Play on: pass when idle, else the first thing that is not a mana tap.
      match.applyTrusted(
        player,
        idle
          ? legal.find((a) => a.type === 'pass')!
          : (legal.find((a) => a.type !== 'mana' && a.type !== 'pass') ?? legal[0]),
      );
    }
    expect(found).toBeGreaterThan(0);
  });
});

describe('tree reuse', () => {
  it("starts the agent's next decision from the subtree under its own last action, and only then", () => {
    const match = new Match(doubleTurnNim, { pile: 9 }, 'reuse', {
      recordEvents: false,
      hashEachAction: false,
    });
    const agent = createMctsAgent('reuse', { iterations: 300 }) as MctsAgent;
    const decide = (turn: number) => {
      const player = match.toAct()[0];
      const legal = match.legalActions(player);
      const action = agent.choose({
        game: doubleTurnNim,
        player,
        view: doubleTurnNim.view(match.state, player),
        legal,
        turn,
      });
      match.applyTrusted(player, action);
    };
    decide(0);
    expect(agent.lastSearch?.reusedVisits).toBe(0);
    // Seat 0 moves again right after its own move: the search starts with what it learned there.
    decide(1);
    expect(agent.lastSearch!.reusedVisits).toBeGreaterThan(0);
    // Another decision that does not follow its last one (a turn number that skips): a fresh tree.
    const player = match.toAct()[0];
    const legal = match.legalActions(player);
    agent.choose({
      game: doubleTurnNim,
      player,
      view: doubleTurnNim.view(match.state, player),
      legal,
      turn: 7,
    });
    expect(agent.lastSearch!.reusedVisits).toBe(0);
    // And never without a turn number (the loop does not say what happened in between).
    const off = createMctsAgent('no-turns', { iterations: 300 }) as MctsAgent;
    const fresh = new Match(doubleTurnNim, { pile: 9 }, 'reuse', {
      recordEvents: false,
      hashEachAction: false,
    });
    for (let i = 0; i < 2; i++) {
      const p = fresh.toAct()[0];
      const l = fresh.legalActions(p);
      fresh.applyTrusted(p, off.choose({ game: doubleTurnNim, player: p, view: fresh.state, legal: l }));
      expect(off.lastSearch!.reusedVisits).toBe(0);
    }
  });

  it('with reuse off (reuseTree: false) every decision starts afresh', () => {
    const match = new Match(doubleTurnNim, { pile: 9 }, 'reuse', {
      recordEvents: false,
      hashEachAction: false,
    });
    const agent = createMctsAgent('reuse', { iterations: 300, reuseTree: false });
    for (let turn = 0; turn < 2; turn++) {
      const player = match.toAct()[0];
      const legal = match.legalActions(player);
      match.applyTrusted(
        player,
        agent.choose({ game: doubleTurnNim, player, view: match.state, legal, turn }),
      );
      expect(agent.lastSearch!.reusedVisits).toBe(0);
    }
  });
});
