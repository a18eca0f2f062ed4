/** Inline scenarios for the rule tests: a position, steps, expectations, run on the kernel harness. */
import { runScenario } from '@arbiter/core';
import type { MtgState } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { mtgScenarios } from '../src/scenario.ts';

type Json = Record<string, unknown>;

/** A player with a 10-card library (so nobody decks out) and the given zones. */
export function player(p: Json = {}): Json {
  return { library: Array(10).fill('basic_plains'), ...p };
}

export function scenario(setup: Json, steps: Json[], expect: Json = {}) {
  const report = runScenario(mtg, { setup, steps, expect }, 'inline');
  if (!report.ok) {
    const failed = report.checks.filter((c) => !c.ok).map((c) => `${c.at}.${c.name}: ${c.message}`);
    throw new Error(`${failed.join('\n')}\nsteps: ${report.steps.map((s) => s.described).join(' | ')}`);
  }
  return report;
}

export const act = (action: Json, player?: number): Json => ({
  do: 'act',
  play: action,
  ...(player !== undefined ? { player } : {}),
});
export const pass = (times = 1): Json => ({ do: 'pass', times });
export const choose = (label: string): Json => ({ do: 'choose', label });
export const expectNow = (e: Json): Json => ({ expect: e });

/** A state built from a scenario setup (the scenario format's `setup`), seed 'scenario'. */
export function build(setup: Record<string, unknown>): MtgState {
  const ctx = { game: mtg, options: {}, seed: 'scenario', apply: {} } as never;
  return mtgScenarios.build(mtgScenarios.setupSchema.parse(setup) as never, ctx);
}

/** The id of the object a scenario tagged `tag`. */
export function tagged(s: MtgState, tag: string): number {
  const o = Object.values(s.objects).find((x) => x.tag === tag);
  if (!o) throw new Error(`no ${tag}`);
  return o.id;
}
