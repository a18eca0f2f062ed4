/**
 * The scenario harness: one file format and one runner for every game.
 *
 * A scenario file sets up a position, plays steps from it, and states what
 * must be true afterwards:
 *
 *   {
 *     "game": "<game id>",               optional; checked when present
 *     "description": "…",
 *     "options": { … },                   the game's options (raw)
 *     "seed": "scenario",
 *     "setup": { … },                     the position, in the game's own format
 *     "steps": [
 *       { "action": { … }, "player": 0 }, a legal action (player: first to act when absent)
 *       { "action": { … }, "refused": "illegal-action" },   must be refused with this code
 *       { "do": "<kind>", … },            a step of the game's own (forced dice, a forced play)
 *       { "expect": { … } }               checks part-way through
 *     ],
 *     "expect": { "<name>": <value>, … }  checks at the end
 *   }
 *
 * The game supplies only what is its own (`ScenarioSpec`): the schema of its
 * `setup` block and the state it describes, its extra step kinds, and the
 * named expectations (each reads an actual value from the state). An expected
 * value matches when it is contained in the actual one: objects by the keys
 * the expectation names, arrays element by element, anything else by equality.
 */
import { z } from 'zod';
import { findLegal } from './action-key.ts';
import { DataError, DataErrors, issuesToDataErrors, RuleViolation } from './errors.ts';
import type { ApplyContext, GameModule, GameTypes, Json, PlayerId } from './game.ts';
import { parseOptions } from './game.ts';
import { hashState } from './hash.ts';
import { seatName } from './seats.ts';

export interface ScenarioContext<T extends GameTypes> {
  game: GameModule<T>;
  options: T['options'];
  seed: string;
  /** Receives the events the step causes (the harness records them). */
  apply: ApplyContext<T['event']>;
}

/** A step kind of the game's own, run on the state in place. */
export interface ScenarioStepKind<T extends GameTypes, P = unknown> {
  /** What the step means, for the README and `--help`. */
  description: string;
  /** The step's own fields (everything but `do`). */
  schema: z.ZodType<P, unknown>;
  run(state: T['state'], step: P, ctx: ScenarioContext<T>): void;
}

/** One thing a scenario may expect, read from the state. */
export interface ScenarioExpectation<T extends GameTypes> {
  description: string;
  read(state: T['state'], ctx: ScenarioContext<T>): unknown;
}

export interface ScenarioSpec<T extends GameTypes, S = unknown> {
  /** The game's `setup` block. */
  setupSchema: z.ZodType<S, unknown>;
  /** The state the block describes. Throw DataErrors (path inside `setup`) for a position that cannot be. */
  build(setup: S, ctx: ScenarioContext<T>): T['state'];
  // biome-ignore lint/suspicious/noExplicitAny: each step kind has its own payload type; the harness parses it with the kind's schema
  steps?: Record<string, ScenarioStepKind<T, any>>;
  expectations: Record<string, ScenarioExpectation<T>>;
  /** A compact picture of the final position for the report (JSON). */
  summary?(state: T['state'], ctx: ScenarioContext<T>): unknown;
}

/** Kernel-typed form of a spec whose setup type is the game's business. */
export function defineScenarios<T extends GameTypes, S>(spec: ScenarioSpec<T, S>): ScenarioSpec<T> {
  // `build` only ever receives what `setupSchema` produced.
  return spec as unknown as ScenarioSpec<T>;
}

const stepSchema = z.union([
  z
    .object({
      action: z.object({ type: z.string() }).passthrough(),
      player: z.number().int().min(0).optional(),
      refused: z.string().optional(),
      expect: z.record(z.string(), z.unknown()).optional(),
    })
    .strict(),
  z.object({ do: z.string(), expect: z.record(z.string(), z.unknown()).optional() }).passthrough(),
  z.object({ expect: z.record(z.string(), z.unknown()) }).strict(),
]);

export const scenarioFileSchema = z
  .object({
    game: z.string().optional(),
    description: z.string().optional(),
    options: z.record(z.string(), z.unknown()).default({}),
    seed: z.string().default('scenario'),
    setup: z.unknown().optional(),
    steps: z.array(stepSchema).default([]),
    expect: z.record(z.string(), z.unknown()).default({}),
  })
  .strict();

export interface ScenarioCheck {
  /** Where: `expect` at the end, or `steps[i].expect`. */
  at: string;
  name: string;
  ok: boolean;
  expected: unknown;
  actual: unknown;
  /** Why it failed: the first differing place. */
  message?: string;
}

export interface ScenarioStepReport {
  index: number;
  player?: PlayerId;
  described: string;
  refused?: { code: string; reason: string };
  events: unknown[];
}

export interface ScenarioReport {
  game: string;
  source: string;
  description?: string;
  ok: boolean;
  checks: ScenarioCheck[];
  steps: ScenarioStepReport[];
  hash: string;
  outcome: unknown;
  final: unknown;
}

/** A scenario that cannot run at all (bad file, bad position, an illegal step). */
export class ScenarioError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScenarioError';
  }
}

/**
 * Runs a scenario file. A file must state what it tests: at least one
 * expectation (at the end or in a step) or one refused step; a file with
 * none would pass without testing anything, so it is refused with a
 * ScenarioError naming the file.
 */
export function runScenarioFile<T extends GameTypes>(
  game: GameModule<T>,
  input: unknown,
  source: string,
): ScenarioReport {
  return runParsedScenario(game, parseScenario(game, input, source), source, true);
}

/**
 * Runs a scenario whose caller checks the report itself (a test helper that
 * reads the final position or the events): expectations are optional.
 */
export function runScenario<T extends GameTypes>(
  game: GameModule<T>,
  input: unknown,
  source: string,
): ScenarioReport {
  return runParsedScenario(game, parseScenario(game, input, source), source, false);
}

type ScenarioFile = z.output<typeof scenarioFileSchema>;

function parseScenario<T extends GameTypes>(game: GameModule<T>, input: unknown, source: string) {
  if (!game.scenarios) throw new ScenarioError(`${game.id} has no scenario format`);
  return parseOrThrow(scenarioFileSchema, input, source, []);
}

/** How many things the file checks: expectations at the end and in steps, and refused steps. */
function checksStated(file: ScenarioFile): number {
  let n = Object.keys(file.expect).length;
  for (const step of file.steps) {
    if (step.expect) n += Object.keys(step.expect).length;
    if ('refused' in step && step.refused !== undefined) n++;
  }
  return n;
}

function runParsedScenario<T extends GameTypes>(
  game: GameModule<T>,
  file: ScenarioFile,
  source: string,
  requireChecks: boolean,
): ScenarioReport {
  const spec = game.scenarios!;
  if (file.game !== undefined && file.game !== game.id)
    throw new ScenarioError(`${source}: $.game: the file is for '${file.game}', not '${game.id}'`);
  let options: T['options'];
  try {
    options = parseOptions(game, file.options);
  } catch (e) {
    throw new ScenarioError(`${source}: $.options: ${(e as Error).message}`);
  }
  const events: unknown[] = [];
  const ctx: ScenarioContext<T> = {
    game,
    options,
    seed: file.seed,
    apply: { emit: (e) => events.push(e) },
  };
  const setup = parseOrThrow(spec.setupSchema, file.setup ?? {}, source, ['setup']);
  let state: T['state'];
  try {
    state = spec.build(setup, ctx);
  } catch (e) {
    throw asScenarioError(e, source);
  }
  for (const name of Object.keys(file.expect)) knownExpectation(spec, name, source, ['expect', name]);

  const checks: ScenarioCheck[] = [];
  const steps: ScenarioStepReport[] = [];
  file.steps.forEach((raw, index) => {
    const where = `steps[${index}]`;
    events.length = 0;
    if ('action' in raw && raw.action !== undefined) {
      const { action, player, refused } = raw as {
        action: { type: string };
        player?: number;
        refused?: string;
      };
      steps.push(runAction(game, state, { action, player, refused }, index, source));
    } else if ('do' in raw && typeof raw.do === 'string') {
      const kind = spec.steps?.[raw.do];
      if (!kind) {
        const known = Object.keys(spec.steps ?? {});
        throw new ScenarioError(
          `${source}: $.${where}.do: unknown step '${raw.do}' (known: ${known.join(', ') || 'none'})`,
        );
      }
      const { do: _kind, expect: _expect, ...fields } = raw;
      const payload = parseOrThrow(kind.schema, fields, source, ['steps', index]);
      try {
        kind.run(state, payload, ctx);
      } catch (e) {
        throw asScenarioError(e, `${source}: $.${where}`);
      }
      steps.push({ index, described: raw.do, events: JSON.parse(JSON.stringify(events)) });
    }
    if (raw.expect) checks.push(...evaluate(spec, state, raw.expect, `${where}.expect`, ctx, source));
  });
  // Checked once the position and steps ran, so a file with a worse problem reports that one.
  if (requireChecks && checksStated(file) === 0)
    throw new ScenarioError(
      `${source}: the scenario states no expectations (no "expect" at the end or in a step, no refused step), so it would pass without testing anything`,
    );
  checks.push(...evaluate(spec, state, file.expect, 'expect', ctx, source));
  return {
    game: game.id,
    source,
    ...(file.description !== undefined ? { description: file.description } : {}),
    ok: checks.every((c) => c.ok),
    checks,
    steps,
    hash: hashState(state),
    outcome: game.outcome(state),
    final: spec.summary ? spec.summary(state, ctx) : game.view(state, null),
  };
}

function runAction<T extends GameTypes>(
  game: GameModule<T>,
  state: T['state'],
  raw: { action: { type: string }; player?: number; refused?: string },
  index: number,
  source: string,
): ScenarioStepReport {
  const where = `${source}: $.steps[${index}]`;
  const toAct = game.toAct(state);
  const player = raw.player ?? toAct[0];
  if (player === undefined) throw new ScenarioError(`${where}: nobody is to act (the game is over)`);
  const legal = toAct.includes(player) ? game.legalActions(state, player) : [];
  const chosen = findLegal(game, legal, raw.action);
  const events: unknown[] = [];
  if (raw.refused !== undefined) {
    if (chosen)
      throw new ScenarioError(`${where}: expected a refusal (${raw.refused}) but the action is legal`);
    const before = hashState(state);
    let refusal: RuleViolation | null = null;
    try {
      game.apply(state, player, raw.action as T['action']);
    } catch (e) {
      if (e instanceof RuleViolation) refusal = e;
      else throw e;
    }
    if (!refusal) throw new ScenarioError(`${where}: the game's apply accepted an action that is not legal`);
    if (hashState(state) !== before)
      throw new ScenarioError(`${where}: the refused action changed the state`);
    if (refusal.code !== raw.refused && raw.refused !== '*')
      throw new ScenarioError(
        `${where}: refused with '${refusal.code}' (${refusal.reason}), expected '${raw.refused}'`,
      );
    return {
      index,
      player,
      described: `refused: ${JSON.stringify(raw.action)}`,
      refused: { code: refusal.code, reason: refusal.reason },
      events,
    };
  }
  if (!toAct.includes(player))
    throw new ScenarioError(
      `${where}: seat ${player} has no decision to make now (to act: ${toAct.join(', ')})`,
    );
  if (!chosen) {
    // Let the game say why, as the kernel would refuse it.
    let reason = 'not among the legal actions';
    try {
      game.apply(game.clone(state), player, raw.action as T['action']);
    } catch (e) {
      if (e instanceof RuleViolation) reason = `${e.code}: ${e.reason}`;
    }
    throw new ScenarioError(`${where}: illegal action ${JSON.stringify(raw.action)} (${reason})`);
  }
  const described = game.describe(chosen, state);
  game.apply(state, player, chosen, { emit: (e) => events.push(e) });
  return { index, player, described, events: JSON.parse(JSON.stringify(events)) };
}

function knownExpectation<T extends GameTypes>(
  spec: ScenarioSpec<T>,
  name: string,
  source: string,
  path: Array<string | number>,
): ScenarioExpectation<T> {
  const e = Object.hasOwn(spec.expectations, name) ? spec.expectations[name] : undefined;
  if (!e)
    throw new ScenarioError(
      `${source}: ${new DataError(source, path, '').path}: unknown expectation '${name}' (known: ${Object.keys(spec.expectations).join(', ')})`,
    );
  return e;
}

function evaluate<T extends GameTypes>(
  spec: ScenarioSpec<T>,
  state: T['state'],
  expect: Record<string, unknown>,
  at: string,
  ctx: ScenarioContext<T>,
  source: string,
): ScenarioCheck[] {
  return Object.entries(expect).map(([name, expected]) => {
    const e = knownExpectation(spec, name, source, [...at.split('.'), name]);
    const actual = toJson(e.read(state, ctx));
    const message = mismatch(expected, actual, '$');
    return { at, name, ok: message === null, expected, actual, ...(message ? { message } : {}) };
  });
}

function toJson(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/**
 * Null when `expected` is contained in `actual`; otherwise where and how they
 * first differ.
 */
export function mismatch(expected: unknown, actual: unknown, path = '$'): string | null {
  if (expected !== null && typeof expected === 'object') {
    if (Array.isArray(expected)) {
      if (!Array.isArray(actual)) return `${path}: expected an array, got ${show(actual)}`;
      if (actual.length !== expected.length)
        return `${path}: expected ${expected.length} items, got ${actual.length} (${show(actual)})`;
      for (let i = 0; i < expected.length; i++) {
        const m = mismatch(expected[i], actual[i], `${path}[${i}]`);
        if (m) return m;
      }
      return null;
    }
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual))
      return `${path}: expected an object, got ${show(actual)}`;
    for (const [k, v] of Object.entries(expected)) {
      const m = mismatch(v, (actual as Record<string, unknown>)[k], `${path}.${k}`);
      if (m) return m;
    }
    return null;
  }
  return expected === actual ? null : `${path}: expected ${show(expected)}, got ${show(actual)}`;
}

function show(v: unknown): string {
  const text = JSON.stringify(v as Json) ?? 'nothing';
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

function parseOrThrow<O>(
  schema: z.ZodType<O, unknown>,
  raw: unknown,
  source: string,
  prefix: Array<string | number>,
): O {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const first = issuesToDataErrors(source, parsed.error.issues, prefix)[0];
  throw new ScenarioError(`${source}: ${first.path}: ${first.reason}`);
}

function asScenarioError(e: unknown, where: string): Error {
  if (e instanceof ScenarioError) return e;
  if (e instanceof DataErrors)
    return new ScenarioError(e.errors.map((x) => `${where}: ${x.path}: ${x.reason}`).join('; '));
  if (e instanceof DataError) return new ScenarioError(`${where}: ${e.path}: ${e.reason}`);
  if (e instanceof RuleViolation) return new ScenarioError(`${where}: ${e.code}: ${e.reason}`);
  return new ScenarioError(`${where}: ${e instanceof Error ? e.message : String(e)}`);
}

/**
 * One line per check, then `N passed, N failed`: what `arbiter scenario`
 * prints. Seats are numbered from 1 here, as everywhere a person reads (the
 * file's `player` fields stay 0-based).
 */
export function formatScenarioReport(report: ScenarioReport): string {
  const lines: string[] = [];
  lines.push(
    `${report.game} scenario ${report.source}${report.description ? ` — ${report.description}` : ''}`,
  );
  for (const s of report.steps) {
    lines.push(`  step ${s.index}: ${s.player !== undefined ? `${seatName(s.player)} ` : ''}${s.described}`);
  }
  for (const c of report.checks) {
    lines.push(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.at}.${c.name}${c.ok ? '' : `: ${c.message}`}`);
  }
  const failed = report.checks.filter((c) => !c.ok).length;
  lines.push(`${report.checks.length - failed} passed, ${failed} failed`);
  return lines.join('\n');
}
