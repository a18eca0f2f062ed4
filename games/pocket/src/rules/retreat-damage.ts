/**
 * A retreat while the opponent's Active Pokémon holds a `retreat_damage`
 * effect ("… when your opponent's Active Pokémon retreats, this attack does
 * 40 damage to the new Active Pokémon"): the Pokémon that came in takes the
 * damage as printed (no Weakness: the attack is over), unless an effect
 * prevents damage from attacks; the knockout check after the retreat scores
 * it.
 */
import type { ActivePayload } from '../effects/active.ts';
import type { Emit } from '../events.ts';
import type { PocketState, Side } from '../state.ts';
import { damagePrevented, hasKind } from './lasting-damage.ts';
import { affectedOf, other, putDamage, slotInfo } from './ops.ts';

export function damageOnRetreat(s: PocketState, side: Side, emit: Emit): void {
  if (!hasKind(s, 'retreat_damage')) return;
  const them = other(side);
  const holder = s.sides[them].active;
  const target = s.sides[side].active;
  if (!holder || !target) return;
  for (const e of s.effects.effects) {
    const p = e.payload as ActivePayload;
    if (e.key !== 'retreat_damage' || e.suppressed || p.target !== holder.pid || p.sourcePlayer !== them)
      continue;
    const info = slotInfo(s, holder);
    const src = { kind: 'attack' as const, ex: info.ex, stage: info.stage };
    const amount = damagePrevented(s, affectedOf(s, side, target), src, e.value) ? 0 : e.value;
    putDamage(target, amount);
    emit?.({ type: 'damage', side, pokemon: slotInfo(s, target).name, amount });
  }
}
