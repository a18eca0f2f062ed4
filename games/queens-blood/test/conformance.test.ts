import { runConformance } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { assertRedacted, queensBlood } from '../src/index.ts';
import type { QBState } from '../src/state.ts';
import { viewState } from '../src/view.ts';
import { cat } from './helpers.ts';

describe("Queen's Blood conformance", () => {
  it('passes the kernel conformance suite (random self-play, round trips, replay, redaction, events)', () => {
    const summary = runConformance(queensBlood, { seeds: 40, assertRedacted, deepEvery: 3 });
    expect(summary.games).toBe(40);
    expect(summary.outcomes.wins[0] + summary.outcomes.wins[1] + summary.outcomes.draws).toBe(40);
    // The event checks ran with no exemption: every state-changing action emitted events, visibility held.
    expect(summary.events.skipped).toBeUndefined();
    expect(summary.events.changingActions).toBe(summary.actions);
    expect(summary.events.events).toBeGreaterThan(summary.actions);
    expect(summary.events.compared).toBeGreaterThan(0);
  });

  it('assertRedacted detects a leak of the opponent hand or the deck order', () => {
    const s = queensBlood.setup(queensBlood.optionsSchema.parse({}), '7') as QBState;
    const view = viewState(s, cat, 0);
    expect(() => assertRedacted(view, s, 0)).not.toThrow();
    const oppCard = s.cards[s.hands[1][0]];
    const leaky = { ...view, extra: { uid: oppCard.uid, id: 'x' } };
    expect(() => assertRedacted(leaky, s, 0)).toThrow(/hidden card instance/);
    const ordered = { ...view, deckContents: s.decks[0].map((u) => String(s.cards[u].card)) };
    expect(() => assertRedacted(ordered, s, 0)).toThrow();
    const withHands = { ...view, hands: s.hands };
    expect(() => assertRedacted(withHands, s, 0)).toThrow();
  });
});
