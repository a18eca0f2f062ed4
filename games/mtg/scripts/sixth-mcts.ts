/**
 * MCTS at the browser's budget (300 ms a decision, SERVER_AGENT_SETTINGS) on
 * Sixth Edition decks (issue 22): positions of random games over the
 * competitive pairings (every 5th decision with more than one legal action),
 * one MCTS decision at each, its budget counted in wall time (as the server
 * plays) and again in CPU time (what one quiet core takes). Prints the
 * median, 95th percentile and largest time a decision, the iterations a
 * decision, and the load average.
 *
 *   node --import tsx games/mtg/scripts/sixth-mcts.ts [positions] [thinkMs]
 */
import { loadavg } from 'node:os';
import { createMctsAgent } from '@arbiter/agents';
import { createRng, Match, pick } from '@arbiter/core';
import { catalog } from '../src/cards/catalog.ts';
import type { MtgState } from '../src/index.ts';
import { mtg } from '../src/index.ts';

const count = Number(process.argv[2] ?? 30);
const thinkMs = Number(process.argv[3] ?? 300);
const cat = catalog();
const competitive = cat.deckList
  .filter((d) => d.pool === '6ed' && d.format === 'competitive')
  .map((d) => d.id);
const pairs = competitive.flatMap((d1, i) =>
  competitive.slice(i + 1).map((d2) => ({ deck1: d1, deck2: d2 })),
);

const positions: Array<{ state: MtgState; player: number; decks: string }> = [];
for (let g = 0; positions.length < count && g < 200; g++) {
  const options = pairs[g % pairs.length];
  const match = new Match(mtg as never, options, `sixth-mcts/${g}`, {
    recordEvents: false,
    hashEachAction: false,
  });
  const rng = createRng(`sixth-mcts/${g}/moves`);
  // A few positions from each game, so that the pairings all take part.
  let taken = 0;
  for (let step = 0; match.outcome() === null && taken < 3 && positions.length < count; step++) {
    const player = match.toAct()[0];
    const legal = match.legalActions(player);
    if (legal.length > 1 && step % 5 === 4 && step > 40) {
      positions.push({
        state: mtg.clone(match.state as MtgState),
        player,
        decks: `${options.deck1} v ${options.deck2}`,
      });
      taken++;
    }
    match.applyTrusted(player, pick(rng, legal));
  }
}

function measure(clock: 'wall' | 'cpu') {
  const wall: number[] = [];
  const cpu: number[] = [];
  let iterations = 0;
  for (const [i, p] of positions.entries()) {
    const agent = createMctsAgent(`sixth-mcts/${i}`, { thinkMs, ...(clock === 'cpu' ? { clock } : {}) });
    const legal = mtg.legalActions(p.state, p.player as 0 | 1);
    const view = mtg.view(p.state, p.player as 0 | 1);
    const cpuStart = process.cpuUsage();
    const started = performance.now();
    const action = agent.choose({ game: mtg as never, player: p.player, view, legal });
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    iterations += agent.lastSearch?.iterations ?? 0;
    if (!legal.includes(action as never))
      throw new Error(`MCTS chose an action not in the legal list (${p.decks})`);
  }
  return { wall, cpu, iterations: Math.round(iterations / positions.length) };
}

const q = (xs: number[], f: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(f * s.length))];
};
const load = loadavg()[0].toFixed(1);
const asServed = measure('wall');
const oneCore = measure('cpu');
const row = (label: string, xs: number[], it: number) =>
  `| ${label} | ${q(xs, 0.5).toFixed(0)} | ${q(xs, 0.95).toFixed(0)} | ${Math.max(...xs).toFixed(0)} | ${it} |`;
console.log(
  `MCTS at ${thinkMs} ms a decision, ${positions.length} positions of random Sixth Edition games (competitive pairings: ${competitive.join(', ')}), load average ${load} → ${loadavg()[0].toFixed(1)}\n`,
);
console.log('| budget counted in, time measured | p50 ms | p95 ms | largest ms | iterations a decision |');
console.log('| --- | ---: | ---: | ---: | ---: |');
console.log(row('wall time (as the server plays), wall', asServed.wall, asServed.iterations));
console.log(row('wall time (as the server plays), CPU', asServed.cpu, asServed.iterations));
console.log(row('CPU time (one quiet core), CPU', oneCore.cpu, oneCore.iterations));
