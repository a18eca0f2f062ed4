/**
 * Parts of a view built alone (`pocket.viewPart`, view.ts `viewPartOf`) and
 * the attach-then-attack policy that reads them instead of the whole view:
 * at every decision of attach-then-attack and random games, on the current
 * decks and on decks drawn from the whole pool, each part equals (deep and
 * as JSON, keys in the same order) what the whole view holds there, for
 * either seat and a spectator, and the policy's choice equals the choice of
 * the policy as it was written first (the whole view read each decision).
 * In the sim's lean loop the policy builds no whole view.
 */
import { createAgent } from '@arbiter/agents';
import type { AnyGame } from '@arbiter/core';
import { playUnrecorded, seatAgents } from '@arbiter/sim';
import { describe, expect, it } from 'vitest';
import { presetChoices } from '../src/data/decks.ts';
import { type PocketAction, type PocketState, type PocketView, pocket } from '../src/index.ts';
import type { Side } from '../src/state.ts';
import { viewOf, viewPartOf } from '../src/view.ts';
import { plainPolicy } from './plain-policy.ts';
import { generator, poolDeck } from './pool-decks.ts';

const game = pocket as unknown as AnyGame;

/** Every path `viewPartOf` builds. */
const PATHS = [0, 1].flatMap((side) => [
  `sides.${side}`,
  `sides.${side}.active`,
  `sides.${side}.bench`,
  `sides.${side}.zone`,
]);

/** What `view` holds at `path`. */
function at(view: PocketView, path: string): unknown {
  let x: unknown = view;
  for (const key of path.split('.')) x = (x as Record<string, unknown>)[key];
  return x;
}

interface Tally {
  decisions: number;
  parts: number;
  policyChoices: number;
  wrong: string[];
}

/**
 * Plays one game through the sim's lean loop, the policy's seats reading
 * parts; at each decision compares every part with the whole view's and the
 * policy's choices with the plain policy's.
 */
function playChecked(options: unknown, seed: string, kinds: string[], tally: Tally): void {
  playUnrecorded(game, options, seed, seatAgents(kinds, seed, {}, game), {
    onDecision: (d) => {
      const s = d.state as PocketState;
      tally.decisions++;
      for (const viewer of [0, 1, null] as const) {
        const whole = viewOf(s, viewer);
        for (const path of PATHS) {
          const part = viewPartOf(s, viewer, path);
          tally.parts++;
          if (JSON.stringify(part) !== JSON.stringify(at(whole, path)))
            tally.wrong.push(`${seed} step ${d.step} viewer ${viewer} ${path}: ${JSON.stringify(part)}`);
        }
      }
      if (kinds[d.player] !== 'attach-then-attack') return;
      tally.policyChoices++;
      const plain = plainPolicy(viewOf(s, d.player as Side), d.player as Side, d.legal as PocketAction[]);
      if (d.legal[d.index] !== plain)
        tally.wrong.push(
          `${seed} step ${d.step}: chose ${JSON.stringify(d.legal[d.index])} for ${JSON.stringify(plain)}`,
        );
    },
  });
}

const KINDS = [
  ['attach-then-attack', 'attach-then-attack'],
  ['random', 'attach-then-attack'],
  ['attach-then-attack', 'random'],
];

describe('view parts', () => {
  it('equal the whole view’s, and the policy chooses as before, on the current decks', () => {
    const ids = presetChoices()
      .filter((c) => c.group.startsWith('Current'))
      .map((c) => c.value);
    const tally: Tally = { decisions: 0, parts: 0, policyChoices: 0, wrong: [] };
    for (let g = 0; g < 20; g++) {
      const options = { deck1: ids[g % ids.length], deck2: ids[(g * 7 + 3) % ids.length] };
      playChecked(options, `view-parts/${g}`, KINDS[g % KINDS.length], tally);
    }
    expect(tally.wrong.slice(0, 5)).toEqual([]);
    expect(tally.policyChoices).toBeGreaterThan(250);
  });

  it('equal the whole view’s, and the policy chooses as before, on decks drawn from the whole pool', () => {
    const pick = generator(2027);
    const tally: Tally = { decisions: 0, parts: 0, policyChoices: 0, wrong: [] };
    for (let g = 0; g < 20; g++) {
      const options = { deck1: poolDeck(pick), deck2: poolDeck(pick) };
      playChecked(options, `view-parts-pool/${g}`, KINDS[g % KINDS.length], tally);
    }
    expect(tally.wrong.slice(0, 5)).toEqual([]);
    expect(tally.policyChoices).toBeGreaterThan(250);
  });

  it('are undefined for a path not built alone, and the policy then reads the whole view', () => {
    const s = pocket.setup(pocket.optionsSchema.parse({ deck1: 'mewtwoex', deck2: 'fire' }), 'parts');
    expect(viewPartOf(s, 0, 'sides.0.hand')).toBeUndefined();
    expect(viewPartOf(s, 0, 'effects')).toBeUndefined();
  });
});

describe('the attach-then-attack policy in the lean loop', () => {
  it('builds no whole view: it reads its Energy Zone type, Active and Bench as parts', () => {
    let views = 0;
    const parts = new Map<string, number>();
    const counted: AnyGame = {
      ...game,
      view: (s, viewer) => {
        views++;
        return game.view(s, viewer);
      },
      viewPart: (s, viewer, part) => {
        parts.set(part, (parts.get(part) ?? 0) + 1);
        return game.viewPart?.(s, viewer, part);
      },
    };
    const ids = presetChoices()
      .filter((c) => c.group.startsWith('Current'))
      .map((c) => c.value);
    for (let g = 0; g < 10; g++) {
      const seed = `view-parts-lean/${g}`;
      const options = { deck1: ids[g % ids.length], deck2: ids[(g * 5 + 1) % ids.length] };
      playUnrecorded(counted, options, seed, seatAgents(KINDS[0], seed, {}, counted));
    }
    expect(views).toBe(0);
    expect([...parts.keys()].sort()).toEqual([
      'sides.0.active',
      'sides.0.bench',
      'sides.0.zone',
      'sides.1.active',
      'sides.1.bench',
      'sides.1.zone',
    ]);
  });

  it('chooses the same with parts as with the whole view alone (a caller without parts)', () => {
    const ids = presetChoices()
      .filter((c) => c.group.startsWith('Current'))
      .map((c) => c.value);
    const agent = createAgent('attach-then-attack', 'x', {}, game);
    const wrong: string[] = [];
    let compared = 0;
    for (let g = 0; g < 6; g++) {
      const seed = `view-parts-caller/${g}`;
      const options = { deck1: ids[(g * 3) % ids.length], deck2: ids[(g * 3 + 2) % ids.length] };
      playUnrecorded(game, options, seed, seatAgents(KINDS[0], seed, {}, game), {
        onDecision: (d) => {
          const s = d.state as PocketState;
          const legal = d.legal as PocketAction[];
          // As the server asks: a context holding the view only.
          const chosen = agent.choose({ game, player: d.player, view: viewOf(s, d.player as Side), legal });
          if (chosen !== legal[d.index]) wrong.push(`${seed} step ${d.step}`);
          compared++;
        },
      });
    }
    expect(wrong).toEqual([]);
    expect(compared).toBeGreaterThan(100);
  });
});
