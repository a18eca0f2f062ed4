/**
 * Dice Duel's scenario format on the kernel's harness (`arbiter scenario
 * dice-duel <file>`; README: Scenario format). The game supplies only what is
 * its own:
 *
 *   setup  — the position: `active` (attacks), inline defense `cards` per
 *            seat, `fighters` (hp, statuses, locked stacks), pending `buffs`,
 *            and `dice` forced per purpose (used in order before the RNG);
 *   steps  — `begin-turn` (the active seat's upkeep and first offense roll),
 *            `defend` (the defender answers `incoming` damage, with an
 *            optional reaction), `force-dice` (queue more forced faces);
 *            actions (`reroll`, `attack`, `react`) are the kernel's own steps;
 *   expect — phase, hp, statuses, locked, buffs, defense, attack,
 *            checkpoints, result, report, combos, cards (validation), legal.
 */
import { DataError, DataErrors, defineScenarios, type ScenarioContext } from '@arbiter/core';
import { z } from 'zod';
import { legalActions, toActSeats } from './actions.ts';
import { statusFactsOf } from './data/catalog.ts';
import type { Catalog } from './data/catalog-types.ts';
import { carryOverOnKOSchema, expirySchema, usablePhaseSchema } from './data/dsl-parts.ts';
import { addBuff } from './defense/buffs.ts';
import { validateDefenseCard } from './defense/validate.ts';
import { combosShown } from './rules/combos.ts';
import { DICE_PURPOSES } from './rules/dice.ts';
import { beginTurn, resolveAttack, startDefense } from './rules/turn.ts';
import { blankState, resolveOptions } from './setup.ts';
import type { DuelState, Seat } from './state.ts';
import { reportOf } from './telemetry/report.ts';
import type { DuelTypes } from './types.ts';

const seat = z.union([z.literal(0), z.literal(1)]);
const face = z.number().int().min(1).max(6);
const forcedDice = z.partialRecord(z.enum(DICE_PURPOSES), z.array(face));

const reactSchema = z
  .object({
    evasive: z.boolean().default(false),
    preventHalf: z.boolean().default(false),
    chi: z.number().int().min(0).default(0),
  })
  .strict();

export const setupSchema = z
  .object({
    active: seat.default(0),
    cards: z.partialRecord(z.enum(['0', '1']), z.unknown()).default({}),
    fighters: z
      .array(
        z
          .object({
            hp: z.number().int().min(0).optional(),
            statuses: z.record(z.string(), z.number().int().min(0)).optional(),
            locked: z
              .array(
                z
                  .object({
                    status: z.string(),
                    stacks: z.number().int().min(1),
                    unlockTurn: z.number().int(),
                  })
                  .strict(),
              )
              .optional(),
          })
          .strict(),
      )
      .max(2)
      .default([]),
    buffs: z
      .array(
        z
          .object({
            owner: seat,
            kind: z.string().default('damageBonus'),
            amount: z.number().int().min(1),
            stacks: z.number().int().min(1).default(1),
            cap: z.number().int().min(1).optional(),
            expires: expirySchema.default({ type: 'nextAttack' }),
            cleansable: z.boolean().default(true),
            carryOverOnKO: carryOverOnKOSchema.default(false),
            usablePhase: usablePhaseSchema.default('immediate'),
          })
          .strict(),
      )
      .default([]),
    dice: forcedDice.default({}),
  })
  .strict();
export type ScenarioSetup = z.output<typeof setupSchema>;

const defendStep = z
  .object({
    incoming: z.number().int().min(0),
    label: z.string().default('scenario attack'),
    react: reactSchema.optional(),
  })
  .strict();
const beginTurnStep = z.object({}).strict();
const forceDiceStep = z.object({ dice: forcedDice }).strict();

/** The raw inline cards of a scenario's state (validation reads them back). */
const inlineCards = new WeakMap<DuelState, ScenarioSetup['cards']>();

/** The described state: no initiative roll, no upkeep yet. Impossible positions are DataErrors at their path. */
export function buildPosition(
  catalog: Catalog,
  setup: ScenarioSetup,
  options: DuelTypes['options'],
  seed: string,
): DuelState {
  const state = blankState(catalog, resolveOptions(options), seed);
  const facts = statusFactsOf(catalog.statuses);
  const where = 'setup';
  state.active = setup.active;
  state.firstPlayer = setup.active;
  for (const [key, raw] of Object.entries(setup.cards)) {
    const s = Number(key) as Seat;
    const check = validateDefenseCard(raw, facts);
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
  const problems: DataError[] = [];
  setup.fighters.forEach((spec, i) => {
    const f = state.fighters[i];
    if (spec.hp !== undefined) f.hp = Math.min(spec.hp, f.maxHp);
    for (const [s, n] of Object.entries(spec.statuses ?? {})) {
      if (!facts.has(s)) {
        problems.push(new DataError(where, ['fighters', i, 'statuses', s], `unknown status '${s}'`));
        continue;
      }
      if (n > 0) f.statuses[s] = Math.min(n, facts.maxStacks(s));
    }
    if (spec.locked) {
      for (const l of spec.locked) {
        const held = f.statuses[l.status] ?? 0;
        const locked = spec.locked.filter((x) => x.status === l.status).reduce((a, x) => a + x.stacks, 0);
        if (locked > held)
          problems.push(
            new DataError(
              where,
              ['fighters', i, 'locked'],
              `${locked} ${l.status} locked but only ${held} held`,
            ),
          );
      }
      f.locked = spec.locked.map((l) => ({ ...l }));
    }
  });
  if (problems.length > 0) throw new DataErrors(problems);
  for (const b of setup.buffs) addBuff(state, { ...b, source: 'scenario' });
  for (const [purpose, faces] of Object.entries(setup.dice)) state.forced[purpose] = [...faces];
  inlineCards.set(state, setup.cards);
  return state;
}

/** The pending or last defense, as a scenario reads it. */
function defenseOf(state: DuelState) {
  const d = state.lastDefense ?? state.pending?.defense ?? null;
  return (
    d && {
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
    }
  );
}

function fightersOf(state: DuelState) {
  return state.fighters.map((f) => ({
    hero: f.hero,
    hp: f.hp,
    statuses: f.statuses,
    locked: f.locked,
    defense: f.defense,
    fellBackToV1: f.fellBackToV1,
    fallbackErrors: f.fallbackErrors,
  }));
}

/** Each seat's defense card checked: the inline one, or the hero's own. */
function cardsOf(catalog: Catalog, state: DuelState) {
  const inline = inlineCards.get(state) ?? {};
  return ([0, 1] as const).map((s) => {
    const raw = Object.hasOwn(inline, String(s))
      ? inline[String(s) as '0' | '1']
      : catalog.heroes[state.fighters[s].hero].def.defenseCard;
    if (raw === undefined) return null;
    const check = validateDefenseCard(raw, statusFactsOf(catalog.statuses));
    return {
      ok: check.ok,
      fallsBackToV1: !check.ok,
      errors: check.errors.map((e) => ({ path: e.path.join('.'), reason: e.reason })),
      warnings: check.warnings.map((e) => ({ path: e.path.join('.'), reason: e.reason })),
    };
  });
}

export function scenarioSpec(catalog: Catalog) {
  return defineScenarios<DuelTypes, ScenarioSetup>({
    setupSchema,
    build: (setup, ctx: ScenarioContext<DuelTypes>) => buildPosition(catalog, setup, ctx.options, ctx.seed),
    steps: {
      'begin-turn': {
        description:
          "the active seat's turn starts: upkeep (locks, purify, burn), then the first offense roll",
        schema: beginTurnStep,
        run: (state, _step: z.output<typeof beginTurnStep>, ctx) => beginTurn(state, ctx.apply),
      },
      defend: {
        description:
          'the defender answers `incoming` damage from no ability: defense roll, reaction (`react`, default none), damage',
        schema: defendStep,
        run(state, step: z.output<typeof defendStep>, ctx) {
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
            ctx.apply,
          );
          if (state.phase === 'react') resolveAttack(state, reactSchema.parse(step.react ?? {}), ctx.apply);
        },
      },
      'force-dice': {
        description: 'queue more forced faces per purpose (after those still queued)',
        schema: forceDiceStep,
        run(state, step: z.output<typeof forceDiceStep>) {
          for (const [purpose, faces] of Object.entries(step.dice))
            state.forced[purpose] = [...(state.forced[purpose] ?? []), ...faces];
        },
      },
    },
    expectations: {
      phase: { description: "'offense', 'react' or 'over'", read: (s) => s.phase },
      hp: { description: 'HP of both seats', read: (s) => s.fighters.map((f) => f.hp) },
      statuses: {
        description: 'status stacks of both seats',
        read: (s) => s.fighters.map((f) => f.statuses),
      },
      locked: { description: 'locked stacks of both seats', read: (s) => s.fighters.map((f) => f.locked) },
      fighters: { description: 'both fighters: hero, hp, statuses, locks, defense system', read: fightersOf },
      buffs: { description: 'pending defense buffs', read: (s) => s.buffs },
      defense: { description: 'the pending or last defense resolution', read: defenseOf },
      attack: {
        description: 'the last attack record (checkpoints, blocked, prevented, reflected)',
        read: (s) => s.lastAttack,
      },
      checkpoints: {
        description: "the last attack's mitigation checkpoints",
        read: (s) => s.lastAttack?.checkpoints ?? null,
      },
      result: { description: 'winner, reason, double KO (null while playing)', read: (s) => s.result },
      report: { description: 'the match report', read: (s) => reportOf(s) },
      combos: { description: 'the combos the offense dice show', read: (s) => combosShown(s.offense.dice) },
      cards: {
        description: "each seat's defense card checked: ok, fallsBackToV1, errors, warnings",
        read: (s) => cardsOf(catalog, s),
      },
      legal: {
        description: 'how many legal actions the seat to act has (0 when over)',
        read: (s) => {
          const p = toActSeats(s)[0];
          return p === undefined ? 0 : legalActions(s, p).length;
        },
      },
    },
    summary: (s) => ({
      phase: s.phase,
      defense: defenseOf(s),
      attack: s.lastAttack,
      checkpoints: s.lastAttack?.checkpoints ?? null,
      fighters: fightersOf(s),
      buffs: s.buffs,
      result: s.result,
      report: reportOf(s),
    }),
  });
}
