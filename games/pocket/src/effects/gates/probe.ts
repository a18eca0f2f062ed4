/**
 * A context for reading conditions outside a resolution: whether a trainer
 * or an attack may be used now ("You can use this card only if …"). It
 * reads the state and changes nothing: no coin is flipped (a flip reads as
 * tails) and no player is asked (the first option).
 */
import { other } from '../../rules/ops.ts';
import type { PocketState, Resolution, Side, Slot } from '../../state.ts';
import type { EffectCtx } from '../context.ts';

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
  return {
    s,
    res,
    player: side,
    opp: other(side),
    self,
    defender: s.sides[other(side)].active,
    turn: s.turn,
    lastHeads: 0,
    flip: () => false,
    choose: () => 0,
    emit: undefined,
    enterPlay: () => {},
    phaseOf: () => 'after',
  };
}
