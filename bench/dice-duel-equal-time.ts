/**
 * Dice Duel: one agent against another at equal CPU time, heroes varied by
 * seed, seats swapped on every deal (issue 24's aim: MCTS above greedy with
 * a 95% interval above one half).
 *
 *   node --import tsx bench/dice-duel-equal-time.ts <agent A> <agent B> [--deals N] [--seed S]
 *     [--variant default|search-attacks] [--out FILE]
 *
 * Agents are specs (`greedy:10ms:clock=cpu`, `mcts:10ms:clock=cpu`,
 * `mcts:10ms:clock=cpu:exact=false`, `expectimax`). Deal i (from seed S)
 * plays the match-up MATCHUPS[i % 4] (pyromancer and shadow monk in every
 * order), once with A in seat 1 and once in seat 2; agents are seeded
 * `${seed}/agent/${seat}` as `runTournament` seeds them. Each decision with
 * more than one legal action is timed in process CPU time. `--variant
 * search-attacks`: Dice Duel whose exact decider leaves the attack to MCTS
 * (the legal attacks as its candidates) instead of playing the planner's. With --out, one JSON line a
 * game is appended (runs in parallel processes pool by concatenation).
 * Prints B's score against A with its 95% Wilson interval, CPU ms a
 * decision, and MCTS's iterations a searched decision.
 */
import { appendFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { type Agent, createAgent, type MctsAgent, scoreInterval } from '@arbiter/agents';
import { type AnyGame, Match } from '@arbiter/core';
import { applyAction } from '../games/dice-duel/src/actions.ts';
import { createDuelExactDecider } from '../games/dice-duel/src/agents/exact-decider.ts';
import { cloneDuel, diceDuel, shippedCatalog } from '../games/dice-duel/src/index.ts';

const MATCHUPS: Array<[string, string]> = [
  ['pyromancer', 'shadow-monk'],
  ['shadow-monk', 'pyromancer'],
  ['pyromancer', 'pyromancer'],
  ['shadow-monk', 'shadow-monk'],
];

function gameOf(variant: string): AnyGame {
  if (variant === 'default') return diceDuel as unknown as AnyGame;
  if (variant === 'search-attacks') {
    const rules = { catalog: shippedCatalog, apply: applyAction, clone: cloneDuel };
    return {
      ...diceDuel,
      search: {
        ...diceDuel.search,
        exactDecider: (seed: string) => createDuelExactDecider(seed, rules, { attacks: 'search' }),
      },
    } as unknown as AnyGame;
  }
  throw new Error(`unknown variant '${variant}' (default, search-attacks)`);
}

interface Side {
  decisions: number;
  cpuMs: number;
  maxMs: number;
  searched: number;
  iterations: number;
}

const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function play(game: AnyGame, specs: [string, string], seed: string, heroes: [string, string], sides: Side[]) {
  const agents: Agent[] = specs.map((spec, seat) =>
    createAgent(spec, `${seed}/agent/${seat}`, undefined, game),
  );
  const match = new Match(game, { hero1: heroes[0], hero2: heroes[1] }, seed, {
    recordEvents: false,
    hashEachAction: false,
  });
  let outcome = match.outcome();
  while (outcome === null) {
    const player = match.toAct()[0];
    const legal = match.legalActions(player);
    const ctx = { game, player, view: match.view(player), legal, match: seed, turn: match.actions.length };
    const t0 = cpuNow();
    const action = agents[player].choose(ctx);
    const ms = cpuNow() - t0;
    if (legal.length > 1) {
      const s = sides[player];
      s.decisions++;
      s.cpuMs += ms;
      s.maxMs = Math.max(s.maxMs, ms);
      const report = (agents[player] as MctsAgent).lastSearch;
      if (report && report.how === 'search') {
        s.searched++;
        s.iterations += report.iterations;
      }
    }
    match.applyTrusted(player, action);
    outcome = match.outcome();
  }
  return outcome.draw ? null : outcome.winner;
}

function main(): void {
  const argv = process.argv.slice(2);
  const positional: string[] = [];
  let deals = 50;
  let first = 1001;
  let variant = 'default';
  let out: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--deals') deals = Number(argv[++i]);
    else if (a === '--seed') first = Number(argv[++i]);
    else if (a === '--variant') variant = argv[++i];
    else if (a === '--out') out = argv[++i];
    else positional.push(a);
  }
  if (positional.length !== 2) throw new Error('two agent specs, A and B');
  const [a, b] = positional;
  const game = gameOf(variant);
  // By agent: A, B.
  const sides: Side[] = [0, 1].map(() => ({ decisions: 0, cpuMs: 0, maxMs: 0, searched: 0, iterations: 0 }));
  let bScore = 0;
  let games = 0;
  const load = loadavg()[0];
  for (let d = 0; d < deals; d++) {
    const seed = String(first + d);
    const heroes = MATCHUPS[(first + d) % MATCHUPS.length];
    for (const bSeat of [1, 0]) {
      const specs: [string, string] = bSeat === 1 ? [a, b] : [b, a];
      const bySeat: Side[] = bSeat === 1 ? [sides[0], sides[1]] : [sides[1], sides[0]];
      const winner = play(game, specs, seed, heroes, bySeat);
      const score = winner === null ? 0.5 : winner === bSeat ? 1 : 0;
      bScore += score;
      games++;
      if (out)
        appendFileSync(out, `${JSON.stringify({ a, b, variant, seed, heroes, bSeat, score })}\n`, 'utf8');
    }
  }
  const ci = scoreInterval(bScore, games);
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const per = (s: Side) =>
    `${(s.cpuMs / Math.max(1, s.decisions)).toFixed(2)} ms (largest ${s.maxMs.toFixed(1)})` +
    (s.searched > 0
      ? `, ${Math.round(s.iterations / s.searched)} iterations a searched decision (${s.searched} of ${s.decisions} searched)`
      : '');
  console.log(
    `${b} against ${a} (variant ${variant}, seeds ${first}..${first + deals - 1}, load ${load.toFixed(1)}): ` +
      `${bScore} of ${games} (${pct(ci.rate)}, [${pct(ci.low)}, ${pct(ci.high)}]); ` +
      `CPU a decision: ${a} ${per(sides[0])}; ${b} ${per(sides[1])}`,
  );
}

main();
