/**
 * Cases beyond the generic ones: a game that wants another option set
 * measured, or a bench of its own hot path, adds it here, e.g.
 *
 *   ...casesFor(findGame('dice-duel'), { defense: 'v2' }, 'dice-duel (defense v2)'),
 *
 * or spreads a `benchCases` list its package exports.
 *
 * Dice Duel has its floor: the engine against a hand-written mutable loop
 * making the same decisions (floor-dice-duel.ts), run in the same process,
 * in alternating slices so that load from other work falls on both alike.
 */

import { formatEffect, parseEffect, shippedEffectStrings } from '@arbiter/card-kingdoms';
import type { AnyGame } from '@arbiter/core';
import { games as catalog } from '@arbiter/games';
import { mtgCatalog, deckIds as mtgDeckIds } from '@arbiter/mtg';
import { presetChoices } from '@arbiter/pocket';
import { playGame, playUnrecorded, seatAgents } from '@arbiter/sim';
import {
  type BenchCase,
  type Figures,
  type LabeledFigures,
  peakRssMb,
  playFigures,
  playRandomFor,
  RANDOM_PLAY_TABLE,
  randomPlayCase,
} from './cases.ts';
import { playFloorGame } from './floor-dice-duel.ts';

export const FLOOR_TABLE = 'Dice Duel against its floor (same process, alternating slices)';

export const POLICY_TABLE = 'Pocket policies (complete games, one core, two sample decks: mewtwoex vs fire)';

export const GRAMMAR_TABLE = 'Card Kingdoms effect grammar (every string of every table)';

export function extraCases(): BenchCase[] {
  const diceDuel = catalog.find((g) => g.id === 'dice-duel');
  const pocket = catalog.find((g) => g.id === 'pocket');
  const cardKingdoms = catalog.find((g) => g.id === 'card-kingdoms');
  const mtg = catalog.find((g) => g.id === 'mtg');
  return [
    ...(diceDuel ? [floorCase(diceDuel)] : []),
    ...(pocket ? ['random', 'attach-then-attack'].map((kind) => policyCase(pocket, kind)) : []),
    ...(pocket ? ['random', 'attach-then-attack'].map((kind) => currentDecksCase(pocket, kind)) : []),
    ...(cardKingdoms
      ? [randomPlayCase(cardKingdoms, { players: 4 }, 'card-kingdoms (4 players)'), grammarCase()]
      : []),
    ...(mtg
      ? [mtgPairingsCase(mtg, 'mtg (25 pairings)', mtgDeckIds), mtgPairingsCase(mtg, ...sixthDecks())]
      : []),
  ];
}

/** Sixth Edition's presets whose cards all parse (issue 22), with the case's label. */
function sixthDecks(): [string, string[]] {
  const cat = mtgCatalog();
  const decks = cat.deckList
    .filter((d) => d.pool === '6ed' && !d.cards.some((id) => cat.notPlayable?.has(id)))
    .map((d) => d.id);
  return ['mtg (6ED pairings)', decks];
}

/** MTG across every pairing of `decks` (phase 1's 25; Sixth Edition's), an equal share of the budget each. */
function mtgPairingsCase(game: AnyGame, label: string, decks: string[]): BenchCase {
  return {
    id: `random:${label}`,
    table: RANDOM_PLAY_TABLE,
    game: game.id,
    label,
    run(budgetMs): Figures {
      const pairs = decks.flatMap((d1) => decks.map((d2) => ({ deck1: d1, deck2: d2 })));
      playRandomFor(game, pairs[0], Math.min(1000, budgetMs / 10));
      const total = { games: 0, actions: 0, ms: 0 };
      for (const options of pairs) {
        const t = playRandomFor(game, options, budgetMs / pairs.length, total.games);
        total.games += t.games;
        total.actions += t.actions;
        total.ms += t.ms;
      }
      const figures = playFigures(total);
      figures['peak RSS (MB)'] = peakRssMb();
      return figures;
    },
  };
}

/**
 * Complete Pocket games between two agents of one kind through the lean loop
 * (`playUnrecorded`), after a warm-up of a tenth of the budget: the game's
 * own attach-then-attack policy reads a view each decision, random does not.
 */
function policyCase(game: AnyGame, kind: string): BenchCase {
  const options = { deck1: 'mewtwoex', deck2: 'fire' };
  const playFor = (budgetMs: number, first: number): Tally => {
    let games = 0;
    let actions = 0;
    const start = performance.now();
    let now = start;
    while (now - start < budgetMs) {
      const seed = `bench/${first + games}`;
      actions += playUnrecorded(game, options, seed, seatAgents([kind, kind], seed, {}, game)).actions;
      games++;
      now = performance.now();
    }
    return { games, actions, ms: now - start };
  };
  return {
    id: `policy:pocket:${kind}`,
    table: POLICY_TABLE,
    game: game.id,
    label: `pocket ${kind} vs ${kind}`,
    run(budgetMs): Figures {
      const warm = playFor(Math.min(1000, budgetMs / 10), 0);
      const cpu = process.cpuUsage();
      const t = playFor(budgetMs, warm.games);
      const used = process.cpuUsage(cpu);
      const figures = playFigures(t);
      // On a loaded machine wall time counts the waits for a core; CPU time counts only this process's work.
      figures['games per CPU-s'] = Math.round((t.games / ((used.user + used.system) / 1e6)) * 10) / 10;
      figures['peak RSS (MB)'] = peakRssMb();
      return figures;
    },
  };
}

export const CURRENT_TABLE =
  "Pocket on the current decks (complete games, one core, every pairing of the current sets' legal decks)";

/**
 * Complete Pocket games between two agents of one kind over every ordered
 * pairing of the current sets' legal preset decks (issue 21's aim: 25,000
 * attach-then-attack and 6,000 random games/s), an equal share of the budget
 * each, after a warm-up; CPU time beside wall time.
 */
function currentDecksCase(game: AnyGame, kind: string): BenchCase {
  const decks = presetChoices()
    .filter((c) => c.group.startsWith('Current'))
    .map((c) => c.value);
  const pairs = decks.flatMap((d1) =>
    decks.filter((d2) => d2 !== d1).map((d2) => ({ deck1: d1, deck2: d2 })),
  );
  const playFor = (budgetMs: number, first: number): Tally => {
    let games = 0;
    let actions = 0;
    const start = performance.now();
    const share = budgetMs / pairs.length;
    for (const options of pairs) {
      const from = performance.now();
      do {
        const seed = `bench/${first + games}`;
        actions += playUnrecorded(game, options, seed, seatAgents([kind, kind], seed, {}, game)).actions;
        games++;
      } while (performance.now() - from < share);
    }
    return { games, actions, ms: performance.now() - start };
  };
  return {
    id: `current:pocket:${kind}`,
    table: CURRENT_TABLE,
    game: game.id,
    label: `pocket ${kind} vs ${kind} (${decks.length} current decks)`,
    run(budgetMs): Figures {
      const warm = playFor(Math.min(1000, budgetMs / 10), 0);
      const cpu = process.cpuUsage();
      const t = playFor(budgetMs, warm.games);
      const used = process.cpuUsage(cpu);
      const figures = playFigures(t);
      figures['games per CPU-s'] = Math.round((t.games / ((used.user + used.system) / 1e6)) * 10) / 10;
      figures['peak RSS (MB)'] = peakRssMb();
      return figures;
    },
  };
}

/** Parsing all of Card Kingdoms' effect strings (and printing them unified), repeated for the budget. */
function grammarCase(): BenchCase {
  return {
    id: 'grammar:card-kingdoms',
    table: GRAMMAR_TABLE,
    game: 'card-kingdoms',
    label: 'card-kingdoms: parseEffect over all strings',
    budget: 'fixed',
    run(budgetMs): Figures {
      const strings = shippedEffectStrings();
      const start = performance.now();
      let passes = 0;
      let now = start;
      while (now - start < Math.min(budgetMs, 3000)) {
        for (const s of strings) formatEffect(parseEffect(s));
        passes++;
        now = performance.now();
      }
      const msPerPass = (now - start) / passes;
      return {
        strings: strings.length,
        passes,
        'ms per pass (parse + print)': Math.round(msPerPass * 1000) / 1000,
        'µs/string': Math.round((msPerPass * 1000 * 100) / strings.length) / 100,
      };
    },
  };
}

interface Tally {
  games: number;
  actions: number;
  ms: number;
}

/** Random games through the Match-backed `playGame` (what `arbiter sim` runs), for the harness's share. */
function playThroughMatchFor(game: AnyGame, budgetMs: number, first: number): Tally {
  let games = 0;
  let actions = 0;
  const start = performance.now();
  let now = start;
  while (now - start < budgetMs) {
    const seed = `bench/${first + games}`;
    actions += playGame(game, {}, seed, seatAgents(['random', 'random'], seed)).actions;
    games++;
    now = performance.now();
  }
  return { games, actions, ms: now - start };
}

function playFloorFor(budgetMs: number, first: number): Tally {
  let games = 0;
  let actions = 0;
  const start = performance.now();
  let now = start;
  while (now - start < budgetMs) {
    actions += playFloorGame(first + games);
    games++;
    now = performance.now();
  }
  return { games, actions, ms: now - start };
}

function floorCase(game: AnyGame): BenchCase {
  return {
    id: 'floor:dice-duel',
    table: FLOOR_TABLE,
    game: game.id,
    label: 'dice-duel floor',
    run(budgetMs): LabeledFigures[] {
      const slices = 10;
      const slice = budgetMs / slices / 3;
      const contenders: Array<{ label: string; play: (ms: number, first: number) => Tally }> = [
        { label: 'floor: hand-written mutable loop', play: playFloorFor },
        {
          label: 'engine: sim lean loop (playUnrecorded)',
          play: (ms, first) => playRandomFor(game, {}, ms, first),
        },
        {
          label: 'engine: through Match (playGame)',
          play: (ms, first) => playThroughMatchFor(game, ms, first),
        },
      ];
      const totals = contenders.map(() => ({ games: 0, actions: 0, ms: 0 }));
      // A warm-up slice each, not counted; then the slices in turn.
      for (const c of contenders) c.play(Math.min(500, slice), 1_000_000);
      for (let s = 0; s < slices; s++) {
        contenders.forEach((c, i) => {
          const t = c.play(slice, totals[i].games);
          totals[i].games += t.games;
          totals[i].actions += t.actions;
          totals[i].ms += t.ms;
        });
      }
      const floorUs = (totals[0].ms * 1000) / totals[0].actions;
      return contenders.map((c, i) => {
        const figures: Figures = playFigures(totals[i]);
        figures['× floor (µs/action)'] =
          Math.round(((totals[i].ms * 1000) / totals[i].actions / floorUs) * 100) / 100;
        return { label: c.label, figures };
      });
    },
  };
}
