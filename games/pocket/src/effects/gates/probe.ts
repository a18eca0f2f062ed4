/**
 * A context for reading conditions outside a resolution: whether a trainer
 * or an attack may be used now ("You can use this card only if …"), a static
 * effect's condition when the rules consult it (lasting/judge.ts). It reads
 * the state and changes nothing: no coin is flipped (a flip reads as tails)
 * and no player is asked (the first option).
 *
 * A class, its methods on the prototype: the legal list and the damage
 * order build one per check, and an object literal with four function
 * objects cost about three times the bytes.
 */

import type { Emit } from '../../events.ts';
import { other } from '../../rules/ops.ts';
import type { PocketState, Resolution, Side, Slot } from '../../state.ts';
import type { EffectCtx, TriggerEventInfo } from '../context.ts';

export class ReadingContext implements EffectCtx {
  s: PocketState;
  res: Resolution;
  player: Side;
  opp: Side;
  self: Slot | null;
  defender: Slot | null;
  turn: number;
  lastHeads = 0;
  emit: Emit = undefined;
  event?: TriggerEventInfo = undefined;
  healed?: { side: Side; slot: Slot; amount: number } = undefined;

  constructor(s: PocketState, res: Resolution, player: Side, self: Slot | null) {
    this.s = s;
    this.res = res;
    this.player = player;
    this.opp = other(player);
    this.self = self;
    this.defender = s.sides[this.opp].active;
    this.turn = s.turn;
  }

  flip(): boolean {
    return false;
  }

  choose(): number {
    return 0;
  }

  enterPlay(): void {}

  phaseOf(): 'modify' | 'after' {
    return 'after';
  }
}

export function probeCtx(s: PocketState, side: Side, self: Slot | null): EffectCtx {
  // A `then` shorthand (as rules/triggers.ts builds its resolutions): nothing follows a probe.
  const then: Resolution['then'] = 'continue';
  const res: Resolution = {
    player: side,
    source: self ? 'attack' : 'trainer',
    pokemon: self ? self.pid : -1,
    card: -1,
    attackName: '',
    attackType: 'C',
    cost: [],
    steps: [],
    at: 0,
    memo: [],
    damage: 0,
    nothing: false,
    defender: s.sides[other(side)].active?.pid ?? -1,
    dealt: 0,
    hasDamage: false,
    then,
  };
  return new ReadingContext(s, res, side, self);
}
