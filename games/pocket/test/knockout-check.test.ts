/**
 * The knockout check's shortcut (rules/flow.ts, `isKnockedOut`): damage
 * below the printed HP knocks nobody out unless an `hp_modifier` lowers HP.
 * No card's data lowers HP today (the module's amounts are positive), so the
 * lowering effect is registered directly: the check must not rely on the data.
 */
import { describe, expect, it } from 'vitest';
import { register } from '../src/effects/active.ts';
import type { PocketState } from '../src/index.ts';
import { knockouts } from '../src/rules/flow.ts';
import { maxHp } from '../src/rules/ops.ts';
import { pocketScenarios } from '../src/scenario.ts';
import type { Slot } from '../src/state.ts';
import { position } from './helpers.ts';

const build = (setup: unknown): PocketState =>
  pocketScenarios.build(pocketScenarios.setupSchema.parse(setup), {
    seed: 'knockout-check',
  } as unknown as Parameters<typeof pocketScenarios.build>[1]) as PocketState;

/** Seat 1's Active Snorlax (150 HP) with `damage`, and an `hp_modifier` of `value` on every Pokémon (none when 0). */
function snorlaxWith(damage: number, value: number): { s: PocketState; snorlax: Slot } {
  const s = build(position({ active: { card: 'A1 001' } }));
  const snorlax = s.sides[1].active as Slot;
  snorlax.damage = damage;
  if (value !== 0)
    register(s, {
      type: 'hp_modifier',
      scope: 'all_pokemon',
      value,
      until: 'aura',
      payload: {
        sourceType: 'stadium',
        sourceCard: null,
        sourcePlayer: 0,
        trigger: 'continuous',
        target: null,
        label: 'test',
      },
    });
  return { s, snorlax };
}

describe('the knockout check', () => {
  it('damage below the printed HP, no HP effect: not Knocked Out', () => {
    const { s, snorlax } = snorlaxWith(140, 0);
    expect(knockouts(s, undefined, 'attack')).toBe(false);
    expect(s.sides[1].active).toBe(snorlax);
  });

  it('damage below the printed HP, but an effect lowers HP to it: Knocked Out', () => {
    const { s, snorlax } = snorlaxWith(120, -30);
    expect(maxHp(s, 1, snorlax)).toBe(120);
    expect(knockouts(s, undefined, 'attack')).toBe(true);
    expect(s.sides[1].active).toBeNull();
    expect(s.sides[0].points).toBe(1);
  });

  it('damage at the printed HP, an effect raises HP above it: not Knocked Out; at the raised HP: Knocked Out', () => {
    const { s, snorlax } = snorlaxWith(150, 20);
    expect(knockouts(s, undefined, 'attack')).toBe(false);
    expect(s.sides[1].active).toBe(snorlax);
    snorlax.damage = 170;
    expect(knockouts(s, undefined, 'attack')).toBe(true);
    expect(s.sides[1].active).toBeNull();
  });
});
