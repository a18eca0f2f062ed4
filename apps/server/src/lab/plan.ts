/**
 * A Lab run request, checked, and the batches it plays. A run pits a subject
 * (a deck or a hero; nothing for a game without sides) against each chosen
 * opponent, the same seeds from both seats, under one or more data variants:
 *   - field: the shipped data, or one named variant;
 *   - ab: the shipped data and the variant, with the same seeds;
 *   - sweep: one field of the data set to each of a few values.
 * Each batch is exactly what `arbiter sim` plays for its options, agents,
 * seed and game count (with the variant's data), so a run's numbers can be
 * checked against the command line.
 */
import { isKnownAgentKind } from '@arbiter/agents';
import { type AnyGame, parseOptions, seatCount } from '@arbiter/core';
import { applyDataChanges, type DataChange, gameWithChanges, pathText, seatKinds } from '@arbiter/sim';
import { z } from 'zod';
import { ServerError } from '../errors.ts';
import type { LabGameAdapter } from './games/index.ts';
import type { DeckCheck, LabMode } from './protocol.ts';

const json: z.ZodType<unknown> = z.lazy(() =>
  z.union([
    z.string().max(2000),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(json).max(100),
    z.record(z.string().max(100), json),
  ]),
);
const pathSchema = z
  .array(z.union([z.string().min(1).max(100), z.number().int().min(0).max(100_000)]))
  .min(1)
  .max(12);
export const changeSchema = z.strictObject({
  file: z.string().min(1).max(100),
  path: pathSchema,
  value: json,
});

export const variantSchema = z.strictObject({
  name: z.string().trim().min(1).max(80),
  changes: z.array(changeSchema).max(200),
});

const sideText = z.string().min(1).max(20_000);

export const runRequestSchema = z.strictObject({
  game: z.string().min(1).max(40),
  /** A deck (preset id or list text), a hero, or nothing for a game without sides. */
  subject: z
    .strictObject({
      preset: z.string().min(1).max(80).optional(),
      deck: sideText.optional(),
      hero: z.string().min(1).max(80).optional(),
      /** How the report names it ("My water deck"). */
      label: z.string().trim().min(1).max(80).optional(),
    })
    .default({}),
  opponents: z.array(z.string().min(1).max(80)).max(12).default([]),
  /** [subject's agent, opponents' agent]; for a game without sides, one per seat (the last repeats). */
  agents: z.array(z.string().min(1).max(40)).min(1).max(5).default(['random']),
  /** Games per opponent (both seat orders together) and variant. */
  games: z.number().int().min(1).max(10_000_000),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 40)
    .default(1),
  /** The game's other options (turn limit, players, …). */
  options: z.record(z.string().max(60), json).default({}),
  mode: z.enum(['field', 'ab', 'sweep']).default('field'),
  variant: variantSchema.optional(),
  sweep: z
    .strictObject({
      label: z.string().trim().min(1).max(120).optional(),
      file: z.string().min(1).max(100),
      path: pathSchema,
      values: z.array(json).min(2).max(12),
    })
    .optional(),
});
export type RunRequest = z.infer<typeof runRequestSchema>;

/** One batch of a run: `arbiter sim` with these options, agents, seed and games, on this variant's data. */
export interface PlannedBatch {
  variant: number;
  opponent: string | null;
  subjectSeat: 0 | 1 | null;
  options: Record<string, unknown>;
  /** Agent kind per seat. */
  agents: string[];
  games: number;
  seed: number;
}

export interface PlannedVariant {
  label: string;
  value?: unknown;
  changes: DataChange[];
}

export interface RunPlan {
  game: string;
  mode: LabMode;
  title: string;
  subject: string | null;
  agents: string[];
  games: number;
  seed: number;
  variants: PlannedVariant[];
  sweep?: { label: string; file: string; path: Array<string | number>; values: unknown[] };
  batches: PlannedBatch[];
  /** Every game of every batch. */
  totalGames: number;
  /** Whether a seat is played by a searching agent (these runs have a tighter budget). */
  searching: boolean;
}

/**
 * Agents that search (milliseconds a decision, not microseconds): a run with one has the tighter
 * game budget (searchGamesPerRun). Dice Duel's own `expectimax` is one.
 */
export const SEARCHING_AGENTS: readonly string[] = ['greedy', 'mcts', 'rollout', 'expectimax'];

const refuse = (reason: string): never => {
  throw new ServerError('bad-run', reason);
};

/** The run's plan, or a 400 `bad-run` naming what is wrong. `checkDeck` reads a deck list's text. */
export function planRun(
  request: RunRequest,
  game: AnyGame,
  adapter: LabGameAdapter,
  checkDeck: (text: string) => DeckCheck,
): RunPlan {
  const variants = planVariants(request, game);
  const own = Object.keys(request.options).filter((k) => adapter.ownOptions.includes(k));
  if (own.length > 0)
    refuse(
      `the Lab sets ${own.join(' and ')} from the subject and the opponents: leave ${own.length === 1 ? 'it' : 'them'} out of the options`,
    );
  const seats = adapter.sides === 'none' ? seatCount(game, parseOptions(game, request.options)) : 2;
  for (const kind of request.agents) {
    if (!isKnownAgentKind(kind, game) || kind === 'llm') refuse(`agent '${kind}' does not play in the Lab`);
  }
  const batches: PlannedBatch[] = [];
  let subject: string | null = null;
  const agents =
    adapter.sides === 'none'
      ? seatKinds(request.agents, seats)
      : [request.agents[0], request.agents[1] ?? request.agents[0]];
  if (adapter.sides === 'none') {
    if (request.opponents.length > 0) refuse(`${game.name} has no sides: leave opponents out`);
    variants.forEach((_, v) => {
      batches.push({
        variant: v,
        opponent: null,
        subjectSeat: null,
        options: request.options,
        agents,
        games: request.games,
        seed: request.seed,
      });
    });
  } else {
    if (request.opponents.length === 0) refuse('choose at least one opponent');
    if (new Set(request.opponents).size !== request.opponents.length) refuse('an opponent is named twice');
    if (request.games < 2) refuse('a run plays each opponent from both seats: at least 2 games');
    const known = new Map(adapter.opponents(game).map((o) => [o.id, o.label]));
    for (const o of request.opponents) {
      if (!known.has(o)) refuse(`unknown opponent '${o}' (known: ${[...known.keys()].join(', ')})`);
    }
    const side = subjectOf(request, game, adapter, checkDeck);
    subject = side.label;
    const first = Math.ceil(request.games / 2);
    const second = request.games - first;
    variants.forEach((_, v) => {
      for (const o of request.opponents) {
        for (const [seat, games] of [
          [0, first],
          [1, second],
        ] as const) {
          const options = { ...request.options, ...adapter.matchOptions(side.value, o, seat) };
          const seatAgents = seat === 0 ? agents : [agents[1], agents[0]];
          batches.push({
            variant: v,
            opponent: known.get(o)!,
            subjectSeat: seat,
            options,
            agents: seatAgents,
            games,
            seed: request.seed,
          });
        }
      }
    });
  }
  // Every batch's options must be the game's (with the variant's data): refused now, not in a worker.
  for (const b of batches) {
    const played = variantGame(game, variants[b.variant]);
    try {
      parseOptions(played, b.options);
    } catch (e) {
      refuse(
        `${variants[b.variant].label}${b.opponent ? `, against ${b.opponent}` : ''}: ${(e as Error).message}`,
      );
    }
  }
  const totalGames = batches.reduce((n, b) => n + b.games, 0);
  const plan: RunPlan = {
    game: game.id,
    mode: request.mode,
    title: '',
    subject,
    agents,
    games: request.games,
    seed: request.seed,
    variants,
    batches,
    totalGames,
    searching: agents.some((a) => SEARCHING_AGENTS.includes(a)),
  };
  if (request.sweep) {
    plan.sweep = {
      label: request.sweep.label ?? pathText(request.sweep.path),
      file: request.sweep.file,
      path: request.sweep.path,
      values: request.sweep.values,
    };
  }
  plan.title = titleOf(plan, game, request.opponents.length);
  return plan;
}

function titleOf(plan: RunPlan, game: AnyGame, opponents: number): string {
  const what = plan.subject ?? game.name;
  const against = opponents > 0 ? ` vs ${opponents} opponent${opponents === 1 ? '' : 's'}` : '';
  const mode =
    plan.mode === 'ab' ? ' (A/B)' : plan.mode === 'sweep' ? ` (sweep of ${plan.sweep?.label})` : '';
  return `${what}${against}, ${plan.games.toLocaleString('en-US')} games${mode}`;
}

/** The subject's option value and how the report names it. */
function subjectOf(
  request: RunRequest,
  game: AnyGame,
  adapter: LabGameAdapter,
  checkDeck: (text: string) => DeckCheck,
): { value: unknown; label: string } {
  const s = request.subject;
  const given = [s.preset, s.deck, s.hero].filter((x) => x !== undefined).length;
  if (given !== 1) refuse('the subject is one of: a preset deck, a deck list, or a hero');
  if (adapter.sides === 'hero') {
    if (s.hero === undefined) refuse(`${game.name}'s subject is a hero`);
    const hero = adapter.heroes?.(game).find((h) => h.id === s.hero);
    if (!hero) refuse(`unknown hero '${s.hero}'`);
    return { value: hero!.id, label: s.label ?? hero!.label };
  }
  if (s.preset !== undefined) {
    const preset = adapter.opponents(game).find((o) => o.id === s.preset);
    if (!preset) refuse(`unknown preset deck '${s.preset}'`);
    return { value: preset!.id, label: s.label ?? preset!.label };
  }
  if (s.deck === undefined || !adapter.deck) return refuse(`${game.name}'s subject is a deck`);
  const check = checkDeck(s.deck);
  if (!check.ok) {
    const first = check.problems[0];
    refuse(`the deck is not legal: ${first.line ? `line ${first.line}: ` : ''}${first.reason}`);
  }
  const value = adapter.deck.optionValue(s.deck, check);
  if ('refused' in value) return refuse(value.refused);
  return { value: value.value, label: s.label ?? 'custom deck' };
}

function planVariants(request: RunRequest, game: AnyGame): PlannedVariant[] {
  const shipped: PlannedVariant = { label: 'shipped data', changes: [] };
  const needDocs = () => {
    if (!game.dataDocuments) refuse(`${game.name}'s data cannot be changed in the Lab yet`);
  };
  switch (request.mode) {
    case 'field':
      if (request.sweep) refuse('a sweep belongs to mode "sweep"');
      if (!request.variant || request.variant.changes.length === 0) return [shipped];
      needDocs();
      return [{ label: request.variant.name, changes: request.variant.changes as DataChange[] }];
    case 'ab':
      if (!request.variant || request.variant.changes.length === 0)
        refuse('an A/B needs a variant with at least one change');
      needDocs();
      return [shipped, { label: request.variant!.name, changes: request.variant!.changes as DataChange[] }];
    case 'sweep': {
      if (!request.sweep) refuse('a sweep needs the field and its values');
      needDocs();
      const base = (request.variant?.changes ?? []) as DataChange[];
      const { file, path, values } = request.sweep!;
      const label = request.sweep!.label ?? pathText(path);
      return values.map((value) => ({
        label: `${label} = ${typeof value === 'string' ? value : JSON.stringify(value)}`,
        value,
        changes: [...base, { file, path, value: value as DataChange['value'] }],
      }));
    }
  }
}

const variantGames = new WeakMap<PlannedVariant, AnyGame>();

/** The game playing a variant's data (the game itself for the shipped data); refuses data the game refuses. */
export function variantGame(game: AnyGame, variant: PlannedVariant): AnyGame {
  let played = variantGames.get(variant);
  if (!played) {
    try {
      if (variant.changes.length > 0 && game.dataDocuments)
        applyDataChanges(game.dataDocuments.documents, variant.changes);
      played = gameWithChanges(game, variant.changes);
    } catch (e) {
      return refuse(`${variant.label}: ${(e as Error).message}`);
    }
    variantGames.set(variant, played);
  }
  return played;
}
