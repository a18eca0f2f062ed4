/**
 * MTG's cast payloads read loosely (issue 10: targets, mode indices, X
 * values), on positions from real games: a lone target without its group
 * brackets, and numbers written as strings. (A cost choice left out when one
 * legal action fits the rest is the generic rule, tested in normalize.test.ts.)
 */
import { type Action, Match } from '@arbiter/core';
import { findGame } from '@arbiter/games';
import { describe, expect, it } from 'vitest';
import { type NormalizeInput, normalizeValue } from '../../src/llm/normalize.ts';

const mtg = findGame('mtg');

type Cast = Action & {
  type: 'cast';
  card: number;
  targets: number[][];
  x?: number;
  mode?: number;
  sacrifice?: number;
};

/** Decisions (input and each legal cast) from random games, every 5th action taken. */
function casts(seeds: number): Array<{ input: NormalizeInput; k: number; cast: Cast }> {
  const out: Array<{ input: NormalizeInput; k: number; cast: Cast }> = [];
  for (let seed = 0; seed < seeds; seed++) {
    const match = new Match(mtg, {}, `loose-${seed}`, { recordEvents: false, hashEachAction: false });
    for (let step = 0; match.outcome() === null && step < 3000; step++) {
      const player = match.toAct()[0];
      const legal = match.legalActions(player);
      const input: NormalizeInput = {
        game: mtg,
        view: match.view(player),
        legal: [...legal],
        labels: legal.map((a) => mtg.describe(a, match.state)),
      };
      legal.forEach((a, k) => {
        if (a.type === 'cast') out.push({ input, k, cast: a as Cast });
      });
      match.applyTrusted(player, legal[(step * 5) % legal.length]);
    }
  }
  return out;
}

describe('MTG casts read loosely', () => {
  const all = casts(12);

  it('finds casts with targets, and with X or modes, to read', () => {
    expect(all.some((c) => c.cast.targets.length === 1 && c.cast.targets[0].length === 1)).toBe(true);
  });

  it('a lone target without its group brackets, and numbers written as strings', () => {
    let checked = 0;
    for (const { input, k, cast } of all) {
      if (cast.targets.length !== 1 || cast.targets[0].length !== 1) continue;
      const loose: Record<string, unknown> = {
        ...cast,
        card: String(cast.card),
        targets: [cast.targets[0][0]],
      };
      if (cast.x !== undefined) loose.x = String(cast.x);
      if (cast.mode !== undefined) loose.mode = String(cast.mode);
      const r = normalizeValue(loose, input);
      // Loosening never chooses between legal actions: either this one, or refused as ambiguous.
      if (r.ok) expect(r.index).toBe(k);
      else expect(r.problem).toMatch(/fits \d+ legal actions/);
      if (r.ok) checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
