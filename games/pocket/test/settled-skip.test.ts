/**
 * The check block skipped where the block before it settled (rules/flow.ts
 * `advance`, `settledSince`, `quietStart`): after a turn's end that expired
 * nothing and ran no trigger or checkup, after a turn's start that ran no
 * trigger (no `ability_loss` in play), and, across two actions, after an end
 * of the turn or a plain attach from the Energy Zone. Random games played
 * with the skip off and on in lockstep (test/lockstep.ts) are equal at every
 * decision — legal lists, events, state hashes — on the current decks and on
 * pool decks with triggered cards favoured; the games reach the skip.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { settledSkips, useSettledSkip } from '../src/rules/flow.ts';
import { currentDecks, newTally, playLockstep, triggerPoolDeck } from './lockstep.ts';
import { generator } from './pool-decks.ts';

afterEach(() => useSettledSkip(true));

describe('the check block skipped after a settled one', () => {
  it('changes nothing in random games on the current decks', () => {
    const ids = currentDecks();
    const tally = newTally();
    const before = settledSkips();
    for (let g = 0; g < 16; g++)
      playLockstep(
        { deck1: ids[(g * 7 + 3) % ids.length], deck2: ids[(g * 13 + 5) % ids.length] },
        `settled-skip/${g}`,
        useSettledSkip,
        tally,
        g % 2 === 0,
      );
    expect(tally.decisions).toBeGreaterThan(1000);
    expect(tally.events.get('knockout') ?? 0).toBeGreaterThan(8);
    expect(settledSkips() - before).toBeGreaterThan(500);
  });

  it('changes nothing in random games on pool decks with triggered cards', () => {
    const pick = generator(7417);
    const tally = newTally();
    const before = settledSkips();
    for (let g = 0; g < 20; g++)
      playLockstep(
        { deck1: triggerPoolDeck(pick), deck2: triggerPoolDeck(pick) },
        `settled-skip-pool/${g}`,
        useSettledSkip,
        tally,
        g % 2 === 1,
      );
    expect(tally.decisions).toBeGreaterThan(1000);
    expect(tally.events.get('knockout') ?? 0).toBeGreaterThan(8);
    expect(settledSkips() - before).toBeGreaterThan(500);
  });
});
