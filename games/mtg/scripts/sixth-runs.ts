/**
 * Issue 22's runs of the Sixth Edition decks: random games over every
 * pairing of the decks whose cards all parse (the others skipped and listed,
 * with their cards that wait), counting engine errors and how games end; then
 * greedy against greedy over every pairing of the competitive decks that
 * parse (both seat orders, no mirror), with each deck's win rate and its 95%
 * Wilson interval.
 *
 *   node --import tsx games/mtg/scripts/sixth-runs.ts [--random N] [--greedy M] [--seed S]
 *
 * N random games in all (default 2000), spread evenly over the ordered
 * pairings (mirrors included), M greedy games per competitive pairing (both
 * seat orders together; default 200). Exit status 1 on any engine error.
 */
import { createRng, median, wilson } from '@arbiter/core';
import { playUnrecorded, seatAgents } from '@arbiter/sim';
import { catalog } from '../src/cards/catalog.ts';
import { mtg } from '../src/index.ts';
import { playRandomGame } from '../src/random-game.ts';

function flag(name: string, fallback: number | string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : String(fallback);
}
const randomGames = Number(flag('random', 2000));
const greedyPerPairing = Number(flag('greedy', 200));
const seed = flag('seed', 'sixth');

const cat = catalog();
const sixth = cat.deckList.filter((d) => d.pool === '6ed');
const waiting = (id: string) => [...new Set(cat.decks[id].cards)].filter((c) => cat.notPlayable?.has(c));
const playable = sixth.filter((d) => waiting(d.id).length === 0).map((d) => d.id);
const skipped = sixth.filter((d) => waiting(d.id).length > 0);
const competitive = sixth
  .filter((d) => d.format === 'competitive' && playable.includes(d.id))
  .map((d) => d.id);

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

console.log(`Sixth Edition: ${playable.length} of ${sixth.length} decks parse fully: ${playable.join(', ')}`);
for (const d of skipped)
  console.log(
    `  skipped ${d.id} (not parsed yet: ${waiting(d.id)
      .map((c) => cat.cards[c].name)
      .join(', ')})`,
  );

/** Win counts per deck over the games it played (both seats). */
class Table {
  played: Record<string, number> = {};
  won: Record<string, number> = {};
  add(d1: string, d2: string, winner: number | null): void {
    this.played[d1] = (this.played[d1] ?? 0) + 1;
    this.played[d2] = (this.played[d2] ?? 0) + 1;
    if (winner !== null) {
      const w = winner === 0 ? d1 : d2;
      this.won[w] = (this.won[w] ?? 0) + 1;
    }
  }
  print(decks: string[]): void {
    for (const d of decks) {
      const k = this.won[d] ?? 0;
      const n = this.played[d] ?? 0;
      if (n === 0) continue;
      const w = wilson(k, n);
      console.log(
        `  ${d.padEnd(16)} ${String(k).padStart(5)} / ${String(n).padEnd(5)} ${pct(k / n).padStart(6)}  (${pct(w.low)} – ${pct(w.high)})`,
      );
    }
  }
}

let errors = 0;
function engineError(what: string, e: unknown): void {
  errors++;
  if (errors <= 5)
    console.error(`engine error, ${what}:`, (e as Error).stack?.split('\n').slice(0, 6).join('\n'));
}

// Random games, round-robin over the ordered pairings.
const pairs = playable.flatMap((d1) => playable.map((d2) => [d1, d2] as const));
if (pairs.length > 0 && randomGames > 0) {
  const table = new Table();
  const endings: Record<string, number> = {};
  const lengths: number[] = [];
  const turns: number[] = [];
  const t0 = process.hrtime.bigint();
  for (let g = 0; g < randomGames; g++) {
    const [d1, d2] = pairs[g % pairs.length];
    const s = `${seed}/random/${g}`;
    try {
      const r = playRandomGame(mtg, { deck1: d1, deck2: d2, maxTurns: 200 }, s, createRng(s));
      table.add(d1, d2, r.outcome.winner);
      endings[r.outcome.reason] = (endings[r.outcome.reason] ?? 0) + 1;
      lengths.push(r.actions);
      turns.push(r.state.turn);
    } catch (e) {
      engineError(`${d1} v ${d2}, seed ${s}`, e);
    }
  }
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(
    `\nrandom v random: ${randomGames} games over ${pairs.length} pairings, engine errors: ${errors}, ${(randomGames / secs).toFixed(1)} games/s`,
  );
  console.log(`  endings: ${JSON.stringify(endings)}`);
  console.log(
    `  length: ${mean(lengths).toFixed(1)} actions on average (median ${median(lengths)}), ${mean(turns).toFixed(1)} turns`,
  );
  table.print(playable);
}

// Greedy against greedy over the competitive pairings (each unordered pair, both seat orders).
const competitivePairs = competitive.flatMap((d1, i) =>
  competitive.slice(i + 1).map((d2) => [d1, d2] as const),
);
if (competitivePairs.length > 0 && greedyPerPairing > 0) {
  const before = errors;
  const table = new Table();
  const t0 = process.hrtime.bigint();
  let games = 0;
  for (const [a, b] of competitivePairs) {
    const pairTable = new Table();
    for (let g = 0; g < greedyPerPairing; g++) {
      const [d1, d2] = g % 2 === 0 ? [a, b] : [b, a];
      const s = `${seed}/greedy/${a}/${b}/${g}`;
      try {
        const r = playUnrecorded(
          mtg as never,
          { deck1: d1, deck2: d2, maxTurns: 200 },
          s,
          seatAgents(['greedy', 'greedy'], s),
        );
        const winner = r.outcome.winner === null ? null : Number(r.outcome.winner);
        table.add(d1, d2, winner);
        pairTable.add(d1, d2, winner);
        games++;
      } catch (e) {
        engineError(`greedy ${d1} v ${d2}, seed ${s}`, e);
      }
    }
    console.log(`\ngreedy v greedy, ${a} v ${b} (${greedyPerPairing} games, seats alternating):`);
    pairTable.print([a, b]);
  }
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(
    `\ngreedy v greedy: ${games} games over ${competitivePairs.length} competitive pairings (${competitive.join(', ')}), engine errors: ${errors - before}, ${(games / secs).toFixed(2)} games/s`,
  );
  table.print(competitive);
}

console.log(`\nengine errors: ${errors}`);
if (errors > 0) process.exitCode = 1;
