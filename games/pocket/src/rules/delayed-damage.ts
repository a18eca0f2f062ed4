/**
 * Damage an attack left for the end of a later turn (`delayed_damage`,
 * src/effects/damage/delayed-damage.ts): when that turn ends, its effects
 * expire and each one of kind `delayed_damage` / `delayed_knock_out` puts its
 * damage on the Pokémon it waits for — the Defending Pokémon it was put on
 * (gone if that Pokémon left the Active Spot: the effect ended with it), or
 * whatever Pokémon is in its spot then. Damage as printed (no Weakness, no
 * boosts or reductions: it is not an attack's damage); a Knock Out makes the
 * damage its HP. The knockout check after the end of the turn scores it.
 */
import type { PersistentEffect } from '@arbiter/core';
import type { ActivePayload } from '../effects/active.ts';
import type { Emit } from '../events.ts';
import { findSlot, type PocketState } from '../state.ts';
import { maxHp, other, putDamage, slotInfo } from './ops.ts';

export function resolveDelayedDamage(
  s: PocketState,
  expired: readonly PersistentEffect<ActivePayload>[],
  emit: Emit,
): void {
  for (const e of expired) {
    if (e.key !== 'delayed_damage' && e.key !== 'delayed_knock_out') continue;
    const p = e.payload;
    if (!p) continue;
    const side = other(p.sourcePlayer);
    const at = s.sides[side];
    const slot =
      p.spot === undefined
        ? p.target === null
          ? null
          : (findSlot(s, p.target)?.slot ?? null)
        : p.spot < 0
          ? at.active
          : (at.bench[p.spot] ?? null);
    if (!slot) continue;
    const amount = e.key === 'delayed_knock_out' ? Math.max(0, maxHp(s, side, slot) - slot.damage) : e.value;
    if (amount <= 0) continue;
    putDamage(slot, amount);
    emit?.({
      type: 'damage',
      side,
      pokemon: slotInfo(s, slot).name,
      amount,
      parts: [p.label, e.key === 'delayed_knock_out' ? 'knocked out' : 'at the end of the turn'],
    });
  }
}
