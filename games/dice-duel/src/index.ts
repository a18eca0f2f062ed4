/**
 * Dice Duel as a GameModule: the contract's eight members plus the optional
 * hooks (determinize, evaluate, report, summarize, validate, scenario,
 * render).
 */
import { cloneRng, createRng, type GameModule, type Outcome } from '@arbiter/core';
import { actionKeyOf, applyAction, describeAction, legalActions, toActSeats } from './actions.ts';
import { createDuelExactDecider } from './agents/exact-decider.ts';
import { createExpectimaxPolicy } from './agents/expectimax.ts';
import { duelSearch } from './agents/search.ts';
import { type Catalog, loadCatalog, requireCatalog } from './data/catalog.ts';
import { heroDocuments } from './data/documents.ts';
import { evaluateDuel } from './evaluate.ts';
import { describeEvent } from './event-words.ts';
import { renderView } from './render.ts';
import { scenarioSpec } from './scenario.ts';
import { optionsSchemaFor, setupDuel } from './setup.ts';
import { CATALOG, type DuelState } from './state.ts';
import { reportOf } from './telemetry/report.ts';
import { cloneStats } from './telemetry/stats.ts';
import { duelMetrics } from './telemetry/summary.ts';
import type { DuelTypes } from './types.ts';
import { stateFromView, viewOf } from './view.ts';

export function cloneDuel(s: DuelState): DuelState {
  return {
    [CATALOG]: s[CATALOG],
    rng: cloneRng(s.rng),
    options: s.options,
    round: s.round,
    turn: s.turn,
    active: s.active,
    firstPlayer: s.firstPlayer,
    initiativeRolls: s.initiativeRolls,
    phase: s.phase,
    fighters: [cloneFighter(s.fighters[0]), cloneFighter(s.fighters[1])],
    offense: { dice: [...s.offense.dice], attempt: s.offense.attempt },
    pending: s.pending,
    buffs: s.buffs.map((b) => ({ ...b })),
    nextBuffId: s.nextBuffId,
    lastDefense: s.lastDefense,
    lastAttack: s.lastAttack,
    stats: [cloneStats(s.stats[0]), cloneStats(s.stats[1])],
    result: s.result,
    forced: cloneForced(s.forced),
  };
}

function cloneFighter(f: DuelState['fighters'][0]): DuelState['fighters'][0] {
  return { ...f, statuses: { ...f.statuses }, locked: f.locked.map((l) => ({ ...l })) };
}

function cloneForced(f: Record<string, number[]>): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const k in f) out[k] = [...f[k]];
  return out;
}

function outcomeOf(s: DuelState): Outcome | null {
  if (!s.result) return null;
  const scores = [s.fighters[0].hp, s.fighters[1].hp];
  return { winner: s.result.winner, draw: s.result.winner === null, scores, reason: s.result.reason };
}

/** Dice Duel playing `catalog` (the shipped data, or a designer's folder through `withData`). */
export function createDiceDuel(catalog: Catalog): GameModule<DuelTypes> {
  return {
    id: 'dice-duel',
    name: 'Dice Duel',
    description:
      'Hero dice combat: roll five dice up to three times, strike with combos, defend with v1 boards or v2 defense cards.',
    players: 2,
    optionsSchema: optionsSchemaFor(catalog),
    setup: (options, seed, ctx) => setupDuel(catalog, options, seed, ctx),
    toAct: toActSeats,
    legalActions,
    apply: applyAction,
    view: viewOf,
    outcome: outcomeOf,
    describe: describeAction,
    clone: cloneDuel,
    determinize: (view, _viewer, seed) => stateFromView(view, seed, catalog),
    // Dice Duel hides only the future: the generator (and dice forced by a scenario).
    perturbHidden: (s, _viewer, seed) => ({ ...cloneDuel(s), rng: createRng(seed), forced: {} }),
    actionKey: actionKeyOf,
    evaluate: evaluateDuel,
    // MCTS takes the holds the game solves exactly (agents/exact-decider.ts).
    search: {
      ...duelSearch,
      exactDecider: (seed) => createDuelExactDecider(seed, { catalog, apply: applyAction, clone: cloneDuel }),
    },
    // The game's own search (agents/expectimax.ts): exact holds toward a chance of winning.
    agents: {
      expectimax: (seed) => createExpectimaxPolicy(seed, { catalog, apply: applyAction, clone: cloneDuel }),
    },
    report: (s) => reportOf(s),
    metrics: duelMetrics,
    validate: (dir) => loadCatalog(dir ?? catalog.dir).report,
    withData: (dir) => createDiceDuel(requireCatalog(dir)),
    dataDocuments: heroDocuments(catalog, createDiceDuel),
    dataFingerprint: catalog.fingerprint,
    scenarios: scenarioSpec(catalog),
    describeEvent,
    render: renderView,
  };
}

/** The shipped data (data/heroes.json); rules never read it, they read the match's own catalog. */
export const shippedCatalog: Catalog = requireCatalog();

/** Dice Duel with its shipped data. */
export const diceDuel: GameModule<DuelTypes> = createDiceDuel(shippedCatalog);

export type { DuelAction } from './actions.ts';
export type { EffectDef } from './defense/effects/index.ts';
export type { MatcherDef } from './defense/matchers/index.ts';
export { mitigate } from './defense/pipeline.ts';
export type { DefenseResolution, RuleHit } from './defense/resolution.ts';
export { type CardDef, validateDefenseCard } from './defense/validate.ts';
export type { DuelEvent, DuelEventType, EffectResult } from './events.ts';
export { comboMask, combosShown } from './rules/combos.ts';
export type { DuelState } from './state.ts';
export type { DuelTypes } from './types.ts';
export type { AbilityView, DuelView, FighterView } from './view.ts';
export {
  type DuelWordSheet,
  type OutcomeTemplates,
  type SheetHero,
  type SheetRule,
  wordSheet,
} from './words/sheet.ts';
