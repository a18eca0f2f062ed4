/**
 * Valeria: Card Kingdoms as a GameModule for 1 to 5 players (base game).
 */
import type { GameModule } from '@arbiter/core';
import { ckActionKey } from './action-key.ts';
import { ckSearch } from './agents/search.ts';
import { cloneState } from './clone.ts';
import type { Catalog } from './data/cards.ts';
import { catalogOf } from './data/catalog.ts';
import { tableDocuments } from './data/documents.ts';
import { effectSites, loadTables } from './data/load.ts';
import { describeAction } from './describe.ts';
import { evaluateState } from './evaluate.ts';
import { describeEvent } from './events/words.ts';
import { ckMetrics, reportOf } from './metrics.ts';
import { advance, applyAction } from './rules/flow.ts';
import { outcomeOf } from './rules/score.ts';
import { scenarioSpec } from './scenario.ts';
import { type CkOptions, optionsSchema, setupGame } from './setup.ts';
import type { CkAction, CkState } from './state.ts';
import type { CkTypes } from './types.ts';
import { validateData, validateTables } from './validate.ts';
import {
  citizenWords,
  domainWords,
  dukeWords,
  monsterWords,
  nobleWords,
  relicWords,
} from './view/card-text.ts';
import { type CkView, stateFromView, viewOf } from './view.ts';
import { resourceName } from './words/phrasing.ts';

/** Who is to act, as shared read-only lists (asked before every action). */
const NOBODY: number[] = [];
const SEATS: number[][] = [[0], [1], [2], [3], [4]];

/** The game on `cat`; the shipped game also offers its tables as documents, for the Lab's variants. */
export function makeCardKingdoms(cat: Catalog, shipped = false): GameModule<CkTypes> {
  const game: GameModule<CkTypes> = {
    id: 'card-kingdoms',
    name: 'Valeria: Card Kingdoms',
    description:
      'Roll two dice and harvest from every citizen whose number comes up; hire citizens, slay monsters and build domains; the most VP with your secret duke wins. 1 to 5 players.',
    players: 2,
    seatRange: [1, 5],
    seats: (options) => options.players,
    optionsSchema,
    setup: (options, seed, ctx) => setupGame(cat, options, seed, ctx?.emit ?? null),
    toAct: (s) =>
      s.step === 'over' || !s.pending ? NOBODY : (SEATS[s.pending.player] ?? [s.pending.player]),
    legalActions: (s, p) =>
      s.step !== 'over' && s.pending && s.pending.player === p ? s.pending.options : [],
    apply(s, p, a, ctx) {
      applyAction(cat, s, p, a, ctx?.emit ?? null);
      return s;
    },
    view: viewOf,
    outcome: (s) => outcomeOf(cat, s),
    describe: (a, s, viewer) => describeAction(cat, a, s, viewer),
    describeEvent,
    clone: cloneState,
    determinize: (view, viewer, seed) => stateFromView(cat, view, viewer, seed),
    perturbHidden: (state, viewer, seed) => stateFromView(cat, viewOf(state, viewer), viewer, seed),
    evaluate: (s, p) => evaluateState(cat, s, p),
    search: ckSearch(cat),
    actionKey: ckActionKey,
    report: (s) => reportOf(cat, s),
    metrics: ckMetrics,
    validate: (dir) => validateData(dir),
    withData: (dir) => makeCardKingdoms(catalogOf(dir)),
    dataFingerprint: cat.fingerprint,
    scenarios: scenarioSpec(cat),
  };
  if (shipped) game.dataDocuments = tableDocuments((changed) => makeCardKingdoms(changed), validateTables);
  return game;
}

export const cardKingdoms = makeCardKingdoms(catalogOf(), true);
export type { CkEvent } from './events/events.ts';
export { formatEffect } from './grammar/format.ts';
export { parseEffect } from './grammar/parse.ts';
export type { CkTypes } from './types.ts';
export {
  citizenWords,
  domainWords,
  dukeWords,
  effectWords,
  monsterWords,
  nobleWords,
  relicWords,
} from './view/card-text.ts';
export type { CkAction, CkOptions, CkState, CkView };
export { advance };

/** Every effect string of the shipped tables (for benches and tools). */
export function shippedEffectStrings(): string[] {
  return effectSites(loadTables()).map((s) => s.text);
}

/** What a board needs to draw cards by row index (names, costs, icons): the web's card sheet. */
export function cardSheet(cat: Catalog = catalogOf()) {
  const roles = (r: { shadow: number; holy: number; soldier: number; worker: number }) =>
    (['shadow', 'holy', 'soldier', 'worker'] as const).flatMap((k) => Array<string>(r[k]).fill(k));
  return {
    citizens: cat.citizens.map((c) => ({
      name: c.name,
      cost: c.cost,
      rolls: c.rolls,
      roles: roles(c.roles),
      ...citizenWords(c),
    })),
    starters: cat.starters.map((c) => ({
      name: c.name,
      rolls: c.rolls,
      roles: roles(c.roles),
      ...citizenWords(c),
    })),
    domains: cat.domains.map((d) => ({
      name: d.name,
      cost: d.cost,
      vp: d.vp,
      roles: roles(d.roles),
      text: d.text,
      ...domainWords(d),
    })),
    monsters: cat.monsters.map((m) => ({
      name: m.name,
      area: m.area,
      type: m.type,
      strength: m.strength,
      magic: m.magic,
      vp: m.vp,
      ...monsterWords(m),
    })),
    dukes: cat.dukes.map((d) => ({ name: d.name, scoring: dukeWords(d) })),
    nobles: cat.nobles.map((n) => ({ name: n.name, scoring: nobleWords(n) })),
    relics: cat.relics.map((r) => ({ name: r.name, text: relicWords(r) })),
    /** What the board calls each resource a player holds (`3 gold`, `2 maps`). */
    resources: {
      g: resourceName('g'),
      s: resourceName('s'),
      m: resourceName('m'),
      v: resourceName('v'),
      p: resourceName('p'),
      t: resourceName('t'),
    },
  };
}
export type CardSheet = ReturnType<typeof cardSheet>;
