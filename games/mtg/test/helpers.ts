/**
 * Inline scenarios for the rule tests: a position, steps, expectations, run on the kernel harness;
 * and what the Sixth Edition rules tests share (the 6ED pool as shipped, rows of lands).
 */
import { join } from 'node:path';
import { createRng, randInt, runScenario, stableStringify } from '@arbiter/core';
import { type CardDef, type Catalog, loadCatalog, SHIPPED_DATA_DIR } from '../src/cards/catalog.ts';
import type { MtgState } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { mtgScenarios } from '../src/scenario.ts';

export type Json = Record<string, unknown>;

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

// The Sixth Edition rules tests. Each still declares its own
//   vi.mock('../src/cards/catalog.ts', async (orig) => (await import('./sixth-pool.ts')).withSixthEdition(await orig()));
// vitest hoists a vi.mock above the file's imports, so its factory cannot call a function imported
// here ("Cannot access '__vi_import_1__' before initialization"), and vitest advises vi.mock in
// test files only: a dynamic import of sixth-pool.ts (which loads no catalog itself) is the share.
let sixthPool: Catalog | null = null;

/**
 * The Sixth Edition pool as shipped, every card (parsed or not), loaded on first use: what a 6ED
 * rules test reads its cards' rules from. (The game those tests play uses the catalog that
 * sixth-pool.ts mocks in: phase 1 with the 6ED cards that parse.)
 */
export function sixthEdition(): Catalog {
  sixthPool ??= loadCatalog(join(SHIPPED_DATA_DIR, '6ed'));
  return sixthPool;
}

/** The rules a 6ED card's oracle text reads as. */
export function sixthRules(id: string): CardDef['rules'] {
  const card = sixthEdition().cards[id];
  if (!card) throw new Error(`no card '${id}' in the Sixth Edition pool`);
  return card.rules;
}

/** `n` copies of a card, as zone entries of a scenario's setup (a row of lands, most often). */
export const lands = (card: string, n: number): Array<{ card: string }> =>
  Array.from({ length: n }, () => ({ card }));

/** Both seats pass priority, the seat to act first. */
export function passTwice(s: MtgState): void {
  for (let i = 0; i < 2; i++) mtg.apply(s, mtg.toAct(s)[0], { type: 'pass' });
}

/**
 * A random game's actions (each with its seat) and outcome, the agent's and the game's randomness from
 * `seed`: what tests of a speed setting that must not change play compare with the setting on and off
 * (a state hash would differ: some settings keep records only when on). `cap`: the most actions played.
 */
export function randomGameActions(
  deck1: string,
  deck2: string,
  seed: string,
  cap = Number.POSITIVE_INFINITY,
): string[] {
  const s = mtg.setup({ deck1, deck2, maxTurns: 200 } as never, seed);
  const rng = createRng(seed);
  const out: string[] = [];
  while (!mtg.outcome(s) && s.actions <= cap) {
    const p = mtg.toAct(s)[0];
    const legal = mtg.legalActions(s, p);
    const a = legal[randInt(rng, legal.length)];
    out.push(`${p}:${stableStringify(a as never)}`);
    mtg.apply(s, p, a);
  }
  out.push(stableStringify(mtg.outcome(s) as never));
  return out;
}
