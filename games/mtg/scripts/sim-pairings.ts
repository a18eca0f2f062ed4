/**
 * Plays every deck pairing random-vs-random and counts engine errors.
 *
 *   node --import tsx games/mtg/scripts/sim-pairings.ts [gamesPerPairing]
 */
import { createRng, randInt } from '@arbiter/core';
import { catalog } from '../src/cards/catalog.ts';
import { mtg } from '../src/index.ts';
import { playRandomGame } from '../src/random-game.ts';

const n = Number(process.argv[2] ?? 4);
const decks = catalog().deckList.map((d) => d.id);
let errors = 0;
let games = 0;
let actions = 0;
const wins: Record<string, number> = {};
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
        actions += r.actions;
        reasons[r.outcome.reason] = (reasons[r.outcome.reason] ?? 0) + 1;
        const w = r.outcome.winner === null ? 'draw' : r.outcome.winner === 0 ? d1 : d2;
        wins[w] = (wins[w] ?? 0) + 1;
      } catch (e) {
        errors++;
        if (errors <= 5)
          console.error(
            `${d1} vs ${d2} seed ${seed}:`,
            (e as Error).stack?.split('\n').slice(0, 5).join('\n'),
          );
      }
    }
void randInt;
const secs = (Date.now() - t0) / 1000;
console.log(
  JSON.stringify({
    games,
    engineErrors: errors,
    wins,
    reasons,
    actions,
    seconds: secs,
    gamesPerSecond: +(games / secs).toFixed(1),
  }),
);
