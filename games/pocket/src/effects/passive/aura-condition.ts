/**
 * How an aura's condition is read ("If you have Arceus in play, this Pokémon
 * has no Retreat Cost", "If this Pokémon has full HP, …"): with the effect
 * vocabulary's conditions, as if its holder were using a card text now —
 * "this Pokémon" is the holder, "your opponent's Active Pokémon" the other
 * side's. Read each time the aura is asked about (the damage calculation,
 * the retreat cost, the HP), so it follows the game without bookkeeping.
 */
import type { PersistentEffect } from '@arbiter/core';
import { other } from '../../rules/ops.ts';
import { findSlot, type PocketState, type Resolution } from '../../state.ts';
import type { ActivePayload } from '../active.ts';
import type { EffectCtx } from '../context.ts';
import { type ConditionRef, holds } from '../vocabulary/condition.ts';

const NO_RESOLUTION: Resolution = {
  player: 0,
  source: 'ability',
  pokemon: -1,
  card: -1,
  attackName: '',
  attackType: '',
  cost: [],
  steps: [],
  at: 0,
  memo: [],
  damage: 0,
  nothing: false,
  defender: -1,
  dealt: 0,
  hasDamage: false,
  // biome-ignore lint/suspicious/noThenProperty: the Resolution's own field (what follows it), never awaited
  then: 'continue',
};

const refuse = () => {
  throw new Error('an aura condition flips no coin and asks nothing');
};

/** Whether aura `e`'s condition holds in `s` (its payload has one). */
export function auraConditionHolds(s: PocketState, e: PersistentEffect<ActivePayload>): boolean {
  const p = e.payload as ActivePayload;
  const player = p.sourcePlayer;
  const opp = other(player);
  const found = p.holder !== undefined ? findSlot(s, p.holder) : null;
  const ctx: EffectCtx = {
    s,
    res: NO_RESOLUTION,
    player,
    opp,
    self: found ? found.slot : null,
    defender: s.sides[opp].active,
    turn: s.turn,
    flip: refuse,
    lastHeads: 0,
    choose: refuse,
    emit: undefined,
    enterPlay: refuse,
    phaseOf: () => 'after',
  };
  return holds(ctx, p.condition as ConditionRef);
}
