/**
 * A view shares no changeable object with the state it was made from: an
 * agent or a client that edits its view cannot change the game, and a view
 * kept by a client does not change as the game goes on. Objects shared on
 * purpose (a match's deck lists and card entries, the catalog's printed
 * attacks and abilities) are frozen, so editing them throws.
 */
import { createRng, randInt } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { catalog } from '../src/data/catalog.ts';
import { type PocketState, pocket, presetChoices } from '../src/index.ts';

/** Every object reachable from `root`. */
function objectsOf(root: unknown): Set<object> {
  const seen = new Set<object>();
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const x = stack.pop();
    if (x === null || typeof x !== 'object' || seen.has(x)) continue;
    seen.add(x);
    for (const v of Object.values(x)) stack.push(v);
  }
  return seen;
}

/** The catalog's objects (printed attacks, effect references): read-only data the state and its views both point to. */
let catalogObjects: Set<object> | undefined;

/** Objects of the view that are also the state's and can be changed, each named by its path in the view. */
function shared(s: PocketState, view: unknown): string[] {
  const ofState = objectsOf(s);
  catalogObjects ??= objectsOf(catalog());
  const data = catalogObjects;
  const out: string[] = [];
  const seen = new Set<object>();
  const walk = (x: unknown, path: string) => {
    if (x === null || typeof x !== 'object' || seen.has(x)) return;
    seen.add(x);
    if (ofState.has(x) && !data.has(x) && !Object.isFrozen(x)) out.push(path);
    for (const [k, v] of Object.entries(x)) walk(v, `${path}.${k}`);
  };
  walk(view, 'view');
  return out;
}

describe('views and the state', () => {
  it('share no changeable object, at every step of random games over the preset decks', () => {
    const decks = presetChoices().map((c) => c.value);
    const found = new Set<string>();
    let views = 0;
    for (let g = 0; g < 20; g++) {
      const options = pocket.optionsSchema.parse({
        deck1: decks[g % decks.length],
        deck2: decks[(g * 7 + 3) % decks.length],
      });
      const s = pocket.setup(options, `aliasing/${g}`);
      const rng = createRng(`aliasing/agent/${g}`);
      while (!pocket.outcome(s)) {
        for (const seat of [0, 1] as const) {
          for (const path of shared(s, pocket.view(s, seat))) found.add(path.replace(/\.\d+/g, '[]'));
          views++;
        }
        const p = pocket.toAct(s)[0];
        const legal = pocket.legalActions(s, p);
        pocket.apply(s, p, legal[randInt(rng, legal.length)]);
      }
    }
    expect([...found]).toEqual([]);
    expect(views).toBeGreaterThan(1000);
  });
});
