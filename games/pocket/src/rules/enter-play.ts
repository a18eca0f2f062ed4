/**
 * A Pokémon entering play (setup, the Bench, evolution, an effect that puts
 * one into play): its Ability's auras start, read from its effect modules.
 * Above the effect registry, so the registry's modules reach it only through
 * their context (`EffectCtx.enterPlay`).
 */
import { eventFilters, register } from '../effects/active.ts';
import { effectTypes } from '../effects/registry.ts';
import type { Emit } from '../events.ts';
import { type PocketState, type Side, type Slot, topCard } from '../state.ts';
import { slotInfo } from './ops.ts';

/** Registers the auras (passive abilities) of the Pokémon's top card. */
export function enterPlay(s: PocketState, side: Side, slot: Slot, emit: Emit): void {
  const ci = slotInfo(s, slot);
  const ab = ci.ability;
  if (ab?.use !== 'passive') return;
  for (const ref of ab.effect.effects) {
    const t = effectTypes.get(ref.type);
    if (!t.aura) continue;
    for (const a of t.aura(ref, {
      side,
      pid: slot.pid,
      card: topCard(slot),
      activeOnly: ab.activeOnly,
      label: `${ci.name}: ${ab.name}`,
    })) {
      const made = register(s, a);
      emit?.({
        type: 'effect-registered',
        level: 'verbose',
        id: made.id,
        side,
        effect: a.type,
        source: a.payload.label,
        scope: a.scope,
        value: a.value,
        ...eventFilters(a.payload),
      });
    }
  }
}
