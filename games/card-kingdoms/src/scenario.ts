/**
 * The scenario format (run by the kernel's harness; see the README):
 *
 *   "setup": {
 *     "players": [ { "g": 2, "s": 0, "m": 0, "v": 0,
 *                    "starters": ["Peasant", "Knight"], "citizens": ["Merchant"],
 *                    "domains": ["Foxgrove Palisade"], "monsters": ["Goblin"],
 *                    "duke": "Cornelius the Dreamer" }, … ],
 *     "citizenStacks": [ { "rolls": [1], "cards": ["Cleric", "Cleric"] }, … ],   bottom to top
 *     "monsterAreas":  [ { "area": "Hills", "cards": ["Goblin King", "Goblin"] }, … ],
 *     "domainStacks":  [ ["Foxgrove Palisade", "Wisborg"], … ],
 *     "active": 0, "turn": 2,
 *     "dice": [3, 4]          the roll of the active player's turn (the position starts at the roll)
 *   }
 *   steps: actions ({"action": {"type": "keepDice"}}), or {"do": "dice", "dice": [a, b]} to
 *   replace the roll being decided; expectations: players, dice, pending, legal, stacks, areas,
 *   domainStacks, outcome, step, active.
 *
 * Missing parts come from a normal setup with the options and seed. Domains
 * listed on a player were built before this turn (their passives work).
 */
import { DataError, DataErrors, defineScenarios, type ScenarioSpec } from '@arbiter/core';
import { z } from 'zod';
import type { Catalog } from './data/cards.ts';
import { isBase } from './data/catalog.ts';
import { describeAction } from './describe.ts';
import type { Emit } from './engine.ts';
import { advance } from './rules/flow.ts';
import { vpSources } from './rules/score.ts';
import { newPlayer, setupGame } from './setup.ts';
import type { CkState, PlayerExtra } from './state.ts';
import type { CkTypes } from './types.ts';

const names = z.array(z.string());
const playerSchema = z
  .object({
    g: z.number().int().min(0).default(0),
    s: z.number().int().min(0).default(0),
    m: z.number().int().min(0).default(0),
    v: z.number().int().min(0).default(0),
    starters: names.default(['Peasant', 'Knight']),
    citizens: names.default([]),
    domains: names.default([]),
    monsters: names.default([]),
    duke: z.string().optional(),
    /** Expansion holdings (any given makes the player's `extra`): maps, tomes (face down), goods, relics, nobles, flipped citizens and domains. */
    p: z.number().int().min(0).optional(),
    t: z.number().int().min(0).optional(),
    tomesDown: z.number().int().min(0).optional(),
    goods: z.number().int().min(0).optional(),
    relics: names.optional(),
    nobles: names.optional(),
    flipped: names.optional(),
    flippedDomains: names.optional(),
  })
  .strict();

export const setupSchema = z
  .object({
    players: z.array(playerSchema).optional(),
    citizenStacks: z.array(z.object({ rolls: z.array(z.number().int()), cards: names }).strict()).optional(),
    monsterAreas: z.array(z.object({ area: z.string(), cards: names }).strict()).optional(),
    domainStacks: z.array(names).optional(),
    active: z.number().int().min(0).default(0),
    turn: z.number().int().min(1).default(2),
    dice: z.tuple([z.number().int().min(1).max(6), z.number().int().min(1).max(6)]).optional(),
  })
  .strict();
export type ScenarioSetup = z.infer<typeof setupSchema>;
export type ScenarioSetupInput = z.input<typeof setupSchema>;

function lookup(list: { name: string; expansion: string; index: number }[], kind: string) {
  return (name: string, path: (string | number)[]): number => {
    const found = list.find((c) => c.name === name && isBase(c)) ?? list.find((c) => c.name === name);
    if (!found)
      throw new DataErrors([new DataError('setup', ['setup', ...path], `no ${kind} named '${name}'`)]);
    return found.index;
  };
}

type PlayerSetup = z.infer<typeof playerSchema>;

/** A player's `extra` from the setup, or nothing when the setup names no expansion holding. */
function expansionHoldings(cat: Catalog, p: PlayerSetup, i: number): { extra?: PlayerExtra } {
  const given = [p.p, p.t, p.tomesDown, p.goods, p.relics, p.nobles, p.flipped, p.flippedDomains];
  if (given.every((x) => x === undefined)) return {};
  const at = (k: string, j: number) => ['players', i, k, j];
  const relic = lookup(
    cat.relics.map((r) => ({ ...r, expansion: '' })),
    'relic',
  );
  const noble = lookup(cat.nobles, 'noble');
  const citizen = lookup(cat.citizens, 'citizen');
  const domain = lookup(cat.domains, 'domain');
  return {
    extra: {
      p: p.p ?? 0,
      t: p.t ?? 0,
      tomesDown: p.tomesDown ?? 0,
      goods: p.goods ?? 0,
      relics: (p.relics ?? []).map((n, j) => relic(n, at('relics', j))),
      nobles: (p.nobles ?? []).map((n, j) => noble(n, at('nobles', j))),
      flipped: (p.flipped ?? []).map((n, j) => citizen(n, at('flipped', j))),
      flippedDomains: (p.flippedDomains ?? []).map((n, j) => domain(n, at('flippedDomains', j))),
    },
  };
}

export function buildScenarioState(
  cat: Catalog,
  setup: ScenarioSetup,
  options: CkTypes['options'],
  seed: string,
  /** Where the events of the position's start (its roll and harvest) go. */
  emit: Emit | null = null,
): CkState {
  const citizen = lookup(cat.citizens, 'citizen');
  const starter = lookup(cat.starters, 'starter');
  const domain = lookup(cat.domains, 'domain');
  const monster = lookup(cat.monsters, 'monster');
  const duke = lookup(cat.dukes, 'duke');
  const seats = setup.players?.length ?? options.players;
  const state = setupGame(cat, { ...options, players: seats }, seed);
  if (setup.players) {
    state.players = setup.players.map((p, i) => {
      const at = (k: string, j: number) => ['players', i, k, j];
      return {
        ...newPlayer(cat, p.g),
        s: p.s,
        m: p.m,
        v: p.v,
        starters: p.starters.map((n, j) => starter(n, at('starters', j))),
        citizens: p.citizens.map((n, j) => citizen(n, at('citizens', j))),
        domains: p.domains.map((n, j) => ({ card: domain(n, at('domains', j)), builtTurn: 0 })),
        monsters: p.monsters.map((n, j) => monster(n, at('monsters', j))),
        dukeChoices: [],
        duke: p.duke ? duke(p.duke, ['players', i, 'duke']) : null,
        ...expansionHoldings(cat, p, i),
      };
    });
  } else {
    for (const p of state.players) {
      p.duke = p.dukeChoices[0] ?? null;
      p.dukeChoices = [];
    }
  }
  if (setup.citizenStacks) {
    state.citizenStacks = setup.citizenStacks.map((s, i) => ({
      rolls: s.rolls,
      cards: s.cards.map((n, j) => citizen(n, ['citizenStacks', i, 'cards', j])),
    }));
  }
  if (setup.monsterAreas) {
    state.monsterAreas = setup.monsterAreas.map((a, i) => ({
      area: a.area,
      cards: a.cards.map((n, j) => monster(n, ['monsterAreas', i, 'cards', j])),
    }));
  }
  if (setup.domainStacks) {
    state.domainStacks = setup.domainStacks.map((s, i) => s.map((n, j) => domain(n, ['domainStacks', i, j])));
  }
  if (setup.active >= seats) {
    throw new DataErrors([new DataError('setup', ['setup', 'active'], `seat ${setup.active} of ${seats}`)]);
  }
  state.active = setup.active;
  state.turn = setup.turn;
  state.step = 'roll';
  state.dukeTurn = seats;
  state.queue = [];
  state.pending = null;
  state.dice = setup.dice ? [setup.dice[0], setup.dice[1]] : null;
  advance(cat, state, emit);
  return state;
}

const nameOf = (list: { name: string }[]) => (i: number) => list[i].name;

export function scenarioSpec(cat: Catalog): ScenarioSpec<CkTypes> {
  const citizenName = nameOf(cat.citizens);
  return defineScenarios<CkTypes, ScenarioSetup>({
    setupSchema,
    build: (setup, ctx) => buildScenarioState(cat, setup, ctx.options, ctx.seed),
    steps: {
      dice: {
        description: 'replace the dice of the roll being decided (before roll passives): { "dice": [a, b] }',
        schema: z
          .object({ dice: z.tuple([z.number().int().min(1).max(6), z.number().int().min(1).max(6)]) })
          .strict(),
        run(state, step) {
          if (state.pending?.kind !== 'dice') throw new Error('no roll is being decided');
          state.dice = [step.dice[0], step.dice[1]];
          state.diceUsed = [];
          state.pending = null;
          advance(cat, state);
        },
      },
    },
    expectations: {
      players: {
        description: 'each player: g, s, m, v, vp (total), citizens, monsters, domains (names), duke',
        read: (s) =>
          s.players.map((p) => ({
            g: p.g,
            s: p.s,
            m: p.m,
            v: p.v,
            vp: vpSources(cat, p).total,
            citizens: p.citizens.map(citizenName),
            monsters: p.monsters.map(nameOf(cat.monsters)),
            domains: p.domains.map((d) => cat.domains[d.card].name),
            duke: p.duke === null ? null : cat.dukes[p.duke].name,
            ...(p.extra
              ? {
                  maps: p.extra.p,
                  tomes: p.extra.t,
                  goods: p.extra.goods,
                  nobles: p.extra.nobles.map(nameOf(cat.nobles)),
                  flipped: p.extra.flipped.map(citizenName),
                }
              : {}),
          })),
      },
      dice: { description: 'the dice', read: (s) => s.dice },
      pending: {
        description: 'the decision owed: player, kind, prompt, source',
        read: (s) =>
          s.pending
            ? {
                player: s.pending.player,
                kind: s.pending.kind,
                prompt: s.pending.prompt,
                source: s.pending.source,
              }
            : null,
      },
      legal: {
        description: "the pending decision's options, described",
        read: (s) => (s.pending ? s.pending.options.map((a) => describeAction(cat, a, s)) : []),
      },
      stacks: {
        description: 'citizen stacks: cards left',
        read: (s) => s.citizenStacks.map((c) => c.cards.length),
      },
      areas: {
        description: 'monster areas: the top monster (or null)',
        read: (s) =>
          s.monsterAreas.map((a) => (a.cards.length ? cat.monsters[a.cards[a.cards.length - 1]].name : null)),
      },
      domainStacks: {
        description: 'domain stacks: cards left',
        read: (s) => s.domainStacks.map((d) => d.length),
      },
      step: { description: 'where the turn is', read: (s) => s.step },
      active: { description: 'the active seat', read: (s) => s.active },
      outcome: { description: 'the outcome (null while playing)', read: (s, ctx) => ctx.game.outcome(s) },
    },
    summary: (s) => ({
      active: s.active,
      dice: s.dice,
      step: s.step,
      players: s.players.map((p) => ({ g: p.g, s: p.s, m: p.m, v: p.v, vp: vpSources(cat, p).total })),
    }),
  });
}
