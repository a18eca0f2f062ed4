/**
 * Magic: The Gathering phase-1 as an Arbiter game module. Card behaviour
 * comes from the oracle text, parsed into rules blocks (src/cards/parser);
 * the engine (src/engine) plays them. See README.md.
 */
import type { GameModule, GameReport, GameTypes, Outcome } from '@arbiter/core';
import { z } from 'zod';
import { mtgSearch } from './agents/search.ts';
import { catalog } from './cards/catalog.ts';
import { deckSpecProblem, MAX_DECK_TEXT } from './cards/decks.ts';
import { mtgDocuments, mtgWithData } from './data-documents.ts';
import { describeAction } from './describe.ts';
import { determinizePublic, evaluateState } from './determinize.ts';
import { recording } from './engine/event-sink.ts';
import {
  actionAt,
  actionCount,
  applyAction,
  legalActions,
  type MtgAction,
  type MtgOptions,
  setupState,
  toAct,
} from './engine/rules.ts';
import { cloneState, type MtgState, type Seat } from './engine/state.ts';
import { describeEvent, type MtgEvent } from './events.ts';
import { perturbHidden } from './hidden.ts';
import { normalizeMtgAction } from './normalize.ts';
import { renderView } from './render.ts';
import { mtgScenarios } from './scenario.ts';
import { playableShippedData, validateMtg } from './validate.ts';
import { type MtgView, viewState } from './view.ts';

export {
  actionFromSchema,
  actionSchema,
  type SchemaActionType,
  type SchemaAnswer,
  type SchemaEntry,
  type SchemaTarget,
  surfaceLegalActions,
} from './action-surface.ts';
export type { MtgAction, MtgEvent, MtgOptions, MtgState, MtgView };

const deckList = () => catalog().deckList.map((d) => d.id);

/** The five decks' ids, in data order. */
export const deckIds: string[] = deckList();

const deckJson = z.strictObject({
  name: z.string().max(40).optional(),
  cards: z.array(z.string().max(60)).max(250),
});

function deckOption(seat: number, preset: string) {
  const what = `deck${seat + 1}`;
  return z
    .union([z.string().min(1).max(MAX_DECK_TEXT), deckJson], {
      error: `a deck is a preset id, a deck list's text (at most ${MAX_DECK_TEXT} characters) or its JSON { name?, cards }`,
    })
    .superRefine((spec, ctx) => {
      // Text the union already refused (empty, too long) is not read again.
      if (typeof spec === 'string' && (spec.length === 0 || spec.length > MAX_DECK_TEXT)) return;
      const problem = deckSpecProblem(spec, what);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .default(preset)
    .describe(
      `Player ${seat + 1}'s deck: a preset id (data/decks.json), a deck list's text ("4 Lightning Bolt" lines), or its JSON { name?, cards }; never a path`,
    );
}

export const optionsSchema = z
  .object({
    deck1: deckOption(0, 'glorious_combat'),
    deck2: deckOption(1, 'draconic_fury'),
    maxTurns: z.number().int().min(1).max(1000).default(200),
    autoPass: z.boolean().default(true),
  })
  .strict();

export interface MtgTypes extends GameTypes {
  state: MtgState;
  action: MtgAction;
  view: MtgView;
  options: MtgOptions;
  event: MtgEvent;
  report: GameReport;
}

function outcomeOf(s: MtgState): Outcome | null {
  if (s.winner !== null) return { winner: s.winner, draw: false, reason: s.endReason ?? 'win' };
  if (s.draw) return { winner: null, draw: true, reason: s.endReason ?? 'draw' };
  return null;
}

export const mtg: GameModule<MtgTypes> = {
  id: 'mtg',
  name: 'Magic: The Gathering (phase 1)',
  description: 'Two-player Magic with 125 cards parsed from oracle text and five mono-colour 60-card decks.',
  players: 2,
  optionsSchema,
  setup: (o, seed, ctx) => recording(ctx?.emit, () => setupState(o, seed)),
  toAct: (s) => toAct(s),
  legalActions: (s, p) => legalActions(s, p as Seat),
  actionCount: (s, p) => actionCount(s, p as Seat),
  actionAt: (s, p, i) => actionAt(s, p as Seat, i),
  apply: (s, p, a, ctx) => recording(ctx?.emit, () => applyAction(s, p as Seat, a)),
  describeEvent,
  view: (s, viewer) => viewState(s, viewer as Seat | null),
  outcome: outcomeOf,
  describe: describeAction,
  clone: cloneState,
  perturbHidden: (s, viewer, seed) => perturbHidden(s, viewer as Seat, seed),
  determinize: (view, _viewer, seed) => determinizePublic(view.known, seed),
  evaluate: (s, p) => evaluateState(s, p as Seat),
  search: mtgSearch,
  validate: (dataDir) => validateMtg(dataDir),
  scenarios: mtgScenarios,
  render: (view, viewer) => renderView(view, viewer),
  normalizeAction: (candidate, view, legal) => normalizeMtgAction(candidate, view, legal),
  // The shipped data checked once at import (schemas, parse, every rules block against the vocabulary's
  // schemas, coverage): a card that does not fit stops the game loading. The vocabulary check runs inside
  // it, not again beside it, as it is the costliest part of start-up.
  dataFingerprint: playableShippedData(),
  // Other data: a folder (`--data`), or a Lab variant's documents changed in memory (data-documents.ts).
  withData: (dir) => mtgWithData(mtg, dir),
  dataDocuments: mtgDocuments(() => mtg),
};

// The card pool and the preset decks, for tools that build decks (the web Lab).
export { type CardDef, catalog as mtgCatalog, type DeckDef } from './cards/catalog.ts';
export { DeckError, type DeckSpec, resolveDeck as resolveMtgDeck } from './cards/decks.ts';
