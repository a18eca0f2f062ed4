/**
 * Words a player reads, over many random games (1 to 5 players, relics on
 * every other game): every event's words, every prompt and every option's
 * label (as the acting seat reads it, and as a spectator and another seat read
 * the log) read as words — no identifier-shaped word, seats numbered
 * from 1 and never past the table — and the options of one decision have
 * distinct labels, except where two options are the same card to a player
 * (two copies of one monster, identical rows of the data).
 */
import { createRng, Match, pick } from '@arbiter/core';
import { assertReadableWords } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { describeEvent } from '../src/events/words.ts';
import { cardKingdoms } from '../src/index.ts';
import type { CkAction, CkState } from '../src/state.ts';
import { cat } from './helpers.ts';

/** Seats named in a text (`Seat 2`, `seat 5`), as numbers. */
const seatsNamed = (text: string) => [...text.matchAll(/\b[Ss]eats? (\d+)/g)].map((m) => Number(m[1]));

/** What an option does, for telling identical options apart from distinct ones with one label. */
function sameCard(state: CkState, a: CkAction, b: CkAction): boolean {
  if (a.type !== 'return' || b.type !== 'return') return false;
  const [x, y] = [cat.monsters[a.card], cat.monsters[b.card]];
  return (
    state.pending?.leg?.kind === 'op' &&
    x.name === y.name &&
    x.area === y.area &&
    x.vp === y.vp &&
    x.strength === y.strength &&
    x.magic === y.magic
  );
}

describe('words over random games', () => {
  it('every event, prompt and option label reads as words, seats from 1', () => {
    let events = 0;
    let labels = 0;
    for (let g = 0; g < 40; g++) {
      const players = (g % 5) + 1;
      const match = new Match(cardKingdoms, { players, relics: g % 2 === 0 }, `words-${g}`);
      const rng = createRng(`words-${g}`);
      const lines: string[] = match.events.map((r) => describeEvent(r.event));
      while (match.outcome() === null) {
        const [p] = match.toAct();
        const state = match.state;
        const legal = match.legalActions(p);
        lines.push(state.pending?.prompt ?? '');
        const own = legal.map((a) => cardKingdoms.describe(a, state));
        lines.push(...own);
        // As the log shows it to a spectator and to another seat.
        for (const viewer of [null, (p + 1) % players])
          lines.push(...legal.map((a) => cardKingdoms.describe(a, state, viewer)));
        labels += own.length;
        own.forEach((label, i) => {
          const j = own.indexOf(label);
          if (j !== i) expect(sameCard(state, legal[i], legal[j]), `${label} twice in game ${g}`).toBe(true);
        });
        for (const e of match.act(p, pick(rng, legal))) lines.push(describeEvent(e));
      }
      events += match.events.length;
      assertReadableWords(lines, `game ${g}`);
      for (const line of lines) {
        expect(line.trim(), `game ${g}`).not.toBe('');
        for (const seat of seatsNamed(line)) expect(seat, line).toBeGreaterThanOrEqual(1);
        for (const seat of seatsNamed(line)) expect(seat, line).toBeLessThanOrEqual(players);
      }
    }
    expect(events).toBeGreaterThan(4000);
    expect(labels).toBeGreaterThan(8000);
  }, 120_000);

  it('the check can fail: engine wording is caught', () => {
    expect(() => assertReadableWords(['choose g 2 m 2', 'take_from_player g 1'], 'old prompts')).toThrow(
      /take_from_player/,
    );
  });
});
