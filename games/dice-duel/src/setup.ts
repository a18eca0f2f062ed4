/**
 * Options and the initial state. Defense versions resolve here, once per
 * match: the kill-switch `enableDefenseV2` off puts everyone on v1; on, each
 * hero follows its `defenseVersion` unless the per-match override `defense`
 * says 'v1' or 'v2'. A hero asked to play v2 whose card fails validation
 * plays v1 and is marked fellBackToV1.
 */

import type { ApplyContext } from '@arbiter/core';
import { createRng } from '@arbiter/core';
import { z } from 'zod';
import { defaultCatalog } from './data/catalog.ts';
import { rollDice } from './rules/dice.ts';
import { beginTurn } from './rules/turn.ts';
import type { DuelOptionsResolved, DuelState, Fighter, Seat } from './state.ts';
import { emptyStats } from './telemetry/stats.ts';

/** The kill-switch default comes from the environment: ARBITER_ENABLE_DEFENSE_V2=false turns v2 off. */
export function envEnableDefenseV2(env: NodeJS.ProcessEnv = process.env): boolean {
  const v = (env.ARBITER_ENABLE_DEFENSE_V2 ?? env.ENABLE_DEFENSE_V2 ?? '').trim().toLowerCase();
  return !(v === 'false' || v === '0' || v === 'off' || v === 'no');
}

/** Hero ids or names ("Shadow Monk", "shadow-monk"). */
export function heroIdOf(name: string): string | null {
  const catalog = defaultCatalog();
  if (catalog.heroes[name]) return name;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return catalog.heroes[slug] ? slug : null;
}

const heroName = z.string().transform((name, ctx) => {
  const id = heroIdOf(name);
  if (id === null) {
    ctx.addIssue({
      code: 'custom',
      message: `unknown hero '${name}' (heroes: ${defaultCatalog().heroIds.join(', ')})`,
    });
    return z.NEVER;
  }
  return id;
});

export const optionsSchema = z
  .object({
    hero1: heroName.default('pyromancer'),
    hero2: heroName.default('shadow-monk'),
    enableDefenseV2: z.boolean().default(() => envEnableDefenseV2()),
    /** Per-match override of every hero's defenseVersion. */
    defense: z.enum(['hero', 'v1', 'v2']).default('hero'),
    maxRerollsPerDefense: z.number().int().min(0).max(20).default(3),
    maxRounds: z.number().int().min(1).max(500).default(30),
  })
  .strict();

export type DuelOptions = z.infer<typeof optionsSchema>;

export function makeFighter(heroId: string, opts: DuelOptionsResolved): Fighter {
  const entry = defaultCatalog().heroes[heroId];
  const wanted = !opts.enableDefenseV2
    ? 'v1'
    : opts.defenseOverride === 'hero'
      ? entry.def.defenseVersion
      : opts.defenseOverride;
  const cardOk = entry.card?.ok === true;
  const fellBack = wanted === 'v2' && !cardOk;
  return {
    hero: heroId,
    hp: entry.def.maxHp,
    maxHp: entry.def.maxHp,
    statuses: {},
    locked: [],
    defense: wanted === 'v2' && cardOk ? 'v2' : 'v1',
    fellBackToV1: fellBack,
    fallbackErrors: fellBack
      ? (entry.card?.errors.map((e) => `${e.path.join('.')}: ${e.reason}`) ?? ['no defense card'])
      : [],
    card: wanted === 'v2' && cardOk ? entry.card!.card : null,
  };
}

export function resolveOptions(o: DuelOptions): DuelOptionsResolved {
  return {
    heroes: [o.hero1, o.hero2],
    enableDefenseV2: o.enableDefenseV2,
    defenseOverride: o.defense,
    maxRerollsPerDefense: o.maxRerollsPerDefense,
    maxRounds: o.maxRounds,
  };
}

/** A state before initiative: used by setup and by scenarios. */
export function blankState(options: DuelOptionsResolved, seed: string): DuelState {
  return {
    rng: createRng(seed),
    options,
    round: 1,
    turn: 1,
    active: 0,
    firstPlayer: 0,
    initiativeRolls: [],
    phase: 'offense',
    fighters: [makeFighter(options.heroes[0], options), makeFighter(options.heroes[1], options)],
    offense: { dice: [], attempt: 0 },
    pending: null,
    buffs: [],
    nextBuffId: 1,
    lastDefense: null,
    lastAttack: null,
    stats: [emptyStats(), emptyStats()],
    result: null,
    forced: {},
  };
}

/** Initiative: both roll a d6 until the faces differ; the higher attacks first. */
export function rollInitiative(state: DuelState, ctx?: ApplyContext): void {
  for (;;) {
    const [a, b] = rollDice(state, 2, 'initiative');
    state.initiativeRolls.push([a, b]);
    if (a !== b) {
      state.firstPlayer = (a > b ? 0 : 1) as Seat;
      break;
    }
  }
  state.active = state.firstPlayer;
  ctx?.emit?.({ type: 'initiative', rolls: state.initiativeRolls, first: state.firstPlayer });
}

export function setupDuel(options: DuelOptions, seed: string, ctx?: ApplyContext): DuelState {
  const state = blankState(resolveOptions(options), seed);
  rollInitiative(state, ctx);
  beginTurn(state, ctx);
  return state;
}
