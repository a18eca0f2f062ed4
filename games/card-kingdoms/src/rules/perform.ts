/**
 * Carrying out a hire, a slay or a build once chosen (by a main action or an
 * effect's "you may slay"): pay, move the card, gain the monster's rewards,
 * and queue what the card and the phase passives do next.
 */
import { RuleViolation } from '@arbiter/core';
import type { Catalog } from '../data/catalog.ts';
import type { Effect } from '../grammar/tree.ts';
import type { CkState, Task } from '../state.ts';
import { hireMagicRange, slayMagicRange } from './actions.ts';
import { buildCost, hireCost, meetsRequirements } from './economy.ts';

/** Queues `effect`'s legs for `player` before everything already queued (it happens now). */
export function queueNow(state: CkState, tasks: Task[]): void {
  const live = tasks.filter((t) => t.at < t.legs.length);
  state.queue.unshift(...live);
}

export function effectTask(player: number, effect: Effect, source: string, onTurn = true): Task {
  return { player, legs: effect.legs, at: 0, source, onTurn };
}

/** The active player's live passives with this trigger phase (no event), as tasks. */
export function phaseTasks(cat: Catalog, state: CkState, phase: string): Task[] {
  const p = state.players[state.active];
  const out: Task[] = [];
  for (const d of p.domains) {
    const card = cat.domains[d.card];
    const t = card.passive?.trigger;
    if (card.passive && t && t.phase === phase && !t.on && d.builtTurn < state.turn) {
      out.push(effectTask(state.active, card.passive, card.name));
    }
  }
  return out;
}

export function performHire(
  cat: Catalog,
  state: CkState,
  player: number,
  stack: number,
  magic: number,
): void {
  const p = state.players[player];
  const s = state.citizenStacks[stack];
  const card = s?.cards[s.cards.length - 1];
  if (card === undefined) throw new RuleViolation('empty-stack', `citizen stack ${stack} is empty`);
  const cost = hireCost(cat, state, p, card);
  const range = hireMagicRange(p, cost);
  if (!range || magic < range[0] || magic > range[1]) {
    throw new RuleViolation('cannot-pay', `cannot pay ${cost} gold with ${magic} magic`);
  }
  p.g -= cost - magic;
  p.m -= magic;
  s.cards.pop();
  p.citizens.push(card);
  const name = cat.citizens[card].name;
  state.tally.hired[name] = (state.tally.hired[name] ?? 0) + 1;
  if (player === state.active) queueNow(state, phaseTasks(cat, state, 'action.hire'));
}

export function performSlay(cat: Catalog, state: CkState, player: number, area: number, magic: number): void {
  const p = state.players[player];
  const a = state.monsterAreas[area];
  const card = a?.cards[a.cards.length - 1];
  if (card === undefined) throw new RuleViolation('empty-area', `monster area ${area} is empty`);
  const m = cat.monsters[card];
  const range = slayMagicRange(cat, p, card);
  if (!range || magic < range[0] || magic > range[1]) {
    throw new RuleViolation(
      'cannot-pay',
      `cannot pay ${m.strength} strength and ${m.magic} magic using ${magic} magic as strength`,
    );
  }
  p.m -= m.magic + magic;
  p.s -= m.strength - magic;
  a.cards.pop();
  p.monsters.push(card);
  p.g += m.reward.g;
  p.s += m.reward.s;
  p.m += m.reward.m;
  state.tally.slain[m.name] = (state.tally.slain[m.name] ?? 0) + 1;
  const next: Task[] = [];
  if (m.special) next.push(effectTask(player, m.special, m.name));
  if (player === state.active) next.push(...phaseTasks(cat, state, 'action.slay'));
  queueNow(state, next);
}

export function performBuild(cat: Catalog, state: CkState, player: number, stack: number): void {
  const p = state.players[player];
  const s = state.domainStacks[stack];
  const card = s?.[s.length - 1];
  if (card === undefined) throw new RuleViolation('empty-stack', `domain stack ${stack} is empty`);
  const cost = buildCost(cat, state, p, card);
  if (p.g < cost) throw new RuleViolation('cannot-pay', `${cat.domains[card].name} costs ${cost} gold`);
  if (!meetsRequirements(cat, p, card)) {
    throw new RuleViolation('requirements', `${cat.domains[card].name} needs role icons the player lacks`);
  }
  p.g -= cost;
  s.pop();
  p.domains.push({ card, builtTurn: state.turn });
  const d = cat.domains[card];
  const next: Task[] = [];
  if (d.activation) next.push(effectTask(player, d.activation, d.name));
  if (player === state.active) next.push(...phaseTasks(cat, state, 'action.build'));
  queueNow(state, next);
}
