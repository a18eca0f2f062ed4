/**
 * Queen's Blood as an Arbiter game module. All card behaviour comes from the
 * card DB and the qb_effects v1.1 registry in data/; see README.md for the
 * rules and the decisions taken where the sources are silent.
 *
 * The module is built on a catalog (`createQueensBlood`): the shipped one is
 * `queensBlood`, and `withData(dir)` builds the same game on a designer's
 * data, so `arbiter sim queens-blood --data DIR` plays it.
 */
import type { GameModule, Outcome, PlayerId } from '@arbiter/core';
import { tileIndex } from './board.ts';
import type { Catalog } from './catalog-types.ts';
import { type LoadedData, loadRaw, readDataDir, shippedRaw } from './data.ts';
import { determinizeView, perturbHidden } from './determinize.ts';
import { describeEvent } from './events.ts';
import { qbMetrics, reportGame } from './metrics.ts';
import { makeOptionsSchema } from './options.ts';
import { renderView } from './render.ts';
import { applyAction, legalActions, type QBAction, setupState } from './rules.ts';
import { scenarioSpec } from './scenario.ts';
import { scoreBoard } from './scoring.ts';
import { cloneState, type QBState } from './state.ts';
import type { QBTypes } from './types.ts';
import { validateData } from './validate.ts';
import { redactionCheck, viewState } from './view.ts';
import { LANE_NAMES, type Side } from './vocabulary.ts';

export type { QBEvent } from './events.ts';
export type { QBOptions } from './options.ts';
export type { QBTypes } from './types.ts';
export type { QBView } from './view.ts';
export type { QBAction, QBState };

function outcomeOf(cat: Catalog, s: QBState): Outcome | null {
  if (s.phase !== 'over') return null;
  const { total } = scoreBoard(s, cat);
  const scores = [total[0], total[1]];
  if (total[0] === total[1])
    return { winner: null, draw: true, scores, reason: `equal scores after ${s.endReason}` };
  const winner = total[0] > total[1] ? 0 : 1;
  return { winner, draw: false, scores, reason: `higher score after ${s.endReason}` };
}

/** `viewer` undefined: the acting player's own text; anyone else learns only what is public. */
function describeAction(cat: Catalog, a: QBAction, s: QBState, viewer?: number | null): string {
  const forActor = viewer === undefined || viewer === s.turn;
  const name = (uid: number) => (s.cards[uid] ? cat.cards[s.cards[uid].card].name : `card ${uid}`);
  switch (a.type) {
    case 'pass':
      return 'pass';
    case 'mulligan':
      if (a.replace.length === 0) return 'keep the opening hand';
      // Which cards went back is hidden from everyone but their owner.
      if (!forActor) return `mulligan ${a.replace.length} card${a.replace.length === 1 ? '' : 's'}`;
      return `mulligan ${a.replace.map(name).join(', ')}`;
    case 'play': {
      const t = s.tiles[tileIndex(a.lane, a.col)];
      const replacing = t && t.card >= 0 ? ` replacing ${name(t.card)}` : '';
      return `play ${name(a.card)} to ${LANE_NAMES[a.lane] ?? a.lane} column ${a.col + 1}${replacing}`;
    }
  }
}

function actionKey(a: QBAction): string {
  if (a.type === 'play') return `p${a.card}:${a.lane}:${a.col}`;
  if (a.type === 'pass') return 'pass';
  if (a.type === 'mulligan' && Array.isArray(a.replace))
    return `m${[...a.replace].sort((x, y) => x - y).join(',')}`;
  return JSON.stringify(a);
}

/** Queen's Blood playing the data in `data`. */
export function createQueensBlood(data: LoadedData): GameModule<QBTypes> {
  const cat = data.catalog;
  return {
    id: 'queens-blood',
    name: "Queen's Blood",
    description:
      'The card battle of Final Fantasy VII Rebirth: 3 lanes, pawns and ranks, 164 cards on the qb effects registry v1.1.',
    players: 2,
    optionsSchema: makeOptionsSchema(cat),
    setup: (options, seed) => setupState(cat, options, seed),
    toAct: (s) => (s.phase === 'over' ? [] : [s.turn]),
    legalActions: (s, p) => legalActions(s, cat, p as Side),
    apply: (s, p, a, ctx) => applyAction(s, cat, p as Side, a, ctx?.emit),
    view: (s, viewer) => viewState(s, cat, viewer),
    outcome: (s) => outcomeOf(cat, s),
    describe: (a, s, viewer) => describeAction(cat, a, s, viewer),
    clone: cloneState,
    describeEvent,
    actionKey,
    determinize: (view, viewer, seed) => determinizeView(cat, view, viewer as Side, seed),
    perturbHidden: (s, viewer, seed) => perturbHidden(s, viewer as Side, seed),
    evaluate: (s, p: PlayerId) => {
      const { total } = scoreBoard(s, cat);
      return Math.tanh((total[p] - total[1 - p]) / 12);
    },
    report: (s) => reportGame(s, cat),
    metrics: qbMetrics(cat),
    validate: (dataDir) => validateData(dataDir),
    withData: (dir) => createQueensBlood(loadRaw(readDataDir(dir))),
    dataFingerprint: data.fingerprint,
    scenarios: scenarioSpec(cat),
    render: (view, viewer) => renderView(cat, view, viewer),
  };
}

const shipped = loadRaw(shippedRaw);

/** Queen's Blood on its shipped data. */
export const queensBlood = createQueensBlood(shipped);

/** The conformance suite's redaction check for the shipped game. */
export const assertRedacted = redactionCheck(shipped.catalog);
