/**
 * Regeneration (CR 701.19): "Regenerate [permanent]" puts a shield on it;
 * the next time it would be destroyed this turn, instead its damage is
 * removed, it is tapped and it is removed from combat (701.19a). A shield
 * replaces destruction only — a `destroy` step and the lethal-damage and
 * deathtouch state-based actions (704.5g/h), not 0 toughness, sacrifice or
 * exile — and each destruction uses one; unused shields end at cleanup.
 */
import { touch } from './derived.ts';
import { events } from './event-sink.ts';
import { nameOf } from './objects.ts';
import type { MtgState } from './state.ts';
import { becameTapped } from './tapping.ts';

/** Puts one regeneration shield on a permanent. */
export function addRegenerationShield(s: MtgState, id: number): void {
  const o = s.objects[id];
  o.regenerationShields = (o.regenerationShields ?? 0) + 1;
}

/** Uses a shield if the permanent has one: true when the destruction was replaced. */
export function useRegenerationShield(s: MtgState, id: number): boolean {
  const o = s.objects[id];
  if (!o.regenerationShields) return false;
  if (o.regenerationShields === 1) o.regenerationShields = undefined;
  else o.regenerationShields--;
  // It was still dealt that damage this turn (Fatal Blow's "that was dealt damage this turn").
  if (o.damage > 0) o.damagedThisTurn = true;
  o.damage = 0;
  o.deathtouched = false;
  if (!o.tapped) {
    o.tapped = true;
    becameTapped(s, id, false);
  }
  const c = s.combat;
  if (c) {
    // Removed from combat (CR 506.4): an attacker it blocked stays blocked (509.1h).
    // Its blockers then deal it no damage; a blocker it was blocking deals none to it either.
    const i = c.attackers.indexOf(id);
    if (i >= 0) {
      c.attackers.splice(i, 1);
      for (const k of Object.keys(c.blocks)) if (c.blocks[k] === id) delete c.blocks[k];
    }
    delete c.blocks[id];
  }
  touch(s);
  events.emit?.({ type: 'regenerated', player: o.controller, card: nameOf(o), object: id });
  return true;
}

/** Shields last until used or until the turn's cleanup (CR 701.19a "this turn"), as does the damage they removed. */
export function endRegenerationShields(s: MtgState): void {
  for (const id of s.battlefield) {
    const o = s.objects[id];
    if (o.regenerationShields) o.regenerationShields = undefined;
    if (o.damagedThisTurn) o.damagedThisTurn = undefined;
  }
}
