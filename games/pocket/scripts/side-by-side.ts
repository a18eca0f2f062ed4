/**
 * Pocket's speed in CPU time, this tree's compiled build against another
 * tree's (e.g. a copy of the branch before a change, built with
 * `node scripts/build.mjs`), both loaded in one process, for a loaded
 * machine where wall-clock games/s measure the load:
 *
 *   node --import tsx games/pocket/scripts/side-by-side.ts <other tree> [games per round] [rounds]
 *
 * Each round plays the same seeded random games (the sim's unrecorded loop,
 * the preset decks in turn) through each build, the builds alternating, and
 * takes each one's `process.cpuUsage()`; then recorded games (a Match with
 * events, as the server and the CLI play). Prints the median µs of CPU per
 * action of each build and their ratio (this / other).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const THIS_TREE = resolve(import.meta.dirname, '../../..');
const [otherArg, gamesArg, roundsArg] = process.argv.slice(2);
if (!otherArg) throw new Error('usage: side-by-side.ts <other tree> [games per round] [rounds]');
const perRound = Number(gamesArg ?? 200);
const rounds = Number(roundsArg ?? 7);
const decks = ['mewtwoex', 'fire', 'blastoiseex', 'hitmonlee', 'venusaur-exeggutor', 'weezing-arbok'];

interface Build {
  label: string;
  /** Plays `n` games from seed `first`; returns the actions played. */
  play(n: number, first: number, recorded: boolean): number;
}

async function load(root: string, label: string): Promise<Build> {
  const from = async (path: string) =>
    (await import(pathToFileURL(resolve(root, path)).href)) as Record<string, unknown>;
  // The modules of another tree are only known by their exported names here.
  const core = (await from('packages/core/dist/index.js')) as unknown as typeof import('@arbiter/core');
  const sim = (await from('packages/sim/dist/index.js')) as unknown as typeof import('@arbiter/sim');
  const game = ((await from('games/pocket/dist/index.js')) as unknown as typeof import('../src/index.ts'))
    .pocket;
  return {
    label,
    play(n, first, recorded) {
      let actions = 0;
      for (let i = 0; i < n; i++) {
        const seed = `side/${first + i}`;
        const options = { deck1: decks[i % 6], deck2: decks[(i * 5 + 1) % 6] };
        const agents = sim.seatAgents(['random', 'random'], seed);
        if (!recorded) {
          actions += sim.playUnrecorded(game, options, seed, agents).actions;
          continue;
        }
        const match = new core.Match(game, options, seed, { recordEvents: true, hashEachAction: false });
        while (!match.outcome()) {
          const p = match.toAct()[0];
          const legal = match.legalActions(p);
          const chooser = agents[p] as unknown as { chooseIndex(k: number): number };
          match.applyTrusted(p, legal[chooser.chooseIndex(legal.length)]);
          actions++;
        }
      }
      return actions;
    },
  };
}

const builds = [await load(THIS_TREE, 'this'), await load(resolve(otherArg), 'other')];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

for (const recorded of [false, true]) {
  const perAction: number[][] = builds.map(() => []);
  for (const b of builds) b.play(20, 10_000, recorded); // warm up
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? [0, 1] : [1, 0];
    for (const k of order) {
      const before = process.cpuUsage();
      const actions = builds[k].play(perRound, r * perRound, recorded);
      const used = process.cpuUsage(before);
      perAction[k].push((used.user + used.system) / actions);
    }
  }
  const [mine, other] = perAction.map(median);
  process.stdout.write(
    `${recorded ? 'recorded (Match, events)' : 'unrecorded (sim lean loop)'}: this ${mine.toFixed(2)} µs/action, other ${other.toFixed(2)} µs/action, ratio ${(mine / other).toFixed(3)} (rounds: this ${perAction[0].map((x) => x.toFixed(1)).join(' ')}; other ${perAction[1].map((x) => x.toFixed(1)).join(' ')})\n`,
  );
}
