/**
 * Two compiled trees of the project measured in one process, alternating, in
 * CPU time: the steadiest comparison of two builds on a shared machine (both
 * halves of a round run next to each other; each tree's modules are loaded
 * from its own paths, so they share no function and no JIT state):
 *
 *   node bench/dist/pocket-ab-builds.js <tree A> <tree B> [games per pairing] [rounds]
 *
 * Each round plays `games per pairing` random games (sim's lean loop,
 * `playUnrecorded`) of every ordered pairing of the current sets' legal
 * preset decks in tree A, then in tree B (the order alternating), seeds alike
 * (`ab/<round>/<n>`). The first round is a warm-up and not counted. Prints
 * the rounds' CPU ms and A/B ratios (above 1: B is faster), and their median.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const call = <R>(f: unknown, ...args: unknown[]) => (f as (...a: unknown[]) => R)(...args);
const [treeA, treeB, perArg, roundsArg] = process.argv.slice(2);
if (!treeA || !treeB) {
  process.stderr.write('usage: pocket-ab-builds <tree A> <tree B> [games per pairing] [rounds]\n');
  process.exit(2);
}
const perPairing = Number(perArg ?? 3);
const rounds = Number(roundsArg ?? 9);

interface Tree {
  sim: Record<string, unknown>;
  pocket: Record<string, unknown>;
}
async function load(tree: string): Promise<Tree> {
  const from = async (path: string) =>
    (await import(pathToFileURL(resolve(tree, path)).href)) as Record<string, unknown>;
  return { sim: await from('packages/sim/dist/index.js'), pocket: await from('games/pocket/dist/index.js') };
}
const a = await load(treeA);
const b = await load(treeB);
const decks = call<{ value: string; group: string }[]>(a.pocket.presetChoices)
  .filter((c) => c.group.startsWith('Current'))
  .map((c) => c.value);
const pairs = decks.flatMap((deck1) => decks.filter((d) => d !== deck1).map((deck2) => ({ deck1, deck2 })));

function round(t: Tree, prefix: string): void {
  let games = 0;
  for (const options of pairs)
    for (let i = 0; i < perPairing; i++) {
      const seed = `${prefix}/${games++}`;
      call(
        t.sim.playUnrecorded,
        t.pocket.pocket,
        options,
        seed,
        call(t.sim.seatAgents, ['random', 'random'], seed),
      );
    }
}

const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const ratios: number[] = [];
for (let r = 0; r <= rounds; r++) {
  const ms = { A: 0, B: 0 };
  for (const k of r % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const)) {
    const start = cpuMs();
    round(k === 'A' ? a : b, `ab/${r}`);
    ms[k] = cpuMs() - start;
  }
  if (r === 0) continue;
  ratios.push(ms.A / ms.B);
  process.stdout.write(
    `round ${r}: A ${ms.A.toFixed(0)} ms, B ${ms.B.toFixed(0)} ms, A/B ${(ms.A / ms.B).toFixed(3)}\n`,
  );
}
const sorted = [...ratios].sort((x, y) => x - y);
process.stdout.write(
  `A ${treeA}, B ${treeB}: ${pairs.length} pairings × ${perPairing} a round, ${rounds} rounds: A/B median ${sorted[
    sorted.length >> 1
  ].toFixed(3)} (${sorted[0].toFixed(3)}–${sorted[sorted.length - 1].toFixed(3)})\n`,
);
