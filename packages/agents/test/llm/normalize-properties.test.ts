/**
 * Properties of answer reading over the catalog's real decisions: a legal
 * action, however it is given back (index, action object, its own JSON
 * inside prose), is read as itself; and no answer at all, however odd, makes
 * the reader throw or return anything but an index into the legal list.
 */
import { type Action, type AnyGame, Match } from '@arbiter/core';
import { games as catalog } from '@arbiter/games';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type NormalizeInput, normalizeAnswer, normalizeValue } from '../../src/llm/normalize.ts';

/** Decisions with a choice from one random-ish game (every third action taken). */
function decisions(game: AnyGame, seed: string): NormalizeInput[] {
  const match = new Match(game, {}, seed, { recordEvents: false, hashEachAction: false });
  const out: NormalizeInput[] = [];
  for (let step = 0; match.outcome() === null && step < 400; step++) {
    const player = match.toAct()[0];
    const legal = match.legalActions(player);
    if (legal.length > 1) {
      out.push({
        game,
        view: match.view(player),
        legal: [...legal],
        labels: legal.map((a: Action) => game.describe(a, match.state)),
      });
    }
    match.applyTrusted(player, legal[(step * 7) % legal.length]);
  }
  return out;
}

describe.each(catalog.map((g) => [g.id, g] as const))('%s', (_id, game) => {
  const inputs = [...decisions(game, '1'), ...decisions(game, '2')];

  it('every legal action reads back as itself: by index, as an object, inside prose', () => {
    expect(inputs.length).toBeGreaterThan(5);
    for (const input of inputs) {
      input.legal.forEach((action, k) => {
        expect(normalizeAnswer(`{"index": ${k}}`, input)).toMatchObject({ ok: true, index: k });
        expect(normalizeAnswer(JSON.stringify({ action }), input)).toMatchObject({ ok: true, index: k });
        expect(normalizeAnswer(`I pick ${JSON.stringify(action)}.`, input)).toMatchObject({
          ok: true,
          index: k,
        });
      });
    }
  });

  it('any answer at all: never throws, and is either an index into the legal list or refused with a reason', () => {
    const answer = fc.oneof(
      fc.string(),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.record({ action: fc.jsonValue() }).map((v) => JSON.stringify(v)),
      fc
        .record({
          type: fc.constantFrom('play', 'pass', 'reroll', 'attack', 'react', 'mulligan', 'x'),
          card: fc.jsonValue(),
        })
        .map((v) => JSON.stringify(v)),
    );
    fc.assert(
      fc.property(fc.nat(inputs.length - 1), answer, (i, raw) => {
        const input = inputs[i];
        const r = normalizeAnswer(raw, input);
        if (r.ok) {
          expect(Number.isInteger(r.index)).toBe(true);
          expect(r.index).toBeGreaterThanOrEqual(0);
          expect(r.index).toBeLessThan(input.legal.length);
        } else {
          expect(r.problem.length).toBeGreaterThan(0);
        }
        // The parsed form reads the same way as the text.
        const v = normalizeValue(raw, input);
        expect(v.ok ? v.index < input.legal.length : v.problem !== '').toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
