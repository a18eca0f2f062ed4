/**
 * Each seat's mana sources and the most mana it could make are kept from
 * query to query while the board, the battlefield and the seat's mana
 * permanents stay as they were, and are put together again from each
 * permanent's after taps and untaps (engine/mana.ts, `keptSources`): over
 * random games, at every decision both seats' kept answers equal the ones
 * worked out afresh, and a game played with nothing kept takes the same actions.
 */
import { createRng, randInt, stableStringify } from '@arbiter/core';
import { afterEach, describe, expect, it } from 'vitest';
import { atMostForLook, availableAtMost, keepSourcesAcrossQueries, manaSources } from '../src/engine/mana.ts';
import type { MtgState, Seat } from '../src/engine/state.ts';
import { moveTo } from '../src/engine/zones.ts';
import { mtg } from '../src/index.ts';
import { build, randomGameActions, tagged } from './helpers.ts';

// Creatures that make mana (summoning sickness), lands of two abilities, control changes, land types.
const pairings: Array<[string, string]> = [
  ['mono_green', 'blue_control'],
  ['artifact', 'golgari'],
  ['simic', 'political_trickery'],
];

afterEach(() => keepSourcesAcrossQueries(true));

/**
 * What a seat's sources and bounds are, without the payment plans' stamps. The autopass check's bound
 * first: after a tap or untap it brings the kept entry up to date before the list is asked for.
 */
function sourcesOf(s: MtgState, p: Seat): string {
  const look = atMostForLook(s, p);
  const list = manaSources(s, p).map(({ taken: _, ...rest }) => rest);
  return stableStringify({ look, list, atMost: availableAtMost(s, p) } as never);
}

describe('mana sources kept across queries', () => {
  it('equal the sources worked out afresh at every decision', () => {
    let checked = 0;
    pairings.forEach(([deck1, deck2], i) => {
      const s = mtg.setup({ deck1, deck2, maxTurns: 200 } as never, `kept-sources/${i}`);
      const rng = createRng(`kept-sources/agent/${i}`);
      while (!mtg.outcome(s)) {
        const p = mtg.toAct(s)[0];
        for (const seat of [0, 1] as Seat[]) {
          const kept = sourcesOf(s, seat);
          keepSourcesAcrossQueries(false);
          const fresh = sourcesOf(s, seat);
          keepSourcesAcrossQueries(true);
          expect(kept, `${deck1} v ${deck2}, action ${s.actions}, seat ${seat}`).toBe(fresh);
          checked++;
        }
        const legal = mtg.legalActions(s, p);
        mtg.apply(s, p, legal[randInt(rng, legal.length)]);
        // A tapped land offered again would give mana without end: fail rather than play on.
        expect(s.actions, `${deck1} v ${deck2}`).toBeLessThan(3000);
      }
    });
    expect(checked).toBeGreaterThan(500);
  });

  // A permanent's sources are kept across boards only when its mana is fixed: Elvish Archdruid's
  // "Add {G} for each Elf you control" reads the board, so a new board has its sources built again.
  it('follow a mana ability whose amount reads the board from one board to the next', () => {
    const s = build({
      step: 'main1',
      active: 0,
      players: [
        {
          library: Array(10).fill('basic_plains'),
          battlefield: [
            { card: 'elvish_archdruid', tag: 'druid' },
            { card: 'llanowar_elves', tag: 'elf' },
          ],
        },
        { library: Array(10).fill('basic_plains') },
      ],
    });
    const druid = tagged(s, 'druid');
    const druidMakes = () => manaSources(s, 0).find((x) => x.id === druid)?.makes;
    expect(druidMakes()).toEqual({ G: 2 });
    moveTo(s, tagged(s, 'elf'), 'graveyard');
    expect(druidMakes()).toEqual({ G: 1 });
    const kept = sourcesOf(s, 0);
    keepSourcesAcrossQueries(false);
    expect(kept).toBe(sourcesOf(s, 0));
  });

  it('leave every game as it goes with nothing kept', () => {
    for (const [i, [deck1, deck2]] of pairings.entries()) {
      const keeping = randomGameActions(deck1, deck2, `kept-sources/game/${i}`, 3000);
      keepSourcesAcrossQueries(false);
      const fresh = randomGameActions(deck1, deck2, `kept-sources/game/${i}`, 3000);
      keepSourcesAcrossQueries(true);
      expect(fresh, `${deck1} v ${deck2}`).toEqual(keeping);
    }
  });
});
