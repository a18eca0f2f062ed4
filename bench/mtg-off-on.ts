/**
 * One MTG engine switch measured off and on in one process and one build, in
 * CPU time: the steadiest measure on a shared machine (both halves of a
 * round run next to each other, so a load that drifts falls on both alike).
 *
 *   node bench/dist/mtg-off-on.js <switch> [games per pairing] [rounds] [pool]
 *
 * Switches (the engine's own, each on in play): `quick-nothing`
 * (priority-candidates.ts: the autopass check's quick "nothing"), `kept-parts`
 * (its parts kept), `judge-targets`, `holders`, `kept-targets` (targets.ts),
 * `kept-sources` (mana.ts: sources kept across queries), `sources-after-taps`,
 * `lists-after-mana` (legal-after-mana.ts), `flow-shortcuts`. Each round plays `games per
 * pairing` random games (sim's lean loop, `playUnrecorded`) of every ordered
 * pairing of the pool's playable presets (`6ed`, the default, or `phase1`)
 * with the switch off, then on (the order alternating), seeds alike
 * (`off-on/<round>/<n>`). The first round is a warm-up and not counted. Prints
 * the rounds' CPU ms and off/on ratios, and their median.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, import.meta.dirname.endsWith('dist') ? '../..' : '..');
const from = async (path: string) =>
  (await import(pathToFileURL(resolve(ROOT, path)).href)) as Record<string, unknown>;
const call = <R>(f: unknown, ...args: unknown[]) => (f as (...a: unknown[]) => R)(...args);

const [name, perArg, roundsArg, poolArg] = process.argv.slice(2);
const engine = 'games/mtg/dist/engine';
const switches: Record<string, [string, string]> = {
  'quick-nothing': [`${engine}/priority-candidates.js`, 'quickNothing'],
  'kept-parts': [`${engine}/priority-candidates.js`, 'keepCandidates'],
  'judge-targets': [`${engine}/priority-candidates.js`, 'judgeTargets'],
  holders: [`${engine}/priority-candidates.js`, 'walkAbilityHolders'],
  'kept-targets': [`${engine}/targets.js`, 'keepTargetCandidates'],
  'kept-sources': [`${engine}/mana.js`, 'keepSourcesAcrossQueries'],
  'sources-after-taps': [`${engine}/mana.js`, 'rebuildSourcesAfterTaps'],
  'lists-after-mana': [`${engine}/legal-after-mana.js`, 'keepListsAfterMana'],
  'flow-shortcuts': [`${engine}/flow-shortcuts.js`, 'useFlowShortcuts'],
};
if (!name || !switches[name]) {
  process.stderr.write(
    `usage: mtg-off-on <${Object.keys(switches).join('|')}> [games per pairing] [rounds] [6ed|phase1]\n`,
  );
  process.exit(2);
}
const perPairing = Number(perArg ?? 1);
const rounds = Number(roundsArg ?? 8);
const pool = poolArg ?? '6ed';

const sim = await from('packages/sim/dist/index.js');
const mtgModule = await from('games/mtg/dist/index.js');
const [file, fn] = switches[name];
const flip = (await from(file))[fn];
const cat = call<{
  deckList: { id: string; pool?: string; cards: string[] }[];
  notPlayable?: Set<string>;
}>(mtgModule.mtgCatalog);
const decks =
  pool === 'phase1'
    ? (mtgModule.deckIds as string[])
    : cat.deckList
        .filter((d) => d.pool === pool && !d.cards.some((id) => cat.notPlayable?.has(id)))
        .map((d) => d.id);
const pairs = decks.flatMap((deck1) => decks.map((deck2) => ({ deck1, deck2 })));

function round(prefix: string): number {
  let games = 0;
  for (const options of pairs)
    for (let i = 0; i < perPairing; i++) {
      const seed = `${prefix}/${games++}`;
      call(
        sim.playUnrecorded,
        mtgModule.mtg,
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
