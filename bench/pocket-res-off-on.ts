/**
 * One Pocket engine switch of the resolution side measured off and on in one process and one build,
 * in CPU time (as `mtg-off-on.ts` does for MTG):
 *
 *   node bench/dist/pocket-res-off-on.js <switch> [games per pairing] [rounds]
 *
 * Each round plays `games per pairing` random games (sim's lean loop,
 * `playUnrecorded`) of every ordered pairing of the current sets' legal
 * preset decks with the switch off, then on (the order alternating), seeds
 * alike (`off-on/<round>/<n>`). The first round is a warm-up and not
 * counted. Prints the rounds' CPU ms and off/on ratios, and their median.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, import.meta.dirname.endsWith('dist') ? '../..' : '..');
const from = async (path: string) =>
  (await import(pathToFileURL(resolve(ROOT, path)).href)) as Record<string, unknown>;
const call = <R>(f: unknown, ...args: unknown[]) => (f as (...a: unknown[]) => R)(...args);

const [name, perArg, roundsArg] = process.argv.slice(2);
const pocketDist = 'games/pocket/dist';
const switches: Record<string, [string, string]> = {
  'lazy-labels': [`${pocketDist}/rules/resolution-context.js`, 'useLazyLabels'],
  'settled-skip': [`${pocketDist}/rules/flow.js`, 'useSettledSkip'],
};
if (!name || !switches[name]) {
  process.stderr.write(
    `usage: pocket-res-off-on <${Object.keys(switches).join('|')}> [games per pairing] [rounds]\n`,
  );
  process.exit(2);
}
const perPairing = Number(perArg ?? 2);
const rounds = Number(roundsArg ?? 8);

const sim = await from('packages/sim/dist/index.js');
const pocketModule = await from(`${pocketDist}/index.js`);
const [file, fn] = switches[name];
const flip = (await from(file))[fn];
const decks = call<{ value: string; group: string }[]>(pocketModule.presetChoices)
  .filter((c) => c.group.startsWith('Current'))
  .map((c) => c.value);
const pairs = decks.flatMap((deck1) => decks.filter((d) => d !== deck1).map((deck2) => ({ deck1, deck2 })));

function round(prefix: string): number {
  let games = 0;
  for (const options of pairs)
    for (let i = 0; i < perPairing; i++) {
      const seed = `${prefix}/${games++}`;
      call(
        sim.playUnrecorded,
        pocketModule.pocket,
        options,
        seed,
        call(sim.seatAgents, ['random', 'random'], seed),
      );
    }
  return games;
}

const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const ratios: number[] = [];
for (let r = 0; r <= rounds; r++) {
  const ms: Record<string, number> = {};
  for (const on of r % 2 === 0 ? [false, true] : [true, false]) {
    call(flip, on);
    const start = cpuMs();
    round(`off-on/${r}`);
    ms[on ? 'on' : 'off'] = cpuMs() - start;
  }
  call(flip, true);
  if (r === 0) continue;
  ratios.push(ms.off / ms.on);
  process.stdout.write(
    `round ${r}: off ${ms.off.toFixed(0)} ms, on ${ms.on.toFixed(0)} ms, off/on ${(ms.off / ms.on).toFixed(3)}\n`,
  );
}
const sorted = [...ratios].sort((a, b) => a - b);
process.stdout.write(
  `${name}, ${pairs.length} pairings × ${perPairing} a round, ${rounds} rounds: off/on median ${sorted[
    sorted.length >> 1
  ].toFixed(3)} (${sorted[0].toFixed(3)}–${sorted[sorted.length - 1].toFixed(3)})\n`,
);
