/**
 * Magic: The Gathering phase-1 as an Arbiter game module. Card behaviour
 * comes from the oracle text, parsed into rules blocks (src/cards/parser);
 * the engine (src/engine) plays them. See README.md.
 */
import type { GameModule, GameReport, GameTypes, Outcome } from '@arbiter/core';
import { z } from 'zod';
import { mtgSearch } from './agents/search.ts';
import { catalog, loadPools } from './cards/catalog.ts';
import { checkDeckList, deckSpecProblem, MAX_DECK_TEXT } from './cards/decks.ts';
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

/** Phase 1's five decks' ids, in data order (the other pools' presets: `mtgCatalog().pools`). */
export const deckIds: string[] = catalog()
  .deckList.filter((d) => d.pool === 'phase1')
  .map((d) => d.id);

/** Every preset for the lobby's picker, grouped by its pool ("Phase 1", "Sixth Edition"). */
function deckPresets() {
  const cat = catalog();
  const poolName = new Map((cat.pools ?? []).map((p) => [p.id, p.name]));
  return cat.deckList.map((d) => ({
    value: d.id,
    label: d.name,
    group: poolName.get(d.pool ?? '') ?? 'Presets',
    ...(d.cards.some((id) => cat.notPlayable?.has(id))
      ? { description: 'Not playable yet: some cards do not parse' }
      : {}),
  }));
}

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
      `Player ${seat + 1}'s deck: a preset id (data/decks.json, data/6ed/decks.json; "red-burn" is red_burn), a deck list's text ("4 Lightning Bolt" lines, the cards of one pool), or its JSON { name?, cards }; never a path`,
    )
    .meta({ title: `Player ${seat + 1}'s deck`, deckPicker: { presets: deckPresets(), random: [] } });
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
  name: 'Magic: The Gathering',
  description:
    "Two-player Magic with cards parsed from oracle text: phase 1's 125 cards and five mono-colour decks, and Sixth Edition's 335 cards and 26 decks.",
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
  checkDeck: (text, _file, dataDir) => checkDeckList(text, dataDir ? loadPools(dataDir) : catalog()),
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
export {
  type CardDef,
  catalog as mtgCatalog,
  type DeckDef,
  type PoolDef as MtgPool,
  poolOf as mtgPool,
} from './cards/catalog.ts';
export {
  checkDeckList as checkMtgDeckList,
  DeckError,
  type DeckSpec,
  poolProblems as mtgPoolProblems,
  resolveDeck as resolveMtgDeck,
} from './cards/decks.ts';
