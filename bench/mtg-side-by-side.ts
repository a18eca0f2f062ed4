/**
 * MTG speed work measured in CPU time, for a shared machine (where wall-clock
 * games/s measure the load): this tree's compiled build against another
 * tree's (e.g. a checkout of an older commit, with its dist built), both
 * loaded in one process, the builds alternating round by round.
 *
 *   node bench/dist/mtg-side-by-side.js <other tree> [games per pairing] [rounds] [pool]
 *
 * Each round plays `games per pairing` random games (sim's lean loop,
 * `playUnrecorded`, as the bench's pairings rows) of every ordered pairing of
 * the pool's presets (`phase1`, the default: the 25 pairings every build
 * has; `6ed`: Sixth Edition's playable presets — an other build without them
 * plays phase 1 as the yardstick), seeds `sbs/<round>/<n>`,
 * and is timed by `process.cpuUsage()` (all threads: GC helpers count).
 * Prints per build the median and range over the rounds of games and of
 * actions per CPU-second, and the ratio of this tree to the other: of the
 * medians, and the median of the rounds' own ratios (each round's two halves
 * run next to each other, so a load that drifts falls on both alike).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The tree this script belongs to (it runs compiled from bench/dist, or from bench/ through tsx). */
const THIS_TREE = resolve(import.meta.dirname, import.meta.dirname.endsWith('dist') ? '../..' : '..');

interface Build {
  label: string;
  /** Plays `perPairing` games of every pairing from seeds `<prefix>/<n>`; the games and actions played. */
  round(perPairing: number, prefix: string): { games: number; actions: number };
}

type Loaded = Record<string, unknown>;

interface Catalog {
  deckList: { id: string; pool?: string; cards: string[] }[];
  notPlayable?: Set<string>;
}

async function load(root: string, label: string, pool: string): Promise<Build> {
  const from = async (path: string) => (await import(pathToFileURL(resolve(root, path)).href)) as Loaded;
  const sim = await from('packages/sim/dist/index.js');
  const mtgModule = await from('games/mtg/dist/index.js');
  const game = mtgModule.mtg;
  const call = <R>(f: unknown, ...args: unknown[]) => (f as (...a: unknown[]) => R)(...args);
  let decks = mtgModule.deckIds as string[];
  if (pool !== 'phase1' && typeof mtgModule.mtgCatalog === 'function') {
    const cat = call<Catalog>(mtgModule.mtgCatalog);
    const inPool = cat.deckList
      .filter((d) => d.pool === pool && !d.cards.some((id) => cat.notPlayable?.has(id)))
      .map((d) => d.id);
    if (inPool.length > 0) decks = inPool;
  }
  const pairs = decks.flatMap((deck1) => decks.map((deck2) => ({ deck1, deck2 })));
  return {
    label: `${label}, ${decks.length * decks.length} pairings`,
    round(perPairing, prefix) {
      let games = 0;
      let actions = 0;
      for (const options of pairs)
        for (let i = 0; i < perPairing; i++) {
          const seed = `${prefix}/${games}`;
          const agents = call(sim.seatAgents, ['random', 'random'], seed);
          actions += call<{ actions: number }>(sim.playUnrecorded, game, options, seed, agents).actions;
          games++;
        }
      return { games, actions };
    },
  };
}

const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const fmt = (xs: number[], digits = 0) =>
  `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

const [other, perArg, roundsArg, poolArg] = process.argv.slice(2);
if (!other) {
  process.stderr.write('usage: mtg-side-by-side <other tree> [games per pairing] [rounds] [phase1|6ed]\n');
  process.exit(2);
}
const perPairing = Number(perArg ?? 4);
const rounds = Number(roundsArg ?? 8);
const pool = poolArg ?? 'phase1';
const builds = [await load(other, `other (${other})`, pool), await load(THIS_TREE, 'this tree', pool)];

for (const b of builds) b.round(1, 'warm');
const gamesPerS: number[][] = builds.map(() => []);
const actionsPerS: number[][] = builds.map(() => []);
for (let r = 0; r < rounds; r++) {
  const order = r % 2 === 0 ? [0, 1] : [1, 0];
  for (const i of order) {
    const start = cpuMs();
    const t = builds[i].round(perPairing, `sbs/${r}`);
    const ms = cpuMs() - start;
    gamesPerS[i].push((t.games * 1000) / ms);
    actionsPerS[i].push((t.actions * 1000) / ms);
  }
}

const roundRatios = (xs: number[][]) => xs[1].map((x, r) => x / xs[0][r]);
process.stdout.write(
  `| build | random games per CPU-second | actions per CPU-second |\n| --- | ---: | ---: |\n${builds
    .map((b, i) => `| ${b.label} | ${fmt(gamesPerS[i], 1)} | ${fmt(actionsPerS[i])} |`)
    .join('\n')}\n\nthis tree / other, medians: games ${(median(gamesPerS[1]) / median(gamesPerS[0])).toFixed(
    2,
  )}, actions ${(median(actionsPerS[1]) / median(actionsPerS[0])).toFixed(2)}; round by round: games ${fmt(
    roundRatios(gamesPerS),
    2,
  )}, actions ${fmt(roundRatios(actionsPerS), 2)}\n`,
);
