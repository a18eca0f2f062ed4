/**
 * What the two digests (`digest.ts`, phase 1; `sixth-digest.ts`, Sixth
 * Edition) share: named parts hashed into one digest, and the part that
 * hashes each seat's view and the legal list with its words at every
 * decision of random games.
 */
import { createHash, type Hash } from 'node:crypto';
import { createRng, Match, randInt, stableStringify } from '@arbiter/core';
import { mtg } from '../src/index.ts';

/** A digest made of parts: each part prints its own hash and note; `finish` prints the digest of all. */
export function digestOfParts() {
  const all = createHash('sha256');
  return {
    part(name: string, fn: (h: Hash) => string): void {
      const h = createHash('sha256');
      const t = Date.now();
      const note = fn(h);
      const d = h.digest('hex').slice(0, 16);
      all.update(`${name}:${d}`);
      console.log(`${name.padEnd(12)} ${d}  ${note}  (${((Date.now() - t) / 1000).toFixed(1)} s)`);
    },
    finish(): void {
      console.log(`digest       ${all.digest('hex').slice(0, 16)}`);
    },
  };
}

/** Random games of `pairs`, hashing both seats' views and the legal list with its words at every decision. */
export function hashViewsAndLegal(
  h: Hash,
  pairs: ReadonlyArray<{ deck1: string; deck2: string }>,
  prefix: string,
): number {
  let decisions = 0;
  for (const o of pairs) {
    const m = new Match(mtg as never, o, `${prefix}/view/${o.deck1}/${o.deck2}`, { recordEvents: false });
    const rng = createRng(`${prefix}/view/${o.deck1}`);
    while (!m.outcome()) {
      const p = m.toAct()[0];
      for (const seat of [0, 1]) h.update(stableStringify(mtg.view(m.state as never, seat) as never));
      const legal = m.legalActions(p);
      h.update(stableStringify(legal as never));
      h.update(legal.map((a) => mtg.describe(a as never, m.state as never, p)).join('|'));
      m.act(p, legal[randInt(rng, legal.length)]);
      decisions++;
    }
  }
  return decisions;
}
