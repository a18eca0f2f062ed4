/**
 * Control-changing statics (CR 613.1b, layer 2): "You control enchanted
 * creature" (Abduction, Conquer). Control lives on the object
 * (`GameObject.controller`, as one-shot control changes set it), so the
 * static's effect is applied to it here, each time state-based actions are
 * checked: an affected permanent passes to the source's controller
 * (remembering who had it) and is summoning sick for them (CR 302.6); when
 * the effect ends — the Aura leaves, or is no longer attached to it — it
 * returns to the player who had it before (CR 611.3a).
 */
import type { RulesBlock } from '../cards/rules-block.ts';
import { touch } from './derived.ts';
import { Feature, matchUses } from './match-features.ts';
import { rulesOf } from './objects.ts';
import type { MtgState } from './state.ts';

const controlling = new WeakMap<RulesBlock, boolean>();

/** Whether a block has a "you control …" static (read once per block). */
function hasControlStatic(rules: RulesBlock): boolean {
  let v = controlling.get(rules);
  if (v === undefined) {
    v = rules.statics.some((st) => !!st.effect.rules?.some((r) => r.id === 'control'));
    controlling.set(rules, v);
  }
  return v;
}

/** Which permanent each control static holds now: affected id → source id (the latest source wins). */
function heldNow(s: MtgState): { held: Map<number, number> | null; marked: boolean } {
  let out: Map<number, number> | null = null;
  let marked = false;
  for (const sid of s.battlefield) {
    const src = s.objects[sid];
    if (src.controlledBy) marked = true;
    const rules = rulesOf(src);
    if (!hasControlStatic(rules)) continue;
    for (const st of rules.statics) {
      if (!st.effect.rules?.some((r) => r.id === 'control')) continue;
      // This pool's control statics are an Aura's ("enchanted"): the host it is attached to.
      if (!('enchanted' in st.effect.affects)) continue;
      const host = src.attachedTo;
      if (host === null || s.objects[host]?.zone !== 'battlefield') continue;
      out ??= new Map();
      const prev = out.get(host);
      if (prev === undefined || s.objects[prev].timestamp < src.timestamp) out.set(host, sid);
    }
  }
  return { held: out, marked };
}

/** Applies the control statics to the battlefield; true when some controller changed. */
export function syncControl(s: MtgState): boolean {
  // A match whose cards have no control static skips the work (match-features.ts).
  if (!matchUses(s, Feature.controlStatic)) return false;
  const { held, marked } = heldNow(s);
  // The usual board: no control static and nothing one held.
  if (!held && !marked) return false;
  let changed = false;
  for (const id of s.battlefield) {
    const o = s.objects[id];
    const sid = held?.get(id);
    if (sid !== undefined) {
      const to = s.objects[sid].controller;
      if (o.controlledBy?.source === sid && o.controller === to) continue;
      o.controlledBy = { source: sid, previous: o.controlledBy?.previous ?? o.controller };
      if (o.controller !== to) {
        o.controller = to;
        o.sick = true;
      }
      changed = true;
    } else if (o.controlledBy) {
      const back = o.controlledBy.previous;
      o.controlledBy = undefined;
      if (o.controller !== back) {
        o.controller = back;
        o.sick = true;
      }
      changed = true;
    }
  }
  if (changed) touch(s);
  return changed;
}
