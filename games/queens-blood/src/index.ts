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
import { actionAt, actionCount, actionKey, legalActions, type QBAction } from './actions.ts';
import { tileIndex } from './board.ts';
import type { Catalog } from './catalog-types.ts';
import { type LoadedData, loadRaw, readDataDir, shippedRaw } from './data.ts';
import { determinizeView, perturbHidden } from './determinize.ts';
import { qbDocuments } from './documents.ts';
import { describeEvent } from './events.ts';
import { qbMetrics, reportGame } from './metrics.ts';
import { makeOptionsSchema } from './options.ts';
import { renderView } from './render.ts';
import { applyAction, setupState } from './rules.ts';
import { scenarioSpec } from './scenario.ts';
import { scoreTotals } from './scoring.ts';
import { cloneState, type QBState } from './state.ts';
import type { QBTypes } from './types.ts';
import { validateData } from './validate.ts';
import { cardTexts } from './view/card-text.ts';
import { redactionCheck, viewState } from './view.ts';
import { LANE_NAMES, type Side } from './vocabulary.ts';

export type { QBEvent } from './events.ts';
export type { QBOptions } from './options.ts';
export type { QBTypes } from './types.ts';
export { cardText, cardTexts, cardTextVocabulary, effectText } from './view/card-text.ts';
export type { QBView } from './view.ts';
export type { QBAction, QBState };

/** Outcome reasons by end reason, made once (searches ask for outcomes in every rollout). */
const reasons = new Map<string | null, { draw: string; win: string }>();

function reasonsFor(endReason: string | null): { draw: string; win: string } {
  let r = reasons.get(endReason);
  if (r === undefined) {
    r = { draw: `equal scores after ${endReason}`, win: `higher score after ${endReason}` };
    if (reasons.size < 64) reasons.set(endReason, r);
  }
  return r;
}

function outcomeOf(cat: Catalog, s: QBState): Outcome | null {
  if (s.phase !== 'over') return null;
  const total = scoreTotals(s, cat);
  const scores: number[] = total; // a new array, the outcome's own
  const reason = reasonsFor(s.endReason);
  if (total[0] === total[1]) return { winner: null, draw: true, scores, reason: reason.draw };
  const winner = total[0] > total[1] ? 0 : 1;
  return { winner, draw: false, scores, reason: reason.win };
}

/** `viewer` undefined: the acting player's own text; anyone else learns only what is public. */
function describeAction(cat: Catalog, a: QBAction, s: QBState, viewer?: number | null): string {
  // A mulligan's actor owns the cards it puts back (either side may mulligan first).
  const actor =
    a.type === 'mulligan' && a.replace.length > 0 ? (s.cards[a.replace[0]]?.side ?? s.turn) : s.turn;
  const forActor = viewer === undefined || viewer === actor;
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

/** Who is to act, shared lists (callers never modify them). */
const NOBODY: PlayerId[] = [];
const TO_ACT: PlayerId[][] = [[0], [1]];
const BOTH: PlayerId[] = [0, 1];

/**
 * Who owes a decision: during the mulligan every side that has not taken
 * its one mulligan (either may go first; the side named by `turn` is listed
 * first), then the side whose turn it is.
 */
function toAct(s: QBState): PlayerId[] {
  if (s.phase === 'over') return NOBODY;
  if (s.phase === 'mulligan' && !s.mulliganed[0] && !s.mulliganed[1])
    return s.turn === 0 ? BOTH : BOTH_P2_FIRST;
  return TO_ACT[s.turn];
}
const BOTH_P2_FIRST: PlayerId[] = [1, 0];

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
    toAct: (s) => toAct(s),
    legalActions: (s, p) => legalActions(s, cat, p as Side),
    actionCount: (s, p) => actionCount(s, cat, p as Side),
    actionAt: (s, p, i) => actionAt(s, cat, p as Side, i),
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
      const total = scoreTotals(s, cat);
      return Math.tanh((total[p] - total[1 - p]) / 12);
    },
    report: (s) => reportGame(s, cat),
    metrics: qbMetrics(cat),
    validate: (dataDir) => validateData(dataDir),
    withData: (dir) => createQueensBlood(loadRaw(readDataDir(dir))),
    dataDocuments: qbDocuments(data.raw, createQueensBlood),
    dataFingerprint: data.fingerprint,
    scenarios: scenarioSpec(cat),
    render: (view, viewer) => renderView(cat, view, viewer),
  };
}

const shipped = loadRaw(shippedRaw);

/** Queen's Blood on its shipped data. */
export const queensBlood = createQueensBlood(shipped);

/** Every shipped card with its ability in words (the web board's card sheet is generated from it). */
export const shippedCardTexts = () => cardTexts(shipped.catalog);

/** The conformance suite's redaction check for the shipped game. */
export const assertRedacted = redactionCheck(shipped.catalog);
