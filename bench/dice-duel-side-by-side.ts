/**
 * Dice Duel speed work measured in CPU time, for a loaded machine (where
 * wall-clock games/s measure the load): this tree's compiled build against
 * another tree's (e.g. a copy of the branch from before a change, with its
 * dist built), both loaded in one process.
 *
 *   node bench/dist/dice-duel-side-by-side.js <other tree> [games per round] [rounds]
 *
 * Engine rows: random games through each build's sim lean loop
 * (`playUnrecorded`, default heroes, agents made per game, seats counted per
 * game as the bench did before it counted them once), the builds alternating
 * round by round, each round's `process.cpuUsage()` (all threads: GC helpers
 * count). Floor rows: each build's own bench loop (`playRandomFor`) against
 * the hand-written floor in alternating slices, as µs of CPU per action.
 * Medians and ranges over the rounds.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The tree this script belongs to (it runs compiled from bench/dist, or from bench/ through tsx). */
const THIS_TREE = resolve(import.meta.dirname, import.meta.dirname.endsWith('dist') ? '../..' : '..');

interface Build {
  label: string;
  /** Plays `games` random games from seed `bench/<first>` on; returns the actions played. */
  games(games: number, first: number): number;
  /** The bench's own loop for `ms` of wall time. */
  benchLoop(ms: number, first: number): { games: number; actions: number };
  floorGame(seed: number): number;
}

type Loaded = Record<string, (...args: never[]) => unknown>;

async function load(root: string, label: string): Promise<Build> {
  const from = async (path: string) => (await import(pathToFileURL(resolve(root, path)).href)) as Loaded;
  const sim = await from('packages/sim/dist/index.js');
  const core = await from('packages/core/dist/index.js');
  const duel = await from('games/dice-duel/dist/index.js');
  const cases = await from('bench/dist/cases.js');
  const floor = await from('bench/dist/floor-dice-duel.js');
  // The modules of another tree are only known by their exported names here.
  const game = (duel as unknown as { diceDuel: unknown }).diceDuel;
  const call = <R>(f: unknown, ...args: unknown[]) => (f as (...a: unknown[]) => R)(...args);
  const options = {};
  return {
    label,
    games(games, first) {
      let actions = 0;
      for (let i = 0; i < games; i++) {
        const seed = `bench/${first + i}`;
        const seats = call<number>(core.seatCountOf, game, options);
        const agents = call(
          sim.seatAgents,
          Array.from({ length: seats }, () => 'random'),
          seed,
        );
        actions += call<{ actions: number }>(sim.playUnrecorded, game, options, seed, agents).actions;
      }
      return actions;
    },
    benchLoop: (ms, first) => call(cases.playRandomFor, game, {}, ms, first),
    floorGame: (seed) => call<number>(floor.playFloorGame, seed),
  };
}

const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const fmt = (xs: number[], digits = 0) =>
  `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

const [other, gamesArg, roundsArg] = process.argv.slice(2);
if (!other) {
  process.stderr.write('usage: dice-duel-side-by-side <other tree> [games per round] [rounds]\n');
  process.exit(2);
}
const perRound = Number(gamesArg ?? 3000);
const rounds = Number(roundsArg ?? 8);
const builds = [await load(other, `other (${other})`), await load(THIS_TREE, 'this tree')];

for (const b of builds) b.games(perRound, 1_000_000);
const perSecond: number[][] = builds.map(() => []);
for (let r = 0; r < rounds; r++) {
  const order = r % 2 === 0 ? [0, 1] : [1, 0];
  for (const i of order) {
    const start = cpuMs();
    builds[i].games(perRound, 10_000 + r * perRound);
    perSecond[i].push((perRound * 1000) / (cpuMs() - start));
  }
}

const ratios: number[][] = builds.map(() => []);
const floorRates: number[][] = builds.map(() => []);
const engineRates: number[][] = builds.map(() => []);
for (let r = 0; r < rounds; r++) {
  builds.forEach((b, i) => {
    let start = cpuMs();
    let floorActions = 0;
    const floorGames = 20_000;
    for (let g = 0; g < floorGames; g++) floorActions += b.floorGame(r * floorGames + g);
    const floorMs = cpuMs() - start;
    start = cpuMs();
    const t = b.benchLoop(700, r * 20_000);
    const engineMs = cpuMs() - start;
    ratios[i].push(engineMs / t.actions / (floorMs / floorActions));
    floorRates[i].push((floorGames * 1000) / floorMs);
    engineRates[i].push((t.games * 1000) / engineMs);
  });
}

process.stdout.write(
  `| build | random games per CPU-second (lean loop) | floor games per CPU-second | engine games per CPU-second (bench loop) | × floor (CPU µs/action) |\n| --- | ---: | ---: | ---: | ---: |\n${builds
    .map(
      (b, i) =>
        `| ${b.label} | ${fmt(perSecond[i])} | ${fmt(floorRates[i])} | ${fmt(engineRates[i])} | ${fmt(ratios[i], 2)} |`,
    )
    .join(
      '\n',
    )}\n\nthis tree / other (random games per CPU-second, medians): ${(median(perSecond[1]) / median(perSecond[0])).toFixed(2)}\n`,
);
