/**
 * Pocket speed work measured in CPU time, for a shared machine (where
 * wall-clock games/s measure the load): this tree's compiled build against
 * another tree's (e.g. a checkout of an older commit, with its dist built),
 * both loaded in one process, the builds alternating round by round.
 *
 *   node bench/dist/pocket-side-by-side.js <other tree> [decks] [agents] [games per round] [rounds]
 *
 * `decks`: `first` (the default; mewtwoex against fire, as the bench's policy
 * rows) or `current` (every ordered pairing of the current-only preset decks,
 * as the bench's current-decks rows; the other tree must have them).
 * `agents`: `random` (the default) or `attach-then-attack`, on both seats.
 * Each round plays the same seeded games through each build (sim's lean
 * loop, `playUnrecorded`; game n of a round plays pairing n modulo the
 * pairings), timed by `process.cpuUsage()`. Prints per build the median
 * games per CPU-second, and the ratio of this tree to the other: of the
 * medians, and the median of the rounds' own ratios.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The tree this script belongs to (it runs compiled from bench/dist, or from bench/ through tsx). */
const THIS_TREE = resolve(import.meta.dirname, import.meta.dirname.endsWith('dist') ? '../..' : '..');

interface Build {
  label: string;
  /** Plays games `first` to `first + n - 1`; the actions played. */
  play(n: number, first: number): number;
}

type Loaded = Record<string, unknown>;

async function load(root: string, label: string, decks: string, kind: string): Promise<Build> {
  const from = async (path: string) => (await import(pathToFileURL(resolve(root, path)).href)) as Loaded;
  // The modules of another tree are only known by their exported names here.
  const sim = (await from('packages/sim/dist/index.js')) as unknown as typeof import('@arbiter/sim');
  const pocketModule = (await from(
    'games/pocket/dist/index.js',
  )) as unknown as typeof import('../games/pocket/src/index.ts');
  const game = pocketModule.pocket;
  let pairs = [{ deck1: 'mewtwoex', deck2: 'fire' }];
  if (decks === 'current') {
    const ids = pocketModule
      .presetChoices()
      .filter((c) => c.group.startsWith('Current'))
      .map((c) => c.value);
    pairs = ids.flatMap((d1) => ids.filter((d2) => d2 !== d1).map((d2) => ({ deck1: d1, deck2: d2 })));
  }
  return {
    label: `${label} (${pairs.length} pairings)`,
    play(n, first) {
      let actions = 0;
      for (let i = first; i < first + n; i++) {
        const seed = `pocket-sbs/${i}`;
        const agents = sim.seatAgents([kind, kind], seed, {}, game);
        actions += sim.playUnrecorded(game, pairs[i % pairs.length], seed, agents).actions;
      }
      return actions;
    },
  };
}

const [otherArg, decksArg, kindArg, gamesArg, roundsArg] = process.argv.slice(2);
if (!otherArg)
  throw new Error(
    'usage: pocket-side-by-side <other tree> [first|current] [random|attach-then-attack] [games per round] [rounds]',
  );
const decks = decksArg ?? 'first';
const kind = kindArg ?? 'random';
const perRound = Number(gamesArg ?? 400);
const rounds = Number(roundsArg ?? 6);
const builds = [
  await load(THIS_TREE, 'this', decks, kind),
  await load(resolve(otherArg), 'other', decks, kind),
];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Warm up: the JIT settles over the first thousands of games (a round's figures rise for several rounds without).
for (let w = 0; w < 2; w++) for (const b of builds) b.play(perRound, 1_000_000 + w * perRound);
const perCpuSecond: number[][] = builds.map(() => []);
for (let r = 0; r < rounds; r++) {
  const order = r % 2 === 0 ? [0, 1] : [1, 0];
  for (const k of order) {
    const before = process.cpuUsage();
    builds[k].play(perRound, r * perRound);
    const used = process.cpuUsage(before);
    perCpuSecond[k].push(perRound / ((used.user + used.system) / 1e6));
  }
}
const [mine, other] = perCpuSecond.map(median);
const roundRatios = perCpuSecond[0].map((x, r) => x / perCpuSecond[1][r]);
const fmt = (xs: number[]) => xs.map((x) => Math.round(x)).join(' ');
process.stdout.write(
  `${decks} decks, ${kind}, ${rounds} rounds of ${perRound} games: ${builds[0].label} ${Math.round(mine)} games per CPU-s, ${builds[1].label} ${Math.round(other)}; ratio of medians ${(mine / other).toFixed(3)}, median of round ratios ${median(roundRatios).toFixed(3)} (range ${Math.min(...roundRatios).toFixed(2)}–${Math.max(...roundRatios).toFixed(2)})\n  this:  ${fmt(perCpuSecond[0])}\n  other: ${fmt(perCpuSecond[1])}\n`,
);
