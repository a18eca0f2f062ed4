/**
 * Pocket engine switches measured off and on in one process and one build,
 * in CPU time (the steadiest measure on a shared machine: both halves of a
 * round run next to each other, so a drifting load falls on both alike).
 *
 *   node bench/dist/pocket-off-on.js <switch>[,<switch>…] [games per round] [rounds] [random|attach-then-attack]
 *
 * Switches (each on in play): `scratch-list` (rules/actions.ts: the legal
 * list built in a scratch and copied out at its length), `loop-copy` (the
 * copy by a loop, not `slice`), `hand-buckets` (rules/actions.ts: a hand's
 * later copies looked for only in a filled bucket), `boundary-masks` (rules/flow.ts: the turn boundary's trigger calls only for
 * events the match answers), `settled-skip`, `board-facts` (rules/flow.ts),
 * `trigger-bits` (rules/triggers.ts), `lazy-labels` (rules/resolution-context.ts:
 * a Pokémon choice's option names made only when the player is asked). Several, comma-separated, are flipped
 * together. Each
 * round plays `games per round` random games (sim's lean loop,
 * `playUnrecorded`; the ordered pairings of the current decks in turn,
 * `games per round` / 552 games each in a row, at least one) with the switches off, then on (the order alternating),
 * seeds alike (`pocket-off-on/<round>/<n>`). The first round is a warm-up
 * and not counted. Prints each round's CPU ms and off/on ratio, and the median.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, import.meta.dirname.endsWith('dist') ? '../..' : '..');
const from = async (path: string) =>
  (await import(pathToFileURL(resolve(ROOT, path)).href)) as Record<string, unknown>;
const call = <R>(f: unknown, ...args: unknown[]) => (f as (...a: unknown[]) => R)(...args);

const rules = 'games/pocket/dist/rules';
const switches: Record<string, [string, string]> = {
  'hand-buckets': [`${rules}/actions.js`, 'useHandBuckets'],
  'scratch-list': [`${rules}/actions.js`, 'useScratchList'],
  'loop-copy': [`${rules}/actions.js`, 'useLoopCopy'],
  'boundary-masks': [`${rules}/flow.js`, 'useBoundaryMasks'],
  'settled-skip': [`${rules}/flow.js`, 'useSettledSkip'],
  'board-facts': [`${rules}/flow.js`, 'useBoardFacts'],
  'trigger-bits': [`${rules}/triggers.js`, 'useTriggerBits'],
  'lazy-labels': [`${rules}/resolution-context.js`, 'useLazyLabels'],
};
const [names, perArg, roundsArg, kindArg] = process.argv.slice(2);
const chosen = (names ?? '').split(',').filter((n) => n !== '');
if (chosen.length === 0 || chosen.some((n) => !switches[n])) {
  process.stderr.write(
    `usage: pocket-off-on <${Object.keys(switches).join('|')}>[,…] [games per round] [rounds] [random|attach-then-attack]\n`,
  );
  process.exit(2);
}
const perRound = Number(perArg ?? 2000);
const rounds = Number(roundsArg ?? 8);
const kind = kindArg ?? 'random';

const sim = await from('packages/sim/dist/index.js');
const pocketModule = await from('games/pocket/dist/index.js');
const flips = await Promise.all(chosen.map(async (n) => (await from(switches[n][0]))[switches[n][1]]));
const flip = (on: boolean) => {
  for (const f of flips) call(f, on);
};
const ids = call<{ group: string; value: string }[]>(pocketModule.presetChoices)
  .filter((c) => c.group.startsWith('Current'))
  .map((c) => c.value);
const pairs = ids.flatMap((deck1) => ids.filter((d) => d !== deck1).map((deck2) => ({ deck1, deck2 })));

// Consecutive games play one pairing, as the bench's current-decks rows do (each pairing's share of the budget in turn).
const perPairing = Math.max(1, Math.floor(perRound / pairs.length));

function round(prefix: string): void {
  for (let i = 0; i < perRound; i++) {
    const seed = `${prefix}/${i}`;
    call(
      sim.playUnrecorded,
      pocketModule.pocket,
      pairs[Math.floor(i / perPairing) % pairs.length],
      seed,
      call(sim.seatAgents, [kind, kind], seed, {}, pocketModule.pocket),
    );
  }
}

const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const ratios: number[] = [];
for (let r = 0; r <= rounds; r++) {
  const ms: Record<string, number> = {};
  for (const on of r % 2 === 0 ? [false, true] : [true, false]) {
    flip(on);
    const start = cpuMs();
    round(`pocket-off-on/${r}`);
    ms[on ? 'on' : 'off'] = cpuMs() - start;
  }
  flip(true);
  if (r === 0) continue;
  ratios.push(ms.off / ms.on);
  process.stdout.write(
    `round ${r}: off ${ms.off.toFixed(0)} ms, on ${ms.on.toFixed(0)} ms, off/on ${(ms.off / ms.on).toFixed(3)}\n`,
  );
}
const sorted = [...ratios].sort((a, b) => a - b);
process.stdout.write(
  `${chosen.join(',')}, ${kind}, current decks (${pairs.length} pairings), ${perRound} games a round, ${rounds} rounds: off/on median ${sorted[
    sorted.length >> 1
  ].toFixed(3)} (${sorted[0].toFixed(3)}–${sorted[sorted.length - 1].toFixed(3)})\n`,
);
