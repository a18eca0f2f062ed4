/**
 * Spell Duel as a kernel game module. `createSpellDuel(catalog)` binds the
 * rules to one catalog (the shipped data or a designer's folder), so nothing
 * reads data through a global: `withData(dir)` is a new module over new data.
 */
import {
  createRng,
  defineMetrics,
  describeWith,
  type GameModule,
  type Histogram,
  histogramAdd,
  histogramMedian,
  mergeHistogram,
  mergeTally,
  seatName,
  shuffleInPlace,
  type Tally,
  tally,
} from '@arbiter/core';
import { type Catalog, loadCatalog } from './data.ts';
import { optionsSchema } from './options.ts';
import { applyAction, legalActionsOf, outcomeOf } from './rules.ts';
import { scenariosFor } from './scenarios.ts';
import { cloneState, type DuelEvent, type DuelState, drawCards, HAND_SIZE, MAX_HEALTH } from './state.ts';
import type { SpellDuelReport, SpellDuelTypes } from './types.ts';
import { determinizeOf, perturbHiddenOf, viewOf } from './view.ts';

interface Totals {
  turns: Histogram;
  cardsPlayed: Tally;
}

export function createSpellDuel(catalog: Catalog): GameModule<SpellDuelTypes> {
  const nameOf = (id: string) => catalog.cards.get(id)?.name ?? id;
  const game: GameModule<SpellDuelTypes> = {
    id: 'spell-duel',
    name: 'Spell Duel',
    description: 'A small card duel from docs/adding-a-game.md: play spells from a hidden hand.',
    players: 2,
    optionsSchema,
    dataFingerprint: catalog.fingerprint,

    setup(options, seed) {
      const rng = createRng(seed);
      const state: DuelState = {
        rng,
        hands: [[], []],
        decks: [0, 1].map(() => shuffleInPlace(rng, [...catalog.deckList])),
        played: [[], []],
        health: [options.startingHealth, options.startingHealth],
        turn: 0,
        turnsTaken: 0,
      };
      for (const seat of [0, 1]) drawCards(state, seat, HAND_SIZE);
      return state;
    },
    toAct: (s) => (outcomeOf(s) ? [] : [s.turn]),
    legalActions: legalActionsOf,
    apply: (s, player, action, ctx) => applyAction(catalog, s, player, action, ctx),
    view: viewOf,
    outcome: outcomeOf,
    describe: (a) => (a.type === 'play' ? `play ${nameOf(a.card)}` : 'pass'),
    describeEvent: describeWith<DuelEvent>({
      played: (e) => `${seatName(e.player)} plays ${nameOf(e.card)}`,
      passed: (e) => `${seatName(e.player)} passes`,
      damaged: (e) => `${seatName(e.player)} takes ${e.amount} damage`,
      healed: (e) => `${seatName(e.player)} heals ${e.amount}`,
      drew: (e) => `${seatName(e.player)} draws ${e.count}`,
    }),
    clone: cloneState,
    perturbHidden: perturbHiddenOf,
    determinize: (view, viewer, seed) => determinizeOf(catalog.deckList, view, viewer, seed),
    evaluate: (s, p) => (s.health[p] - s.health[1 - p]) / MAX_HEALTH,
    report: (s): SpellDuelReport => ({
      turns: s.turnsTaken,
      cardsPlayed: s.played[0].length + s.played[1].length,
    }),
    metrics: defineMetrics<SpellDuelReport, Totals>({
      init: () => ({ turns: {}, cardsPlayed: {} }),
      add(acc, report) {
        histogramAdd(acc.turns, report.turns);
        tally(acc.cardsPlayed, 'all', report.cardsPlayed);
      },
      merge(into, other) {
        mergeHistogram(into.turns, other.turns);
        mergeTally(into.cardsPlayed, other.cardsPlayed);
      },
      finish: (acc) => ({ medianTurns: histogramMedian(acc.turns), cardsPlayed: acc.cardsPlayed.all ?? 0 }),
    }),
    withData: (dir) => createSpellDuel(loadCatalog(dir)),
    render(v) {
      const hand = v.hand ? v.hand.map(nameOf).join(', ') : `${v.handSizes.join('/')} cards`;
      return `health ${v.health.join(' : ')}  turn: seat ${v.turn}  hand: ${hand}`;
    },
  };
  game.scenarios = scenariosFor(catalog);
  return game;
}

/** The game over the shipped data. */
export const spellDuel = createSpellDuel(loadCatalog());
