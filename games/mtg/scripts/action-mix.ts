/** Which action types random games spend their actions on (a diagnostic for the bench). */
import { createRng, randInt } from '@arbiter/core';
import { deckIds, mtg } from '../src/index.ts';

const mix: Record<string, number> = {};
let steps: Record<string, number> = {};
for (let g = 0; g < 10; g++) {
  const s = mtg.setup({ deck1: deckIds[g % 5], deck2: deckIds[(g + 2) % 5], maxTurns: 200 }, `mix${g}`);
  const rng = createRng(`m${g}`);
  while (!mtg.outcome(s)) {
    const p = mtg.toAct(s)[0];
    const legal = mtg.legalActions(s, p);
    const a = legal[randInt(rng, legal.length)];
    mix[a.type] = (mix[a.type] ?? 0) + 1;
    steps[s.step] = (steps[s.step] ?? 0) + 1;
    mtg.apply(s, p, a);
  }
}
console.log(mix, steps);
steps = {};
