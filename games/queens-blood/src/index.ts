/**
 * Queen's Blood as an Arbiter game module. All card behaviour comes from the
 * card DB and the qb_effects v1.1 registry in data/; see README.md for the
 * rules and the decisions taken where the sources are silent.
 */
import {
  type GameEvent,
  type GameModule,
  type GameReport,
  type GameTypes,
  type Outcome,
  type PlayerId,
  reportsInMemory,
} from '@arbiter/core';
import { tileIndex } from './board.ts';
import { catalog } from './data.ts';
import { determinizeView, perturbHidden } from './determinize.ts';
import { reportGame, summarizeReports } from './metrics.ts';
import { optionsSchema, type QBOptions } from './options.ts';
import { renderView } from './render.ts';
import { applyAction, legalActions, type QBAction, setupState } from './rules.ts';
import { runScenario } from './scenario.ts';
import { scoreBoard } from './scoring.ts';
import { cloneState, type QBState } from './state.ts';
import { validateData } from './validate.ts';
import { type QBView, viewState } from './view.ts';
import { LANE_NAMES, type Side } from './vocabulary.ts';

export { cardText, effectText, shippedCardTexts } from './view/card-text.ts';
export { assertRedacted } from './view.ts';
export type { QBAction, QBOptions, QBState, QBView };

function outcomeOf(s: QBState): Outcome | null {
  if (s.phase !== 'over') return null;
  const { total } = scoreBoard(s, catalog());
  const scores = [total[0], total[1]];
  if (total[0] === total[1])
    return { winner: null, draw: true, scores, reason: `equal scores after ${s.endReason}` };
  const winner = total[0] > total[1] ? 0 : 1;
  return { winner, draw: false, scores, reason: `higher score after ${s.endReason}` };
}

/** `viewer` undefined: the acting player's own text; anyone else learns only what is public. */
function describeAction(a: QBAction, s: QBState, viewer?: number | null): string {
  const forActor = viewer === undefined || viewer === s.turn;
  const cat = catalog();
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

/** The types Queen's Blood is made of. */
export interface QBTypes extends GameTypes {
  state: QBState;
  action: QBAction;
  view: QBView;
  options: QBOptions;
  event: GameEvent;
  report: GameReport;
}

export const queensBlood: GameModule<QBTypes> = {
  id: 'queens-blood',
  name: "Queen's Blood",
  description:
    'The card battle of Final Fantasy VII Rebirth: 3 lanes, pawns and ranks, 164 cards on the qb effects registry v1.1.',
  players: 2,
  optionsSchema,
  setup: (options, seed) => setupState(optionsSchema.parse(options ?? {}), seed),
  toAct: (s) => (s.phase === 'over' ? [] : [s.turn]),
  legalActions: (s, p) => legalActions(s, p as Side),
  apply: (s, p, a, ctx) => applyAction(s, p as Side, a, ctx?.emit),
  view: (s, viewer) => viewState(s, viewer),
  outcome: outcomeOf,
  describe: describeAction,
  clone: cloneState,
  actionKey: (a) => {
    if (a.type === 'play') return `p${a.card}:${a.lane}:${a.col}`;
    if (a.type === 'pass') return 'pass';
    if (a.type === 'mulligan' && Array.isArray(a.replace))
      return `m${[...a.replace].sort((x, y) => x - y).join(',')}`;
    return JSON.stringify(a);
  },
  determinize: (view, viewer, seed) => determinizeView(view, viewer as Side, seed),
  perturbHidden: (s, viewer, seed) => perturbHidden(s, viewer as Side, seed),
  evaluate: (s, p: PlayerId) => {
    const { total } = scoreBoard(s, catalog());
    return Math.tanh((total[p] - total[1 - p]) / 12);
  },
  report: (s) => reportGame(s),
  metrics: reportsInMemory(summarizeReports),
  validate: (dataDir) => validateData(dataDir),
  scenario: (input, source) => runScenario(input, source),
  render: (view, viewer) => renderView(view, viewer),
};
