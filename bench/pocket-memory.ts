/**
 * Pocket memory against the number of games: random games over the ordered
 * pairings of the current decks in one process, the JS heap after two forced
 * collections after a warm-up of 100 games, and after each further stretch.
 * Flat means the heap does not grow with the games played.
 *
 *   node --expose-gc bench/dist/pocket-memory.js [games a stretch] [stretches]
 */

import { pocket, presetChoices } from '@arbiter/pocket';
import { playUnrecorded, seatAgents } from '@arbiter/sim';

const perStretch = Number(process.argv[2] ?? 5000);
const stretches = Number(process.argv[3] ?? 3);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

const ids = presetChoices()
  .filter((c) => c.group.startsWith('Current'))
  .map((c) => c.value);
const pairs = ids.flatMap((deck1) => ids.filter((d) => d !== deck1).map((deck2) => ({ deck1, deck2 })));

let played = 0;
function play(n: number): void {
  for (let i = 0; i < n; i++, played++) {
    const seed = `pocket-memory/${played}`;
    playUnrecorded(
      pocket,
      pairs[played % pairs.length],
      seed,
      seatAgents(['random', 'random'], seed, {}, pocket),
    );
  }
}
const heapMb = () => {
  gc?.();
  gc?.();
  return (process.memoryUsage().heapUsed / 2 ** 20).toFixed(1);
};

play(100);
const line = [`heap after ${played} games: ${heapMb()} MB`];
for (let k = 0; k < stretches; k++) {
  play(perStretch);
  line.push(`after ${played}: ${heapMb()} MB`);
}
process.stdout.write(`${line.join('; ')} (RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB)\n`);
