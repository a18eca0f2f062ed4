/**
 * Playing a Sixth Edition position directly (for what a scenario's steps do
 * not say: what spans turns, the mana pool, what is not legal): build it from
 * a scenario setup, apply actions, play on passing until a condition holds.
 */
import { expect } from 'vitest';
import type { MtgState, Seat } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { buildState, findTagged, setupSchema } from '../src/scenario.ts';

type Json = Record<string, unknown>;

export function position(setup: Json, seed = 'sixth'): MtgState {
  return buildState(setupSchema.parse({ turn: 3, ...setup }), seed);
}

export const tagged = (s: MtgState, tag: string): number => findTagged(s, tag)!.id;

/** Applies an action for the seat to act. */
export function apply(s: MtgState, a: Json): void {
  mtg.apply(s, mtg.toAct(s)[0], a as never);
}

/** Plays on, passing and declaring no attack or block, until `done` holds. */
export function playUntil(s: MtgState, done: (s: MtgState) => boolean): void {
  for (let i = 0; i < 300 && !done(s); i++) {
    const p = mtg.toAct(s)[0] as Seat;
    const legal = mtg.legalActions(s, p) as Json[];
    const a =
      legal.find((x) => x.type === 'pass') ??
      legal.find((x) => x.type === 'attack_done') ??
      legal.find((x) => x.type === 'block_done') ??
      legal[0];
    mtg.apply(s, p, a as never);
  }
  expect(done(s)).toBe(true);
}

export const inUpkeepOf = (p: Seat, turn: number) => (s: MtgState) =>
  s.step === 'upkeep' && s.active === p && s.turn === turn;
