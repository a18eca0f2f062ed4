/**
 * Firing the Tools' triggers (`trigger`, T7): each Tool in play whose
 * trigger names the event runs its effects at once, with its holder as
 * "this Pokémon". The effects run as a resolution of their own that is not
 * stored in the state (no player decides anything in the texts mapped so
 * far: a choice takes its first option, a coin flips the game's generator).
 * Above the effect registry, as `enter-play.ts` is.
 */
import { type EffectCtx, NeedDecision } from '../effects/context.ts';
import { effectTypes, phaseOfRef } from '../effects/registry.ts';
import type { TriggerEvent } from '../effects/wrappers/trigger.ts';
import type { Emit } from '../events.ts';
import type { PocketState, Resolution, Side, Slot } from '../state.ts';
import { enterPlay } from './enter-play.ts';
import { flip, info, other, slotInfo, slotsOf } from './ops.ts';

/** The Tools of `sides` (or only the one on `holder`) whose trigger is `on`, fired in order (Active, then Bench). */
export function fireToolTriggers(
  s: PocketState,
  on: TriggerEvent,
  sides: readonly Side[],
  emit: Emit,
  holder?: Slot,
): void {
  for (const side of sides) {
    const p = s.sides[side];
    // The common case (no Tool in play) allocates nothing: this runs at every turn's end.
    if (p.active?.tool == null && !p.bench.some((b) => b.tool !== null)) continue;
    for (const slot of slotsOf(p).slice()) {
      if (slot.tool === null || (holder && slot !== holder)) continue;
      const tool = slot.tool;
      const ci = info(s, tool);
      for (const ref of ci.effects) {
        if (ref.type !== 'trigger' || ref.on !== on) continue;
        if (ref.activeOnly && p.active !== slot) continue;
        if (ref.pokemonType && slotInfo(s, slot).type !== ref.pokemonType) continue;
        runNow(
          s,
          side,
          slot,
          tool,
          ci.name,
          ref.effects as Array<{ type: string; [k: string]: unknown }>,
          emit,
        );
      }
    }
  }
}

/** The Stadium in play's triggers on `on` (S5: "At the end of each player's turn, that player …"), for the turn's player. */
export function fireStadiumTriggers(s: PocketState, on: TriggerEvent, emit: Emit): void {
  const card = s.stadium?.card;
  if (card === undefined || card === null) return;
  const ci = info(s, card);
  for (const ref of ci.effects)
    if (ref.type === 'trigger' && ref.on === on && ref.scope === 'global')
      runNow(
        s,
        s.current,
        null,
        card,
        ci.name,
        ref.effects as Array<{ type: string; [k: string]: unknown }>,
        emit,
      );
}

function runNow(
  s: PocketState,
  side: Side,
  holder: Slot | null,
  card: number,
  name: string,
  refs: Array<{ type: string; [k: string]: unknown }>,
  emit: Emit,
): void {
  // Not stored in the state: nothing follows it (a `then` shorthand, as `actions.ts` builds resolutions).
  const then: Resolution['then'] = 'continue';
  const res: Resolution = {
    player: side,
    source: 'trainer',
    pokemon: holder ? holder.pid : -1,
    card,
    attackName: name,
    attackType: 'C',
    cost: [],
    steps: refs.map((ref) => ({ kind: 'effect', ref, phase: 'after' as const })),
    at: 0,
    memo: [],
    damage: 0,
    nothing: false,
    defender: s.sides[other(side)].active?.pid ?? -1,
    dealt: 0,
    hasDamage: false,
    then,
  };
  let fresh = true;
  const ctx: EffectCtx = {
    s,
    res,
    player: side,
    opp: other(side),
    self: holder,
    defender: s.sides[other(side)].active,
    turn: s.turn,
    emit,
    lastHeads: 0,
    flip() {
      // "Heads of the latest step that flipped", as `runResolution` counts them.
      if (fresh) {
        fresh = false;
        ctx.lastHeads = 0;
      }
      const heads = flip(s);
      if (heads) ctx.lastHeads++;
      emit?.({ type: 'coin', side, heads });
      return heads;
    },
    choose: () => 0,
    enterPlay: (sd, slot) => enterPlay(s, sd, slot, emit),
    phaseOf: (ref) => phaseOfRef(ref),
  };
  if (holder) emit?.({ type: 'tool-triggered', side, card: name, pokemon: slotInfo(s, holder).name });
  else emit?.({ type: 'stadium-triggered', side, card: name });
  for (; res.at < res.steps.length; res.at++) {
    const step = res.steps[res.at];
    if (step.kind !== 'effect') continue;
    ctx.defender = s.sides[other(side)].active;
    fresh = true;
    try {
      effectTypes.get(step.ref.type).run?.(ctx, step.ref);
    } catch (e) {
      // `choose` never asks here; anything else is a bug to surface.
      if (e instanceof NeedDecision) continue;
      throw e;
    }
  }
}
