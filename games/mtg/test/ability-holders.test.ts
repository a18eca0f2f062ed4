/**
 * The activation search walks only the permanents the autopass check's kept
 * field part lists as holding a non-mana activated ability, their own or
 * granted (engine/priority-candidates.ts, `abilityHolders`): over random
 * games, at every decision both seats' activations (the whole list and
 * "is there one") equal those found by walking every permanent, and a game
 * played without the holders takes the same actions.
 */
import { createRng, randInt, stableStringify } from '@arbiter/core';
import { afterEach, describe, expect, it } from 'vitest';
import { hasActivation, legalActivations } from '../src/engine/casting.ts';
import { abilityHolders, walkAbilityHolders } from '../src/engine/priority-candidates.ts';
import type { Seat } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { build, randomGameActions, tagged } from './helpers.ts';

// Granted abilities (Zombie Master in dimir), control changes (simic, political_trickery), graveyard
// abilities and equipment-like costs (artifact, golgari), phase 1.
const pairings: Array<[string, string]> = [
  ['dimir', 'black_aggro'],
  ['simic', 'political_trickery'],
  ['artifact', 'golgari'],
  ['dark_sacrifice', 'boundless_elves'],
];

afterEach(() => walkAbilityHolders(true));

describe('the activation search over the ability holders', () => {
  it('finds what the walk over every permanent finds, at every decision', () => {
    let checked = 0;
    let found = 0;
    pairings.forEach(([deck1, deck2], i) => {
      const s = mtg.setup({ deck1, deck2, maxTurns: 200 } as never, `ability-holders/${i}`);
      const rng = createRng(`ability-holders/agent/${i}`);
      while (!mtg.outcome(s)) {
        for (const seat of [0, 1] as Seat[]) {
          const where = `${deck1} v ${deck2}, action ${s.actions}, seat ${seat}`;
          const all = stableStringify(legalActivations(s, seat) as never);
          expect(
            stableStringify(legalActivations(s, seat, 200, abilityHolders(s, seat)) as never),
            where,
          ).toBe(all);
          expect(hasActivation(s, seat, abilityHolders(s, seat)), where).toBe(hasActivation(s, seat));
          checked++;
          if (all !== '[]') found++;
        }
        const p = mtg.toAct(s)[0];
        const legal = mtg.legalActions(s, p);
        mtg.apply(s, p, legal[randInt(rng, legal.length)]);
      }
    });
    expect(checked).toBeGreaterThan(500);
    expect(found).toBeGreaterThan(50);
  });

  it('follows a control change that leaves the battlefield as it was (Juxtapose hands over Rod of Ruin)', () => {
    const s = build({
      step: 'main1',
      active: 0,
      players: [
        {
          library: Array(10).fill('basic_plains'),
          hand: [{ card: 'juxtapose', tag: 'jx' }],
          battlefield: [
            ...Array.from({ length: 7 }, () => ({ card: 'basic_island' })),
            { card: 'grizzly_bears' },
            { card: 'rod_of_ruin', tag: 'rod' },
          ],
        },
        {
          library: Array(10).fill('basic_plains'),
          battlefield: [
            ...Array.from({ length: 3 }, () => ({ card: 'basic_mountain' })),
            { card: 'goblin_hero' },
            { card: 'cursed_totem' },
          ],
        },
      ],
    });
    const rod = tagged(s, 'rod');
    const same = (seat: Seat) => {
      expect(stableStringify(legalActivations(s, seat, 200, abilityHolders(s, seat)) as never)).toBe(
        stableStringify(legalActivations(s, seat) as never),
      );
      expect(hasActivation(s, seat, abilityHolders(s, seat))).toBe(hasActivation(s, seat));
    };
    same(0);
    same(1);
    expect(abilityHolders(s, 0)).toContain(rod);
    const ids = [...s.battlefield];
    // A player target is -1 - seat: Juxtapose names the opponent.
    const cast = mtg
      .legalActions(s, 0)
      .find((a) => a.type === 'cast' && a.card === tagged(s, 'jx') && a.targets?.[0]?.[0] === -2);
    if (!cast) throw new Error('Juxtapose cannot be cast on the opponent');
    mtg.apply(s, 0, cast);
    while (s.stack.length > 0) mtg.apply(s, mtg.toAct(s)[0], { type: 'pass' } as never);
    expect(s.objects[rod].controller).toBe(1);
    expect(s.battlefield).toEqual(ids);
    same(0);
    same(1);
    expect(abilityHolders(s, 0)).not.toContain(rod);
    expect(abilityHolders(s, 1)).toContain(rod);
  });

  it('leaves every game as it goes without the holders', () => {
    for (const [i, [deck1, deck2]] of pairings.entries()) {
      const holders = randomGameActions(deck1, deck2, `ability-holders/game/${i}`);
      walkAbilityHolders(false);
      const walked = randomGameActions(deck1, deck2, `ability-holders/game/${i}`);
      walkAbilityHolders(true);
      expect(walked, `${deck1} v ${deck2}`).toEqual(holders);
    }
  });
});
