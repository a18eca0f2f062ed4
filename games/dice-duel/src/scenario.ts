/**
 * `arbiter scenario dice-duel <file>`: set up a described position, force
 * any dice, run one step, and report what happened. The format is in the
 * game's README; in short:
 *
 * {
 *   "options":  { "hero1": "pyromancer", "hero2": "shadow-monk", "enableDefenseV2": true, ... },
 *   "seed":     "1",
 *   "cards":    { "1": { <inline defense card for seat 1> } },
 *   "fighters": [ { "hp": 20, "statuses": { "burn": 2 }, "locked": [...] }, { ... } ],
 *   "active":   0,
 *   "buffs":    [ { "owner": 1, "kind": "damageBonus", "amount": 2, "stacks": 1, "expires": { "type": "nextAttack" } } ],
 *   "dice":     { "offense": [..], "defense": [..], "reroll": [..], "evasive": [..], "cleanse": [..], "purify": [..], "initiative": [..] },
 *   "step":     { "kind": "combos", "dice": [1,2,3,4,5] }
 *             | { "kind": "validate", "seat": 1 }            (or "card": {...})
 *             | { "kind": "defend", "incoming": 8, "react": { "evasive": false, "preventHalf": false, "chi": 0 } }
 *             | { "kind": "play", "actions": [ { "type": "reroll", "hold": [0,1] }, { "type": "attack", "combo": "3OAK", "chi": 0 } ] }
 * }
 */
import type { GameEvent } from '@arbiter/core';
import { z } from 'zod';
import { applyAction, type DuelAction, legalActions } from './actions.ts';
import { type Catalog, statusFactsOf } from './data/catalog.ts';
import { expirySchema } from './data/defense-card-schema.ts';
import { addBuff } from './defense/buffs.ts';
import { type StatusFacts, validateDefenseCard } from './defense/validate.ts';
import type { DuelContext } from './events.ts';
import { combosShown } from './rules/combos.ts';
import { beginTurn, resolveAttack, startDefense } from './rules/turn.ts';
import { blankState, optionsSchemaFor, resolveOptions } from './setup.ts';
import type { DuelState, Seat } from './state.ts';
import { reportOf } from './telemetry/report.ts';

const seat = z.union([z.literal(0), z.literal(1)]);
const react = z.object({
  evasive: z.boolean().default(false),
  preventHalf: z.boolean().default(false),
  chi: z.number().int().min(0).default(0),
});

export const scenarioSchema = z
  .object({
    description: z.string().optional(),
    options: z.record(z.string(), z.unknown()).default({}),
    seed: z.string().default('scenario'),
    cards: z.partialRecord(z.enum(['0', '1']), z.unknown()).default({}),
    fighters: z
      .array(
        z
          .object({
            hp: z.number().int().min(0).optional(),
            statuses: z.record(z.string(), z.number().int().min(0)).optional(),
            locked: z
              .array(
                z.object({
                  status: z.string(),
                  stacks: z.number().int().min(1),
                  unlockTurn: z.number().int(),
                }),
              )
              .optional(),
          })
          .strict(),
      )
      .max(2)
      .default([]),
    active: seat.default(0),
    buffs: z
      .array(
        z.object({
          owner: seat,
          kind: z.string().default('damageBonus'),
          amount: z.number().int().min(1),
          stacks: z.number().int().min(1).default(1),
          cap: z.number().int().min(1).optional(),
          expires: expirySchema.default({ type: 'nextAttack' }),
          cleansable: z.boolean().default(true),
          carryOverOnKO: z.boolean().default(false),
          usablePhase: z.enum(['immediate', 'nextAttack', 'nextTurn']).default('immediate'),
        }),
      )
      .default([]),
    dice: z
      .partialRecord(
        z.enum(['initiative', 'offense', 'defense', 'reroll', 'evasive', 'purify', 'cleanse']),
        z.array(z.number().int().min(1).max(6)),
      )
      .default({}),
    step: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('combos'), dice: z.array(z.number().int().min(1).max(6)).length(5) }),
      z.object({ kind: z.literal('validate'), seat: seat.optional(), card: z.unknown().optional() }),
      z.object({
        kind: z.literal('defend'),
        incoming: z.number().int().min(0),
        label: z.string().default('scenario attack'),
        react: react.optional(),
      }),
      z.object({ kind: z.literal('play'), actions: z.array(z.record(z.string(), z.unknown())).default([]) }),
    ]),
  })
  .strict();

export type Scenario = z.infer<typeof scenarioSchema>;

export class ScenarioError extends Error {}

function statusFacts(catalog: Catalog): StatusFacts {
  return statusFactsOf(catalog.statuses);
}

/** Builds the described state: no initiative roll, no upkeep yet. */
export function scenarioState(catalog: Catalog, sc: Scenario): DuelState {
  const parsed = optionsSchemaFor(catalog).safeParse(sc.options);
  if (!parsed.success)
    throw new ScenarioError(
      `options: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const state = blankState(catalog, resolveOptions(parsed.data), sc.seed);
  state.active = sc.active;
  state.firstPlayer = sc.active;
  for (const [key, raw] of Object.entries(sc.cards)) {
    const s = Number(key) as Seat;
    const check = validateDefenseCard(raw, statusFacts(catalog));
    const f = state.fighters[s];
    if (check.ok && state.options.enableDefenseV2) {
      f.card = check.card;
      f.defense = 'v2';
      f.fellBackToV1 = false;
      f.fallbackErrors = [];
    } else if (!check.ok) {
      f.card = null;
      f.defense = 'v1';
      f.fellBackToV1 = state.options.enableDefenseV2;
      f.fallbackErrors = check.errors.map((e) => `${e.path.join('.')}: ${e.reason}`);
    }
  }
  sc.fighters.forEach((spec, i) => {
    const f = state.fighters[i];
    if (spec.hp !== undefined) f.hp = Math.min(spec.hp, f.maxHp);
    if (spec.statuses) {
      const facts = statusFacts(catalog);
      for (const [s, n] of Object.entries(spec.statuses)) {
        if (!facts.has(s)) throw new ScenarioError(`fighters[${i}].statuses: unknown status '${s}'`);
        if (n > 0) f.statuses[s] = Math.min(n, facts.maxStacks(s));
      }
    }
    if (spec.locked) {
      for (const l of spec.locked) {
        const held = f.statuses[l.status] ?? 0;
        const locked = spec.locked.filter((x) => x.status === l.status).reduce((a, x) => a + x.stacks, 0);
        if (locked > held)
          throw new ScenarioError(
            `fighters[${i}].locked: ${locked} ${l.status} locked but only ${held} held`,
          );
      }
      f.locked = spec.locked.map((l) => ({ ...l }));
    }
  });
  for (const b of sc.buffs) {
    addBuff(state, { ...b, source: 'scenario' });
  }
  for (const [purpose, faces] of Object.entries(sc.dice)) state.forced[purpose] = [...faces];
  return state;
}

export function runScenario(catalog: Catalog, input: unknown, source: string): unknown {
  const parsed = scenarioSchema.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ScenarioError(`${source}: $.${first.path.join('.')}: ${first.message}`);
  }
  const sc = parsed.data;
  const events: GameEvent[] = [];
  const ctx: DuelContext = { emit: (e) => events.push(e) };
  const step = sc.step;

  if (step.kind === 'combos') {
    return { step: 'combos', dice: step.dice, combos: combosShown(step.dice) };
  }
  if (step.kind === 'validate') {
    const raw =
      step.card ??
      sc.cards[String(step.seat ?? 1) as '0' | '1'] ??
      catalog.heroes[scenarioState(catalog, sc).fighters[step.seat ?? 1].hero].def.defenseCard;
    const check = validateDefenseCard(raw, statusFacts(catalog));
    return {
      step: 'validate',
      ok: check.ok,
      fallsBackToV1: !check.ok,
      errors: check.errors.map((e) => ({ path: e.path.join('.'), reason: e.reason })),
      warnings: check.warnings.map((e) => ({ path: e.path.join('.'), reason: e.reason })),
    };
  }

  const state = scenarioState(catalog, sc);
  if (step.kind === 'defend') {
    startDefense(
      state,
      {
        combo: null,
        label: step.label,
        raw: step.incoming,
        chiSpent: 0,
        buffBonus: 0,
        ultimate: false,
        post: {},
      },
      ctx,
    );
    if (state.phase === 'react') resolveAttack(state, react.parse(step.react ?? {}), ctx);
    return result(state, 'defend', events);
  }

  beginTurn(state, ctx);
  step.actions.forEach((action, i) => {
    if (state.phase === 'over')
      throw new ScenarioError(`${source}: step.actions[${i}]: the match is already over`);
    const owed = state.phase === 'react' ? 1 - state.active : state.active;
    try {
      applyAction(state, owed, action as unknown as DuelAction, ctx);
    } catch (e) {
      throw new ScenarioError(`${source}: step.actions[${i}]: ${(e as Error).message}`);
    }
  });
  return {
    ...result(state, 'play', events),
    legalNext:
      state.phase === 'over'
        ? []
        : legalActions(state, state.phase === 'react' ? 1 - state.active : state.active).length,
  };
}

function result(state: DuelState, step: string, events: GameEvent[]) {
  const d = state.lastDefense ?? state.pending?.defense ?? null;
  return {
    step,
    phase: state.phase,
    defense: d && {
      version: d.version,
      diceBefore: d.diceBefore,
      diceAfter: d.diceAfter,
      fieldsHash: d.fieldsHash,
      fieldCounts: d.fieldCounts,
      rulesHit: d.rulesHit,
      rerolls: d.rerolls,
      rerollLimitReached: d.rerollLimitReached,
      contributions: {
        flat: d.flat,
        preventHalf: d.preventHalf,
        block: d.block,
        reflect: d.reflect,
        dealToAttacker: d.dealToAttacker,
      },
    },
    attack: state.lastAttack,
    /** HP right after the damage step (the fighters below may already show the next upkeep). */
    hpAfterDamage: lastDamageHp(events),
    checkpoints: state.lastAttack?.checkpoints ?? null,
    fighters: state.fighters.map((f) => ({
      hero: f.hero,
      hp: f.hp,
      statuses: f.statuses,
      locked: f.locked,
      defense: f.defense,
      fellBackToV1: f.fellBackToV1,
      fallbackErrors: f.fallbackErrors,
    })),
    buffs: state.buffs,
    result: state.result,
    report: reportOf(state),
    events,
  };
}

function lastDamageHp(events: GameEvent[]): number[] | null {
  for (let i = events.length - 1; i >= 0; i--) {
    if (events[i].type === 'damage') return events[i].hp as number[];
  }
  return null;
}
