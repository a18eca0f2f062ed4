/** Positions for tests: the scenario format's setup block, then actions answered in order. */
import { catalogOf } from '../src/data/catalog.ts';
import type { Emit } from '../src/engine.ts';
import type { CkEvent } from '../src/events/events.ts';
import { describeEvent } from '../src/events/words.ts';
import { cardKingdoms } from '../src/index.ts';
import { buildScenarioState, type ScenarioSetupInput, setupSchema } from '../src/scenario.ts';
import { optionsSchema } from '../src/setup.ts';
import type { CkAction, CkState } from '../src/state.ts';

export const cat = catalogOf();

export function position(setup: ScenarioSetupInput, seed = 'test', emit: Emit | null = null): CkState {
  return buildScenarioState(cat, setupSchema.parse(setup), optionsSchema.parse({}), seed, emit);
}

/** Plays an action for whoever owes the pending decision; the events it emitted. */
export function actTold(state: CkState, action: CkAction): CkEvent[] {
  const [p] = cardKingdoms.toAct(state);
  if (p === undefined) throw new Error('nobody is to act');
  const events: CkEvent[] = [];
  cardKingdoms.apply(state, p, action, { emit: (e) => events.push(e) });
  return events;
}

/** Each event in words. */
export const told = (events: readonly CkEvent[]): string[] => events.map((e) => describeEvent(e));

/** Plays an action for whoever owes the pending decision. */
export function act(state: CkState, action: CkAction): CkState {
  const [p] = cardKingdoms.toAct(state);
  if (p === undefined) throw new Error('nobody is to act');
  cardKingdoms.apply(state, p, action);
  return state;
}

export const names = (list: { name: string }[], ids: number[]) => ids.map((i) => list[i].name);
export const res = (state: CkState, seat: number) => {
  const p = state.players[seat];
  return { g: p.g, s: p.s, m: p.m, v: p.v };
};

/** Every ten citizen stack, one card each, so picks and hires have something to take. */
export const STACKS = [
  { rolls: [7], cards: ['Rogue'] },
  { rolls: [6], cards: ['Knight'] },
  { rolls: [2], cards: ['Merchant'] },
  { rolls: [1], cards: ['Cleric'] },
  { rolls: [8], cards: ['Champion'] },
];
