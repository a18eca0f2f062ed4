/**
 * The block declaration's search (declarations.ts `bestCompletion`: which
 * blocks keep a legal declaration within reach, with menace, "can't be
 * blocked by more than one" and "must be blocked by all" attackers) keeps
 * its answers per blocker kind within one legal list. With many menace
 * attackers the table grows as 3^k; the kept answers must equal the search
 * run for every block: at every step of a declaration, the legal list with
 * the shortcuts off is the same.
 */
import { createRng, randInt } from '@arbiter/core';
import { afterEach, describe, expect, it } from 'vitest';
import { useFlowShortcuts } from '../src/engine/flow-shortcuts.ts';
import { advance } from '../src/engine/rules.ts';
import type { MtgState } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { buildState, setupSchema } from '../src/scenario.ts';
import { player } from './helpers.ts';

afterEach(() => useFlowShortcuts(true));

type Permanent = { card: string; tag?: string; tapped?: boolean; attachedTo?: string };

function combat(attackers: Permanent[], blockers: Permanent[]): MtgState {
  const s = buildState(
    setupSchema.parse({
      step: 'declare_blockers',
      combat: { attackers: attackers.flatMap((a) => (a.tag ? [a.tag] : [])) },
      players: [player({ battlefield: attackers }), player({ battlefield: blockers })],
    }),
    'block-search',
  );
  advance(s);
  return s;
}

const copies = (n: number, p: (i: number) => Permanent) => Array.from({ length: n }, (_, i) => p(i));
const spirits = (n: number) => copies(n, (i) => ({ card: 'wind_spirit', tag: `w${i}`, tapped: true }));

/** Every legal list of random declarations, kept answers against the search run block by block. */
function sameLists(make: () => MtgState, games: number): number {
  let lists = 0;
  for (let game = 0; game < games; game++) {
    const s = make();
    const rng = createRng(`block-search/${game}`);
    expect(s.pending?.kind).toBe('declare_blockers');
    while (s.pending?.kind === 'declare_blockers') {
      const kept = mtg.legalActions(s, 1);
      useFlowShortcuts(false);
      const full = mtg.legalActions(structuredClone(s), 1);
      useFlowShortcuts(true);
      expect(kept).toEqual(full);
      lists++;
      mtg.apply(s, 1, kept[randInt(rng, kept.length)]);
    }
  }
  return lists;
}

describe('the block search', () => {
  it('a menace attacker with one blocker: a second free flyer may join it, not block another', () => {
    // Three menace flyers, three flyers to block: once one blocks, the next must join it (or do nothing).
    const lists = sameLists(
      () =>
        combat(
          spirits(3),
          copies(3, () => ({ card: 'mesa_falcon' })),
        ),
      6,
    );
    expect(lists).toBeGreaterThan(6);
  });

  it('with Lure and a one-blocker attacker: which blocker is left out changes the answer', () => {
    // Five menace flyers (one with Lure: the flyers and spiders must block it) and a Tiger (one blocker at
    // most); Grizzly Bears can block only the Tiger and obey no requirement: a Bears blocking the Tiger keeps
    // every requirement within reach, a flyer blocking it does not.
    const attackers = [
      ...spirits(5),
      { card: 'stalking_tiger', tag: 't', tapped: true },
      { card: 'lure', attachedTo: 'w0' },
    ];
    const blockers = [
      ...copies(3, () => ({ card: 'mesa_falcon' })),
      ...copies(3, () => ({ card: 'giant_spider' })),
      ...copies(3, () => ({ card: 'grizzly_bears' })),
    ];
    expect(sameLists(() => combat(attackers, blockers), 4)).toBeGreaterThan(8);
  });
});
