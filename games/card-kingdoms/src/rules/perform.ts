/**
 * Carrying out a hire, a slay or a build once chosen (by a main action or an
 * effect's "you may slay"): pay, move the card, gain the monster's rewards,
 * and queue what the card and the phase passives do next.
 */
import { RuleViolation } from '@arbiter/core';
import type { Catalog } from '../data/catalog.ts';
import type { Effect, Leg } from '../grammar/tree.ts';
import type { CkState, PlayerState, Task } from '../state.ts';
import { goldMagicRange, slayMagicRange } from './actions.ts';
import {
  buildCost,
  domainLive,
  hireCost,
  iconsOf,
  KEY_BUILD_RELIC,
  meetsRequirements,
  missingIcons,
  relicKeyArgs,
  slayCost,
  waivedIcons,
} from './economy.ts';

/** Queues `effect`'s legs for `player` before everything already queued (it happens now). */
export function queueNow(state: CkState, tasks: readonly Task[]): void {
  if (tasks.length === 0) return;
  if (tasks.length === 1) {
    if (tasks[0].at < tasks[0].legs.length) state.queue.unshift(tasks[0]);
    return;
  }
  const live = tasks.filter((t) => t.at < t.legs.length);
  state.queue.unshift(...live);
}

/** No tasks: shared (task lists are read-only to their callers). */
const NO_TASKS: readonly Task[] = Object.freeze([]);

export function effectTask(player: number, effect: Effect, source: string, onTurn = true): Task {
  return { player, legs: effect.legs, at: 0, source, onTurn };
}

/** The active player's live passives with this trigger phase (no event), as tasks. */
export function phaseTasks(cat: Catalog, state: CkState, phase: string): readonly Task[] {
  const p = state.players[state.active];
  if (p.domains.length === 0) return NO_TASKS;
  const out: Task[] = [];
  for (const d of p.domains) {
    const card = cat.domains[d.card];
    const t = card.passive?.trigger;
    if (card.passive && t && t.phase === phase && !t.on && domainLive(state, p, d)) {
      out.push(effectTask(state.active, card.passive, card.name));
    }
  }
  return out;
}

/** `action.on_opponent_slay LEGS`: every other player's live passive with that trigger fires when `player` slays. */
function opponentSlayTasks(cat: Catalog, state: CkState, player: number): readonly Task[] {
  let out: Task[] | null = null;
  for (let i = 0; i < state.seats; i++) {
    if (i === player) continue;
    const p = state.players[i];
    if (p.domains.length === 0) continue;
    for (const d of p.domains) {
      const card = cat.domains[d.card];
      const t = card.passive?.trigger;
      if (card.passive && t?.phase === 'action' && t.on === 'opponent_slay' && domainLive(state, p, d)) {
        out ??= [];
        out.push(effectTask(i, card.passive, card.name));
      }
    }
  }
  return out ?? NO_TASKS;
}

/**
 * `action.build_domain ARGS` on a held relic, when its holder builds: the
 * amounts are gained; with `ignore_requirement N or AMOUNT`, the amount is
 * gained only when the build did not use the waiver.
 */
function buildRelicTasks(cat: Catalog, p: PlayerState, player: number, usedWaiver: boolean): Task[] {
  const legs: Leg[] = [];
  for (const args of relicKeyArgs(cat, p, KEY_BUILD_RELIC)) {
    const waiver = args.some((a) => a.kind === 'word' && a.word === 'ignore_requirement');
    if (waiver && usedWaiver) continue;
    for (const a of args) if (a.kind === 'amount') legs.push({ kind: 'gain', amount: a.amount });
  }
  return legs.length > 0 ? [{ player, legs, at: 0, source: 'relic', onTurn: true }] : [];
}

export function performHire(
  cat: Catalog,
  state: CkState,
  player: number,
  stack: number,
  magic: number,
  strength = 0,
): void {
  const p = state.players[player];
  const s = state.citizenStacks[stack];
  const card = s?.cards[s.cards.length - 1];
  if (card === undefined) throw new RuleViolation('empty-stack', `citizen stack ${stack} is empty`);
  const cost = hireCost(cat, state, p, card) - strength;
  // Magic pays all but one gold, never more than held (`goldMagicRange`).
  const lo = Math.max(0, cost - p.g);
  const hi = Math.min(p.m, Math.max(0, cost - 1));
  if (magic < lo || magic > hi || strength > p.s) {
    throw new RuleViolation('cannot-pay', `cannot pay ${cost} gold with ${magic} magic`);
  }
  p.g -= cost - magic;
  p.m -= magic;
  p.s -= strength;
  s.cards.pop();
  p.citizens.push(card);
  const name = cat.citizens[card].name;
  state.tally.hired[name] = (state.tally.hired[name] ?? 0) + 1;
  if (player === state.active && p.domains.length > 0) queueNow(state, phaseTasks(cat, state, 'action.hire'));
}

export function performSlay(
  cat: Catalog,
  state: CkState,
  player: number,
  area: number,
  magic: number,
  discount?: 's' | 'm',
): void {
  const p = state.players[player];
  const a = state.monsterAreas[area];
  const card = a?.cards[a.cards.length - 1];
  if (card === undefined) throw new RuleViolation('empty-area', `monster area ${area} is empty`);
  const m = cat.monsters[card];
  const cost = slayCost(cat, state, p, card, discount);
  const range = slayMagicRange(p, cost);
  if (!range || magic < range[0] || magic > range[1]) {
    throw new RuleViolation(
      'cannot-pay',
      `cannot pay ${cost.s} strength and ${cost.m} magic using ${magic} magic as strength`,
    );
  }
  p.m -= cost.m + magic;
  p.s -= cost.s - magic;
  p.g -= cost.g;
  if (state.extra?.monsterCost[card]) delete state.extra.monsterCost[card];
  a.cards.pop();
  p.monsters.push(card);
  p.g += m.reward.g;
  p.s += m.reward.s;
  p.m += m.reward.m;
  state.tally.slain[m.name] = (state.tally.slain[m.name] ?? 0) + 1;
  const passives = player === state.active ? phaseTasks(cat, state, 'action.slay') : NO_TASKS;
  const others = opponentSlayTasks(cat, state, player);
  if (passives.length === 0 && others.length === 0) {
    if (m.special) queueNow(state, [effectTask(player, m.special, m.name)]);
    return;
  }
  const next: Task[] = [];
  if (m.special) next.push(effectTask(player, m.special, m.name));
  next.push(...passives, ...others);
  queueNow(state, next);
}

export function performBuild(cat: Catalog, state: CkState, player: number, stack: number, magic = 0): void {
  const p = state.players[player];
  const s = state.domainStacks[stack];
  const card = s?.[s.length - 1];
  if (card === undefined) throw new RuleViolation('empty-stack', `domain stack ${stack} is empty`);
  const cost = buildCost(cat, state, p, card);
  const range = goldMagicRange(p, cost);
  if (!range || magic < range[0] || magic > range[1]) {
    throw new RuleViolation(
      'cannot-pay',
      `cannot pay ${cat.domains[card].name}'s ${cost} gold with ${magic} magic`,
    );
  }
  const icons = iconsOf(cat, p);
  const waived = p.extra ? waivedIcons(cat, p) : 0;
  if (!meetsRequirements(cat, p, card, icons, waived)) {
    throw new RuleViolation('requirements', `${cat.domains[card].name} needs role icons the player lacks`);
  }
  const usedWaiver = missingIcons(cat, card, icons) > 0;
  p.g -= cost - magic;
  p.m -= magic;
  s.pop();
  p.domains.push({ card, builtTurn: state.turn });
  const d = cat.domains[card];
  const next: Task[] = [];
  if (d.activation) next.push(effectTask(player, d.activation, d.name));
  if (p.extra) next.push(...buildRelicTasks(cat, p, player, usedWaiver));
  if (player === state.active) next.push(...phaseTasks(cat, state, 'action.build'));
  queueNow(state, next);
}
