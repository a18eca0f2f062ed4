/**
 * Session 10's trims of the legal list and the turn boundary, each played
 * off and on in lockstep (test/lockstep.ts: lists, events and state equal at
 * every decision) on the current decks and on pool decks rich in triggers:
 *
 * - `useBoundaryMasks` (rules/flow.ts): the turn's end and start call the
 *   trigger dispatch only for events some card of the match answers;
 * - `useHandBuckets` (rules/actions.ts): a hand's later copies looked for
 *   only in a bucket an earlier card filled;
 * - `useScratchList`, `useLoopCopy` (rules/actions.ts): the list built in a
 *   scratch and copied out at its length, by a loop.
 *
 * And the scratch itself: a list handed out is the caller's, unchanged by
 * the lists and attack queries made after it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { pocket } from '../src/index.ts';
import {
  actionKeyOf,
  type PocketAction,
  usableAttacks,
  useHandBuckets,
  useLoopCopy,
  useScratchList,
} from '../src/rules/actions.ts';
import { useBoundaryMasks } from '../src/rules/flow.ts';
import { cloneState, type PocketState, type Side } from '../src/state.ts';
import { currentDecks, newTally, playLockstep, triggerPoolDeck } from './lockstep.ts';
import { generator } from './pool-decks.ts';

afterEach(() => {
  useBoundaryMasks(true);
  useHandBuckets(true);
  useLoopCopy(true);
  useScratchList(true);
});

const switches: Record<string, (on: boolean) => void> = {
  'boundary masks': useBoundaryMasks,
  'hand buckets': useHandBuckets,
  'loop copy': useLoopCopy,
  'scratch list': useScratchList,
};

describe.each(Object.keys(switches))('%s change nothing', (name) => {
  const use = switches[name];

  it('in random games on the current decks', () => {
    const ids = currentDecks();
    const tally = newTally();
    for (let g = 0; g < 12; g++)
      playLockstep(
        { deck1: ids[(g * 5) % ids.length], deck2: ids[(g * 11 + 2) % ids.length] },
        `trims/${name}/${g}`,
        use,
        tally,
      );
    expect(tally.decisions).toBeGreaterThan(800);
  });

  it('in random games on pool decks rich in triggers', () => {
    const pick = generator(3031);
    const tally = newTally();
    for (let g = 0; g < 12; g++)
      playLockstep(
        { deck1: triggerPoolDeck(pick), deck2: triggerPoolDeck(pick) },
        `trims-pool/${name}/${g}`,
        use,
        tally,
        true,
      );
    expect(tally.decisions).toBeGreaterThan(800);
    // Triggers ran at turns' ends and starts in these games (what the masks decide to call or not).
    expect((tally.events.get('ability') ?? 0) + (tally.events.get('tool-triggered') ?? 0)).toBeGreaterThan(
      10,
    );
  });
});

/** The states of one random game at each of its main-phase decisions, with the player to act (the game played on a clone). */
function decisions(options: unknown, seed: string): { s: PocketState; player: Side }[] {
  const parsed = pocket.optionsSchema.parse(options);
  let s = pocket.setup(parsed, seed);
  const out: { s: PocketState; player: Side }[] = [];
  const pick = generator(17);
  for (let step = 0; step < 300 && s.stage !== 'over'; step++) {
    const player = pocket.toAct(s)[0] as Side;
    if (!s.pending) out.push({ s: cloneState(s), player });
    const legal = pocket.legalActions(s, player);
    s = pocket.apply(s, player, legal[pick(legal.length)]);
  }
  return out;
}

describe('the legal list built in a scratch', () => {
  it('hands out lists that later lists and attack queries leave unchanged', () => {
    const ids = currentDecks();
    let checked = 0;
    let withAttacks = 0;
    for (let g = 0; g < 4; g++) {
      const seen = decisions({ deck1: ids[g], deck2: ids[g + 5] }, `scratch/${g}`);
      const kept: { list: readonly PocketAction[]; keys: string[]; attacks: number[]; attackKeys: string }[] =
        [];
      for (const { s, player } of seen) {
        const list = pocket.legalActions(s, player);
        const attacks = usableAttacks(s, player);
        // The attack query answers what the list offers: the same attacks, in the same order.
        expect(attacks).toEqual(list.flatMap((a) => (a.type === 'attack' ? [a.index] : [])));
        if (attacks.length > 0) {
          expect(kept.some((k) => k.attacks === attacks)).toBe(false);
          withAttacks++;
        }
        kept.push({ list, keys: list.map(actionKeyOf), attacks, attackKeys: attacks.join(',') });
      }
      // Every list and attack list is its own object and still holds what it held when handed out.
      for (let i = 0; i < kept.length; i++) {
        expect(kept[i].list.map(actionKeyOf)).toEqual(kept[i].keys);
        expect(kept[i].attacks.join(',')).toBe(kept[i].attackKeys);
        if (i > 0) expect(kept[i].list).not.toBe(kept[i - 1].list);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(withAttacks).toBeGreaterThan(10);
  });
});
