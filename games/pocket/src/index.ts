/**
 * Pokémon TCG Pocket (every set to B4) as an Arbiter game module. Card
 * behaviour comes from data/cards.json (texts mapped to registered effect
 * types); persistent effects live on the kernel's effect store. See
 * README.md for the rules decisions and the scenario format.
 */
import type { GameModule, GameTypes, Outcome } from '@arbiter/core';
import { attachThenAttack } from './agents/attach-then-attack.ts';
import { pocketSearch } from './agents/search.ts';
import { catalog, loadCatalog } from './data/catalog.ts';
import { checkDeckText } from './data/deck-check.ts';
import { type Deck, resolveDeck } from './data/decks.ts';
import { pocketDocuments, pocketWithData } from './data/documents.ts';
import { describeAction } from './describe.ts';
import { determinizeView, perturbHidden } from './determinize.ts';
import { evaluatePosition } from './evaluate.ts';
import { describeEvent, type Emit, type PocketEvent } from './events.ts';
import { type PocketReport, pocketMetrics, reportOf } from './metrics.ts';
import { optionsSchema, type PocketOptions } from './options.ts';
import {
  actionKeyOf,
  applyAction,
  legalActions,
  legalActionsOf,
  type PocketAction,
  settle,
} from './rules/actions.ts';
import { newGame } from './rules/setup.ts';
import { pocketScenarios } from './scenario.ts';
import { cloneState, type PocketState, type Side } from './state.ts';
import { validateData } from './validate.ts';
import { type PocketView, viewOf, viewPartOf } from './view.ts';

export type { PocketAction, PocketEvent, PocketOptions, PocketReport, PocketState, PocketView };

export interface PocketTypes extends GameTypes {
  state: PocketState;
  action: PocketAction;
  view: PocketView;
  options: PocketOptions;
  event: PocketEvent;
  report: PocketReport;
}

function outcomeOf(s: PocketState): Outcome | null {
  if (!s.result) return null;
  const scores = [s.sides[0].points, s.sides[1].points];
  return { winner: s.result.winner, draw: s.result.winner === null, scores, reason: s.result.reason };
}

/**
 * The decks an options object names, resolved once per object and deck
 * specs: a batch sets up every game from one parsed options object, and
 * resolving reads no file (presets and inline decks only), so the same specs
 * always name the same decks. Read only, like the presets.
 */
const decksByOptions = new WeakMap<PocketOptions, { specs: [unknown, unknown]; decks: [Deck, Deck] }>();

function decksOf(options: PocketOptions): [Deck, Deck] {
  const kept = decksByOptions.get(options);
  if (kept !== undefined && kept.specs[0] === options.deck1 && kept.specs[1] === options.deck2)
    return kept.decks;
  const decks: [Deck, Deck] = [resolveDeck(options.deck1, 'deck1'), resolveDeck(options.deck2, 'deck2')];
  decksByOptions.set(options, { specs: [options.deck1, options.deck2], decks });
  return decks;
}

export function setupPocket(options: PocketOptions, seed: string, emit?: Emit): PocketState {
  const s = newGame(decksOf(options), seed, options.turnLimit, emit);
  settle(s, emit);
  return s;
}

/** Shared answers of `toAct` (callers read them, never change them). */
const NOBODY: number[] = [];
const SEAT: number[][] = [[0], [1]];

export const pocket: GameModule<PocketTypes> = {
  id: 'pocket',
  name: 'Pokémon TCG Pocket',
  description:
    'Pokémon TCG Pocket, every set from Genetic Apex to B4 (3,761 cards): Energy Zone, 3-point wins, card texts mapped to registered effect types on the active-effects system (`arbiter validate pocket` lists the texts not mapped yet).',
  players: 2,
  optionsSchema,
  setup: (options, seed, ctx) => setupPocket(options, seed, ctx?.emit),
  toAct: (s) => (s.stage === 'over' ? NOBODY : SEAT[s.pending ? s.pending.player : s.current]),
  legalActions: (s, p) => legalActions(s, p as Side),
  legalActionsOf: (s, p, types) => legalActionsOf(s, p as Side, types),
  apply: (s, p, a, ctx) => applyAction(s, p as Side, a, ctx?.emit),
  view: (s, viewer) => viewOf(s, viewer as Side | null),
  viewPart: (s, viewer, part) => viewPartOf(s, viewer as Side | null, part),
  outcome: outcomeOf,
  describe: describeAction,
  describeEvent,
  clone: cloneState,
  actionKey: (a) => actionKeyOf(a),
  determinize: (view, viewer, seed) => determinizeView(view, viewer as Side, seed),
  perturbHidden: (s, viewer, seed) => perturbHidden(s, viewer as Side, seed),
  evaluate: (s, p) => evaluatePosition(s, p as Side),
  search: pocketSearch,
  report: (s) => reportOf(s),
  metrics: pocketMetrics,
  validate: (dataDir) => validateData(dataDir),
  checkDeck: (text, file, dataDir) => checkDeckText(text, file, dataDir ? loadCatalog(dataDir) : catalog()),
  scenarios: pocketScenarios,
  agents: { 'attach-then-attack': () => attachThenAttack() },
  // Random Pocket games end in draws at the turn cap about 98% of the time: sim plays the sensible policy.
  simAgent: 'attach-then-attack',
  get dataFingerprint() {
    return catalog().fingerprint;
  },
  // A Lab variant: the card file changed in memory, played with its own cards (data/documents.ts).
  dataDocuments: pocketDocuments(() => pocket),
  withData: (dir) => pocketWithData(pocket, dir),
};

// Deck lists and the card pool, for tools that build decks (the web Lab).
export { catalog as pocketCatalog, isBasicPokemon } from './data/catalog.ts';
export { type Deck, DeckError, parseDeck, presetChoices, presetDecks } from './data/decks.ts';
export { energyNames, energyTypes } from './data/schema.ts';
