/**
 * Hints and analyses see only the seat's view: at positions of every
 * catalog game, the analysis of a state and of the same state with what the
 * seat cannot see changed (the game's `perturbHidden`, the redaction
 * conformance's own tool) is the same, action for action and figure for
 * figure, for the seat to act and for the other seat.
 */
import { games } from '@arbiter/games';
import { describe, expect, it } from 'vitest';
import { analyzePosition } from '../src/index.ts';
import { positionsOf } from './positions.ts';

const settings = { iterations: 40, thinkMs: 0 };

describe.each(games.map((g) => [g.id, g] as const))('%s hints', (_id, game) => {
  it('are the same for two states the seat cannot tell apart', () => {
    let differed = 0;
    for (const p of positionsOf(game, 3, 5)) {
      for (const seat of [p.player, 1 - p.player]) {
        const other = game.perturbHidden!(p.state, seat, `hint-perturb/${p.step}`);
        if (JSON.stringify(other) !== JSON.stringify(p.state)) differed++;
        const ask = (state: unknown) =>
          analyzePosition({
            game,
            seat,
            view: game.view(state, seat),
            legal: seat === p.player ? game.legalActions(state, seat) : [],
            settings,
            seed: `hint/${p.step}`,
          });
        const a = ask(p.state);
        const b = ask(other);
        expect(b.ranked).toEqual(a.ranked);
        expect(b.winChance).toBe(a.winChance);
        expect(b.iterations).toBe(a.iterations);
        if (seat === p.player) expect(a.ranked.length).toBeGreaterThan(0);
      }
    }
    // The check has teeth: the hidden part really changed somewhere.
    expect(differed).toBeGreaterThan(0);
  });
});
