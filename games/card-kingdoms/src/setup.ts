/**
 * Options and setup for 1 to 5 players (base game): citizen stacks by
 * activation number, five monster areas in order, five domain stacks of
 * three, Peasant and Knight starters, starting gold, two dukes dealt each.
 */
import { createRng, randInt, shuffleInPlace } from '@arbiter/core';
import { z } from 'zod';
import type { Catalog, CitizenCard, MonsterCard } from './data/cards.ts';
import { isBase } from './data/catalog.ts';
import type { Emit } from './engine.ts';
import { advance } from './rules/flow.ts';
import { type CkState, nameCounts, type PlayerState, playerExtra } from './state.ts';

export const optionsSchema = z
  .object({
    players: z.number().int().min(1).max(5).default(2),
    /** Which base citizen fills a slot both base sets have: chosen at random, or always one set's. */
    citizens: z.enum(['random', 'base1', 'base2']).default('random'),
    /** Copies of each citizen in its stack. */
    copies: z.number().int().min(1).max(10).default(5),
    startingGold: z.number().int().min(0).max(20).default(2),
    /**
     * The game also ends at the end of this round, scored as usual (default
     * `DEFAULT_MAX_ROUNDS`): players who never slay, build or empty stacks
     * would otherwise play forever.
     */
    maxRounds: z.number().int().min(1).max(1000).optional(),
    /** Expansion relics: each player is dealt one at random (after every base draw, so the rest of the set-up is the same). */
    relics: z.boolean().optional(),
  })
  .strict();
export type CkOptions = z.infer<typeof optionsSchema>;

/** The activation numbers of the ten citizen stacks. */
export const CITIZEN_SLOTS: number[][] = [[1], [2], [3], [4], [5], [6], [7], [8], [9, 10], [11, 12]];
export const MONSTER_AREAS_IN_PLAY = 5;
export const DOMAIN_STACKS = 5;
export const DOMAINS_PER_STACK = 3;
export const DUKES_DEALT = 2;
export const STARTER_NAMES = ['Peasant', 'Knight'];

const sameRolls = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export function newPlayer(cat: Catalog, gold: number): PlayerState {
  const starters = STARTER_NAMES.map((n) => cat.starters.findIndex((s) => s.name === n && isBase(s)));
  return {
    g: gold,
    s: 0,
    m: 0,
    v: 0,
    starters,
    citizens: [],
    domains: [],
    monsters: [],
    dukeChoices: [],
    duke: null,
  };
}

/** The base game's card pools of a catalog, worked out once. */
interface BasePools {
  slots: Record<string, CitizenCard[]>;
  areas: string[];
  monstersByArea: Record<string, MonsterCard[]>;
  domains: number[];
  dukes: number[];
}
const poolsCache = new WeakMap<Catalog, BasePools>();
function basePools(cat: Catalog): BasePools {
  let pools = poolsCache.get(cat);
  if (!pools) {
    const slots: Record<string, CitizenCard[]> = {};
    for (const rolls of CITIZEN_SLOTS) {
      slots[rolls.join('-')] = cat.citizens.filter((c) => isBase(c) && sameRolls(c.rolls, rolls));
    }
    const areas = [...new Set(cat.monsters.filter(isBase).map((m) => m.area))].sort();
    const monstersByArea: Record<string, MonsterCard[]> = {};
    for (const area of areas) {
      monstersByArea[area] = cat.monsters
        .filter((m) => isBase(m) && m.area === area)
        .sort((a, b) => b.order - a.order || a.index - b.index);
    }
    pools = {
      slots,
      areas,
      monstersByArea,
      domains: cat.domains.filter(isBase).map((d) => d.index),
      dukes: cat.dukes.filter(isBase).map((d) => d.index),
    };
    poolsCache.set(cat, pools);
  }
  return pools;
}

export function setupGame(cat: Catalog, options: CkOptions, seed: string, emit: Emit | null = null): CkState {
  const pools = basePools(cat);
  const rng = createRng(seed);
  const seats = options.players;
  const citizenStacks = CITIZEN_SLOTS.map((rolls) => {
    const slot = pools.slots[rolls.join('-')];
    const candidates =
      options.citizens === 'random' ? slot : slot.filter((c) => c.expansion === options.citizens);
    const pool = candidates.length > 0 ? candidates : slot;
    if (pool.length === 0) throw new Error(`no base citizen for activation ${rolls.join('-')}`);
    const card = pool.length === 1 ? pool[0] : pool[randInt(rng, pool.length)];
    return { rolls, cards: Array<number>(options.copies).fill(card.index) };
  });
  const areas = shuffleInPlace(rng, [...pools.areas]);
  const monsterAreas = areas.slice(0, MONSTER_AREAS_IN_PLAY).map((area) => ({
    area,
    cards: pools.monstersByArea[area].filter((m) => seats === 5 || !m.extra).map((m) => m.index),
  }));
  const domains = shuffleInPlace(rng, [...pools.domains]);
  const domainStacks = Array.from({ length: DOMAIN_STACKS }, (_, i) =>
    domains.slice(i * DOMAINS_PER_STACK, (i + 1) * DOMAINS_PER_STACK),
  );
  const dukeDeck = shuffleInPlace(rng, [...pools.dukes]);
  const players = Array.from({ length: seats }, () => newPlayer(cat, options.startingGold));
  for (const p of players) p.dukeChoices = dukeDeck.splice(0, DUKES_DEALT);
  const state: CkState = {
    rng,
    seats,
    players,
    citizenStacks,
    monsterAreas,
    domainStacks,
    dukeDeck,
    active: 0,
    turn: 0,
    round: 1,
    step: 'dukes',
    dukeTurn: 0,
    dice: null,
    diceUsed: [],
    actionsLeft: 0,
    queue: [],
    pending: null,
    ending: false,
    endReason: null,
    banished: { citizens: [], monsters: [] },
    tally: { hired: nameCounts(), slain: nameCounts() },
    ...(options.maxRounds !== undefined ? { maxRounds: options.maxRounds } : {}),
  };
  if (emit) {
    state.players.forEach((p, player) => {
      const dukes = p.dukeChoices.map((d) => cat.dukes[d].name);
      emit({ type: 'dukes-dealt', player, dukes, visibleTo: player });
    });
  }
  if (options.relics) dealRelics(cat, state, emit);
  advance(cat, state, emit);
  return state;
}

/** One relic to each player, at random without repeats (seeded), as expansion holdings. */
function dealRelics(cat: Catalog, state: CkState, emit: Emit | null): void {
  const deck = shuffleInPlace(
    state.rng,
    cat.relics.map((r) => r.index),
  );
  state.players.forEach((p, player) => {
    const relic = deck.pop();
    if (relic === undefined) return;
    playerExtra(p).relics.push(relic);
    if (emit) emit({ type: 'relic-dealt', player, relic: cat.relics[relic].name });
  });
}
