/**
 * MTG's typed events: every action that changes the state tells someone
 * (the kernel's event checks, on with no exemption but revealed cards),
 * over more games than engine.test.ts's three; what a seat may not see
 * (the card drawn, a library card chosen) reaches only the seat that may;
 * and over many random games every event's words and every legal action's
 * description read as words — seats from 1, no ids, no engine names.
 */
import { createRng, hashState, Match, randInt } from '@arbiter/core';
import { assertReadableWords, runConformance } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { catalog } from '../src/cards/catalog.ts';
import type { Seat } from '../src/engine/state.ts';
import type { MtgEvent } from '../src/events.ts';
import { mtg } from '../src/index.ts';
import { viewState } from '../src/view.ts';
import { decisionWords } from '../src/words.ts';

// Phase 1's five decks (Sixth Edition's: sixth-presets.test.ts, sixth-conformance.test.ts).
const decks = catalog()
  .deckList.filter((d) => d.pool === 'phase1')
  .map((d) => d.id);
const pairs = decks.flatMap((deck1) => decks.map((deck2) => ({ deck1, deck2 })));

/** A random game through the kernel's Match (events recorded), with every legal list and description read. */
function playRecorded(options: { deck1: string; deck2: string }, seed: string) {
  const m = new Match(mtg, { ...options, maxTurns: 40 }, seed);
  const rng = createRng(`${seed}/agents`);
  const described: string[] = [];
  let silent = 0;
  for (let i = 0; i < 3000 && !m.outcome(); i++) {
    const p = m.toAct()[0];
    const legal = m.legalActions(p);
    for (const a of legal) described.push(mtg.describe(a, m.state, undefined));
    const a = legal[randInt(rng, legal.length)];
    described.push(mtg.describe(a, m.state, 1 - p));
    // The question as the deciding seat reads it, and as the other seat is told.
    const v = viewState(m.state, p as Seat);
    if (v.pending) described.push(decisionWords(v.pending, p), decisionWords(v.pending, 1 - p));
    const before = hashState(m.state);
    const emitted = m.act(p, a);
    if (hashState(m.state) !== before && emitted.length === 0) silent++;
  }
  return { m, described, silent };
}

describe('MTG events', () => {
  it('pass the kernel event checks over ten games of five pairings (no exemption but revealed cards)', () => {
    let changing = 0;
    let conclusive = 0;
    for (const i of [1, 8, 12, 16, 23]) {
      const summary = runConformance(mtg, {
        seeds: 2,
        options: { ...pairs[i], maxTurns: 8 },
        events: { reveals: ['reveal'] },
      });
      expect(summary.events.skipped).toBeUndefined();
      changing += summary.events.changingActions;
      conclusive += summary.events.conclusive;
    }
    expect(changing).toBeGreaterThan(200);
    expect(conclusive).toBeGreaterThan(50);
  }, 600_000);

  it('a drawn card is named to its owner only; everyone sees that a card was drawn', () => {
    const { m } = playRecorded(pairs[0], 'events-draw');
    const all = m.events.map((r) => r.event);
    const drawn = all.filter((e): e is Extract<MtgEvent, { type: 'drawn' }> => e.type === 'drawn');
    expect(drawn.length).toBeGreaterThan(14);
    for (const e of drawn) expect(e.visibleTo).toBe(e.player);
    for (const seat of [0, 1]) {
      const mine = m.eventsFor(seat).map((r) => r.event);
      expect(mine.some((e) => e.type === 'drawn' && e.player !== seat)).toBe(false);
      expect(mine.filter((e) => e.type === 'draw' && e.player !== seat).length).toBeGreaterThan(7);
    }
    const spectator = m.eventsFor(null).map((r) => r.event);
    expect(spectator.some((e) => 'visibleTo' in e)).toBe(false);
    expect(spectator.some((e) => e.type === 'draw')).toBe(true);
  });

  it('read as words over 25 random games: every event, every legal action, every question (seats from 1, no ids)', () => {
    const lines: string[] = [];
    let events = 0;
    for (const [i, o] of pairs.entries()) {
      const { m, described } = playRecorded(o, `events-words/${i}`);
      lines.push(...described);
      for (const r of m.events) {
        lines.push(mtg.describeEvent?.(r.event) ?? '');
        events++;
      }
    }
    expect(events).toBeGreaterThan(5000);
    assertReadableWords(lines, 'MTG words');
    // Ids and engine names the kernel's check does not catch: "#12", "[12]", "seat 0" / "player 0", a step or kind id.
    const idLike = lines.filter((l) => /#\d|\[\d+(, \d+)*\]|\b(seat|player) 0\b|→/i.test(l));
    expect(idLike.slice(0, 5)).toEqual([]);
    expect(lines.filter((l) => l.trim() === '').slice(0, 1)).toEqual([]);
    // Sentences: a description and a question start with a capital.
    expect(lines.filter((l) => /^[a-z]/.test(l)).slice(0, 5)).toEqual([]);
  }, 600_000);
});
