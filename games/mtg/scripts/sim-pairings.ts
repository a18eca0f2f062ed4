/**
 * Plays every deck pairing random-vs-random: engine errors (the count that
 * must stay 0), how games end, each deck's win rate with a 95% Wilson
 * interval over the games it played (both seats), and game length.
 *
 *   node --import tsx games/mtg/scripts/sim-pairings.ts [gamesPerPairing]
 */
import { createRng, median, wilson } from '@arbiter/core';
import { catalog } from '../src/cards/catalog.ts';
import { mtg } from '../src/index.ts';
import { playRandomGame } from '../src/random-game.ts';

const n = Number(process.argv[2] ?? 4);
// Phase 1's five decks: the digest and the figures are about its 25 pairings (Sixth Edition: scripts/sixth-runs.ts).
const decks = catalog()
  .deckList.filter((d) => d.pool === 'phase1')
  .map((d) => d.id);
let errors = 0;
let games = 0;
const lengths: number[] = [];
const turns: number[] = [];
const played: Record<string, number> = {};
const won: Record<string, number> = {};
const reasons: Record<string, number> = {};
const t0 = Date.now();
for (let seed = 0; seed < n; seed++)
  for (const d1 of decks)
    for (const d2 of decks) {
      games++;
      try {
        const r = playRandomGame(
          mtg,
          { deck1: d1, deck2: d2, maxTurns: 200 },
          `sim${seed}`,
          createRng(`agents${seed}`),
        );
        lengths.push(r.actions);
        turns.push(r.state.turn);
        reasons[r.outcome.reason] = (reasons[r.outcome.reason] ?? 0) + 1;
        played[d1] = (played[d1] ?? 0) + 1;
        played[d2] = (played[d2] ?? 0) + 1;
        if (r.outcome.winner !== null) {
          const w = r.outcome.winner === 0 ? d1 : d2;
          won[w] = (won[w] ?? 0) + 1;
        }
      } catch (e) {
        errors++;
        if (errors <= 5)
          console.error(
            `${d1} vs ${d2} seed ${seed}:`,
            (e as Error).stack?.split('\n').slice(0, 5).join('\n'),
          );
      }
    }
const secs = (Date.now() - t0) / 1000;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(
  `${games} games (${n} per pairing, 25 pairings), engine errors: ${errors}, ${(games / secs).toFixed(1)} games/s`,
);
console.log(`endings: ${JSON.stringify(reasons)}`);
console.log(
  `length: ${(lengths.reduce((a, b) => a + b, 0) / lengths.length).toFixed(1)} actions on average (median ${median(lengths)}), ${(turns.reduce((a, b) => a + b, 0) / turns.length).toFixed(1)} turns`,
);
for (const d of decks) {
  const k = won[d] ?? 0;
  const m = played[d] ?? 0;
  const w = wilson(k, m);
  console.log(
    `${d.padEnd(20)} ${String(k).padStart(5)} / ${m}  ${pct(k / m)}  (${pct(w.low)} – ${pct(w.high)})`,
  );
}
