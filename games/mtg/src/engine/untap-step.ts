/**
 * The untap step (CR 502.3): the active player's permanents untap, except
 * those an effect keeps tapped — a static "doesn't untap" (Meekstone: which
 * permanents is read from the board now, power after every layer) and a
 * permanent marked to skip its controller's next untap step (Lead Golem;
 * the mark is used up by that step). Summoning sickness ends for all of
 * them (CR 302.6), tapped or not.
 */
import type { Ref, RulesBlock } from '../cards/rules-block.ts';
import { board } from './derived.ts';
import { matches } from './filter.ts';
import { Feature, matchUses } from './match-features.ts';
import { rulesOf } from './objects.ts';
import type { Frame, MtgState } from './state.ts';

/**
 * Untaps the active player's permanents; returns how many untapped. A tapped
 * permanent its controller may choose not to untap (Amber Prison) is left
 * for `untapChoiceFrame` and pushed on `choices`.
 */
export function untapStep(s: MtgState, choices?: number[]): number {
  const kept = keptTapped(s);
  let untapped = 0;
  for (const id of s.battlefield) {
    const o = s.objects[id];
    if (o.controller !== s.active) continue;
    o.sick = false;
    if (o.skipNextUntap) {
      o.skipNextUntap = undefined;
      continue;
    }
    if (o.heldTappedBy !== undefined) {
      if (stillHolds(s, o.heldTappedBy)) continue;
      o.heldTappedBy = undefined;
    }
    if (!o.tapped || kept?.has(id)) continue;
    if (choices && mayStayTapped(rulesOf(o))) {
      choices.push(id);
      continue;
    }
    o.tapped = false;
    untapped++;
  }
  return untapped;
}

/** Whether a "for as long as ~ remains tapped" source still holds: on the battlefield and tapped (CR 611.2b). */
function stillHolds(s: MtgState, source: number): boolean {
  const src = s.objects[source];
  return !!src && src.zone === 'battlefield' && src.tapped;
}

const optional = new WeakMap<RulesBlock, boolean>();

/** Whether a block says its controller may choose not to untap it (read once per block). */
function mayStayTapped(rules: RulesBlock): boolean {
  let v = optional.get(rules);
  if (v === undefined) {
    v = rules.statics.some(
      (st) =>
        'self' in st.effect.affects && !!st.effect.rules?.some((r) => r.id === 'may_choose_not_to_untap'),
    );
    optional.set(rules, v);
  }
  return v;
}

/**
 * The untap step's choices (CR 502.3): one optional "untap it" per permanent
 * left by `untapStep`, asked of the active player as a resolution outside the
 * stack (no player has priority in the untap step, CR 502.4).
 */
export function untapChoiceFrame(s: MtgState, choices: number[]): Frame {
  return {
    source: choices[0],
    sourceCard: s.objects[choices[0]].card,
    controller: s.active,
    targets: choices.map((id) => [id]),
    targetSpecs: [],
    x: 0,
    steps: choices.map((_, i) => ({ op: 'untap' as const, what: { target: i }, optional: true })),
    index: 0,
    vars: {},
  };
}

const keeping = new WeakMap<RulesBlock, boolean>();

/** Whether a block has a "doesn't untap" static (read once per block). */
function keepsTapped(rules: RulesBlock): boolean {
  let v = keeping.get(rules);
  if (v === undefined) {
    v = rules.statics.some((st) => !!st.effect.rules?.some((r) => r.id === 'doesnt_untap'));
    keeping.set(rules, v);
  }
  return v;
}

/** The permanents "doesn't untap" statics hold now (null: none is on the battlefield). */
function keptTapped(s: MtgState): Set<number> | null {
  if (!matchUses(s, Feature.doesntUntap)) return null;
  let out: Set<number> | null = null;
  for (const sid of s.battlefield) {
    const src = s.objects[sid];
    const rules = rulesOf(src);
    if (!keepsTapped(rules)) continue;
    for (const st of rules.statics) {
      if (!st.effect.rules?.some((r) => r.id === 'doesnt_untap')) continue;
      out ??= new Set();
      for (const id of held(s, st.effect.affects, sid)) out.add(id);
    }
  }
  return out;
}

function held(s: MtgState, affects: Ref, source: number): number[] {
  if ('self' in affects) return [source];
  if ('enchanted' in affects || 'equipped' in affects) {
    const host = s.objects[source].attachedTo;
    return host === null ? [] : [host];
  }
  if (!('all' in affects)) return [];
  const b = board(s);
  const you = s.objects[source].controller;
  const out: number[] = [];
  for (const d of b.byId.values()) if (matches(b, d, affects.all, you, source)) out.push(d.id);
  return out;
}
