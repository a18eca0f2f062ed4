/**
 * Magic: The Gathering phase-1 as an Arbiter game module. Card behaviour
 * comes from the oracle text, parsed into rules blocks (src/cards/parser);
 * the engine (src/engine) plays them. See README.md.
 */
import type { GameModule, GameReport, GameTypes, Outcome } from '@arbiter/core';
import { z } from 'zod';
import { mtgSearch } from './agents/search.ts';
import { catalog } from './cards/catalog.ts';
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

export const optionsSchema = z
  .object({
    deck1: z.string().default('glorious_combat'),
    deck2: z.string().default('draconic_fury'),
    maxTurns: z.number().int().min(1).max(1000).default(200),
    autoPass: z.boolean().default(true),
  })
  .strict()
  .superRefine((o, ctx) => {
    for (const k of ['deck1', 'deck2'] as const)
      if (!deckList().includes(o[k]))
        ctx.addIssue({
          code: 'custom',
          path: [k],
          message: `unknown deck '${o[k].length > 40 ? `${o[k].slice(0, 40)}…` : o[k]}' (known: ${deckList().join(', ')})`,
        });
  });

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
};

// The card pool and the preset decks, for tools that build decks (the web Lab).
export { type CardDef, catalog as mtgCatalog, type DeckDef } from './cards/catalog.ts';
