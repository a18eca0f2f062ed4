/**
 * Options and the initial state. Defense versions resolve here, once per
 * match: the kill-switch `enableDefenseV2` off puts everyone on v1; on, each
 * hero follows its `defenseVersion` unless the per-match override `defense`
 * says 'v1' or 'v2'. A hero asked to play v2 whose card fails validation
 * plays v1 and is marked fellBackToV1.
 */

import { createRng } from '@arbiter/core';
import { z } from 'zod';
import type { Catalog } from './data/catalog.ts';
import type { DuelContext } from './events.ts';
import { rollDice } from './rules/dice.ts';
import { beginTurn } from './rules/turn.ts';
import { CATALOG, type DuelOptionsResolved, type DuelState, type Fighter, type Seat } from './state.ts';
import { emptyStats } from './telemetry/stats.ts';

/** The kill-switch default comes from the environment: ARBITER_ENABLE_DEFENSE_V2=false turns v2 off. */
export function envEnableDefenseV2(env: NodeJS.ProcessEnv = process.env): boolean {
  const v = (env.ARBITER_ENABLE_DEFENSE_V2 ?? env.ENABLE_DEFENSE_V2 ?? '').trim().toLowerCase();
  return !(v === 'false' || v === '0' || v === 'off' || v === 'no');
}

/** Hero ids or names ("Shadow Monk", "shadow-monk"). */
export function heroIdOf(catalog: Catalog, name: string): string | null {
  if (Object.hasOwn(catalog.heroes, name)) return name;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  if (Object.hasOwn(catalog.heroes, slug)) return slug;
  const lower = name.toLowerCase();
  return catalog.heroIds.find((id) => catalog.heroes[id].def.name.toLowerCase() === lower) ?? null;
}

function heroName(catalog: Catalog) {
  return z.string().transform((name, ctx) => {
    const id = heroIdOf(catalog, name);
    if (id === null) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown hero '${name.length > 40 ? `${name.slice(0, 40)}…` : name}' (heroes: ${catalog.heroIds.join(', ')})`,
      });
      return z.NEVER;
    }
    return id;
  });
}

/** The options of a match over `catalog` (hero names are checked against its heroes). */
export function optionsSchemaFor(catalog: Catalog) {
  const first = catalog.heroIds[0] ?? 'pyromancer';
  const second = catalog.heroIds[1] ?? first;
  const pick = (id: string, fallback: string) => (Object.hasOwn(catalog.heroes, id) ? id : fallback);
  const heroes = catalog.heroIds.join(', ');
  return z
    .object({
      hero1: heroName(catalog)
        .default(pick('pyromancer', first))
        .describe(`Seat 1's hero, by id or name (${heroes})`),
      hero2: heroName(catalog)
        .default(pick('shadow-monk', second))
        .describe(`Seat 2's hero, by id or name (${heroes})`),
      enableDefenseV2: z
        .boolean()
        .default(() => envEnableDefenseV2())
        .describe(
          'Kill-switch of defense v2 (defense cards); off, every hero defends with its v1 board. Default from ARBITER_ENABLE_DEFENSE_V2',
        ),
      defense: z
        .enum(['hero', 'v1', 'v2'])
        .default('hero')
        .describe("Per-match override of every hero's defense system: hero (its own), v1 boards, v2 cards"),
      maxRerollsPerDefense: z
        .number()
        .int()
        .min(0)
        .max(20)
        .default(3)
        .describe(
          'Most dice rerolls one v2 defense may make; further reroll requests are refused and logged',
        ),
      maxRounds: z
        .number()
        .int()
        .min(1)
        .max(500)
        .default(30)
        .describe('Rounds before the match ends on the higher share of HP'),
    })
    .strict();
}

export type DuelOptions = z.infer<ReturnType<typeof optionsSchemaFor>>;

export function makeFighter(catalog: Catalog, heroId: string, opts: DuelOptionsResolved): Fighter {
  const entry = catalog.heroes[heroId];
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
export function blankState(catalog: Catalog, options: DuelOptionsResolved, seed: string): DuelState {
  return {
    [CATALOG]: catalog,
    rng: createRng(seed),
    options,
    round: 1,
    turn: 1,
    active: 0,
    firstPlayer: 0,
    initiativeRolls: [],
    phase: 'offense',
    fighters: [
      makeFighter(catalog, options.heroes[0], options),
      makeFighter(catalog, options.heroes[1], options),
    ],
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
export function rollInitiative(state: DuelState, ctx?: DuelContext): void {
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

export function setupDuel(
  catalog: Catalog,
  options: DuelOptions,
  seed: string,
  ctx?: DuelContext,
): DuelState {
  const state = blankState(catalog, resolveOptions(options), seed);
  rollInitiative(state, ctx);
  beginTurn(state, ctx);
  return state;
}
