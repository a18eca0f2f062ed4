/**
 * What Magic gives searching agents (`search` on the module).
 *
 * A greedy playout policy on the sampled world's state, so that a playout of
 * a few turns looks like Magic people play and `evaluate` then reads a board
 * that means something:
 *  - priority: play a land; else cast the castable spell with the highest
 *    mana value (targets as the cast offers them; among equals at random);
 *    else now and then an activated ability (never a bare mana tap: casting
 *    pays its own mana); else pass;
 *  - combat: attack with a creature unless it would die to a blocker that
 *    survives it; block when the blocker survives, or chump when the
 *    attacks coming would be lethal;
 *  - the opening: keep, play first; other pending decisions (targets of a
 *    trigger, an order, a mode, a damage split, a bottom card) at random.
 * Randomness comes from the agent's generator.
 *
 * An obvious decision: every legal action is `pass` or a mana tap (idle mana
 * empties anyway), so the answer is pass, with no search. With the default
 * `autoPass` the engine passes such priorities itself; scenarios and matches
 * that turn it off get them.
 */
import { type PlayerId, type RngState, randInt, type SearchHooks } from '@arbiter/core';
import { catalog } from '../cards/catalog.ts';
import { board, type Derived } from '../engine/derived.ts';
import { legalActions, type MtgAction } from '../engine/rules.ts';
import type { MtgState, Seat } from '../engine/state.ts';
import type { MtgTypes } from '../index.ts';

/** Chance, at a priority with nothing to cast, that a playout uses an activated ability instead of passing. */
const ACTIVATE_CHANCE = 0.3;

const randomOf = <T>(rng: RngState, items: readonly T[]): T => items[randInt(rng, items.length)];

/** The printed mana value of the card a cast puts on the stack. */
function manaValueOfCast(s: MtgState, a: Extract<MtgAction, { type: 'cast' }>): number {
  const card = s.objects[a.card]?.card;
  return card ? catalog().cards[card].manaValue : 0;
}

function priorityAction(s: MtgState, legal: readonly MtgAction[], rng: RngState): MtgAction {
  let land: MtgAction | null = null;
  const casts: Array<Extract<MtgAction, { type: 'cast' }>> = [];
  const activations: MtgAction[] = [];
  let pass: MtgAction | null = null;
  for (const a of legal) {
    if (a.type === 'play_land') land ??= a;
    else if (a.type === 'cast') casts.push(a);
    else if (a.type === 'activate') activations.push(a);
    else if (a.type === 'pass') pass = a;
  }
  if (land) return land;
  if (casts.length > 0) {
    let best: Array<Extract<MtgAction, { type: 'cast' }>> = [];
    let bestValue = -1;
    for (const c of casts) {
      const v = manaValueOfCast(s, c);
      if (v > bestValue) {
        bestValue = v;
        best = [c];
      } else if (v === bestValue) best.push(c);
    }
    return randomOf(rng, best);
  }
  if (activations.length > 0 && (pass === null || randInt(rng, 1000) < ACTIVATE_CHANCE * 1000))
    return randomOf(rng, activations);
  return pass ?? randomOf(rng, legal);
}

function creature(s: MtgState, id: number): Derived | undefined {
  return board(s).byId.get(id);
}

/** Whether some untapped creature of the defender would block `attacker` and survive it while killing it. */
function walksIntoDeath(s: MtgState, attacker: Derived): boolean {
  for (const d of board(s).byId.values()) {
    if (d.controller === attacker.controller || !d.types.includes('creature')) continue;
    if (s.objects[d.id].tapped) continue;
    if (d.toughness > attacker.power && d.power >= attacker.toughness) return true;
  }
  return false;
}

function attackAction(s: MtgState, legal: readonly MtgAction[]): MtgAction {
  const declared = new Set(s.combat?.attackers ?? []);
  for (const a of legal) {
    if (a.type !== 'attack' || declared.has(a.creature)) continue;
    const c = creature(s, a.creature);
    if (c && c.power > 0 && !walksIntoDeath(s, c)) return a;
  }
  return legal.find((a) => a.type === 'attack_done') ?? legal[legal.length - 1];
}

function blockAction(s: MtgState, p: Seat, legal: readonly MtgAction[]): MtgAction {
  const blocks = s.combat?.blocks ?? {};
  const blocking = new Set(Object.keys(blocks).map(Number));
  let incoming = 0;
  for (const id of s.combat?.attackers ?? []) incoming += Math.max(0, creature(s, id)?.power ?? 0);
  const lethal = incoming >= s.players[p].life;
  let chump: MtgAction | null = null;
  for (const a of legal) {
    if (a.type !== 'block' || blocking.has(a.blocker)) continue;
    if (Object.values(blocks).includes(a.attacker)) continue;
    const blocker = creature(s, a.blocker);
    const attacker = creature(s, a.attacker);
    if (!blocker || !attacker) continue;
    if (blocker.toughness > attacker.power) return a;
    chump ??= a;
  }
  if (lethal && chump) return chump;
  return legal.find((a) => a.type === 'block_done') ?? legal[legal.length - 1];
}

/** The playout's action for `player` in a sampled world. */
export function mtgRolloutAction(s: MtgState, player: PlayerId, rng: RngState): MtgAction {
  const legal = legalActions(s, player as Seat);
  if (legal.length === 1) return legal[0];
  for (const a of legal) {
    if (a.type === 'keep' || a.type === 'play_first') return a;
  }
  switch (s.pending?.kind) {
    case 'declare_attackers':
      return attackAction(s, legal);
    case 'declare_blockers':
      return blockAction(s, player as Seat, legal);
    case undefined:
      return priorityAction(s, legal, rng);
    default:
      return randomOf(rng, legal);
  }
}

/** Pass, when every legal action is passing or tapping mana nothing will use. */
export function mtgObviousAction(legal: readonly MtgAction[]): MtgAction | undefined {
  let pass: MtgAction | undefined;
  for (const a of legal) {
    if (a.type === 'pass') pass = a;
    else if (a.type !== 'mana') return undefined;
  }
  return pass;
}

export const mtgSearch: SearchHooks<MtgTypes> = {
  rolloutAction: mtgRolloutAction,
  // About a turn each; `evaluate` reads life, board and hand from there (the engine's actions cost most of a search).
  rolloutDepth: 20,
  obviousAction: (_view, _player, legal) => mtgObviousAction(legal),
};
