/**
 * MTG memory against the number of games: random games over the Sixth
 * Edition pairings (playable presets) in one process, the JS heap after two
 * forced collections after a warm-up of 50 games and after 1,000 more.
 *
 *   node --expose-gc bench/dist/mtg-memory.js [games after the warm-up]
 */
import { createRng, randInt } from '@arbiter/core';
import { mtg, mtgCatalog } from '@arbiter/mtg';

const more = Number(process.argv[2] ?? 1000);
const cat = mtgCatalog();
const decks = cat.deckList
  .filter((d) => d.pool === '6ed' && !d.cards.some((id) => cat.notPlayable?.has(id)))
  .map((d) => d.id);
const pairs = decks.flatMap((deck1) => decks.map((deck2) => ({ deck1, deck2, maxTurns: 200 })));
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

let played = 0;
/** `n` random games (uniformly random legal actions, as the sim's random agent plays). */
function play(n: number): void {
  for (let i = 0; i < n; i++, played++) {
    const s = mtg.setup(pairs[(played * 7) % pairs.length] as never, `mem/${played}`);
    const rng = createRng(`mem/${played}`);
    while (!mtg.outcome(s)) {
      const p = mtg.toAct(s)[0];
      const legal = mtg.legalActions(s, p);
      mtg.apply(s, p, legal[randInt(rng, legal.length)]);
    }
  }
}
function heapMb(): string {
  gc!();
  gc!();
  return (process.memoryUsage().heapUsed / 2 ** 20).toFixed(1);
}

play(50);
const after50 = heapMb();
play(more);
console.log(
  `heap after 50 games: ${after50} MB; after ${50 + more}: ${heapMb()} MB (RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB)`,
);
