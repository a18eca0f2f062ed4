/**
 * Turning command-line strings into checked values: numbers, games, game
 * options, agent lists. Every refusal is a usage error naming what was wrong.
 */
import {
  agentKindsFor,
  isKnownAgentKind,
  LlmConfigError,
  type LlmSettings,
  llmSettingsFromEnv,
} from '@arbiter/agents';
import {
  type AnyGame,
  dataFolderProblem,
  parseOptionPairs,
  parseOptionValue,
  seatCountOf,
  seatRange,
  withSeatCount,
} from '@arbiter/core';
import { InvalidArgumentError } from 'commander';
import { failure, usageError } from './cli-error.ts';
import { inFileTerms, inlineDeckFiles } from './deck-files.ts';
import { type CliDeps, type GameListing, isEntry } from './io.ts';

/** A commander argument parser for whole numbers at or above `min`. */
export function wholeNumber(min: number): (raw: string) => number {
  return (raw) => {
    const n = Number(raw.trim());
    if (raw.trim() === '' || !Number.isSafeInteger(n) || n < min) {
      throw new InvalidArgumentError(`expected a whole number >= ${min}.`);
    }
    return n;
  };
}

/** Commander accumulator for repeatable options such as `--option k=v`. */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/** The game by id (loaded now if listed by a catalog entry); with `dataDir`, the game playing that data instead (its `withData`). */
export async function resolveGame(
  games: readonly GameListing[],
  id: string,
  dataDir?: string,
): Promise<AnyGame> {
  const listing = games.find((g) => g.id === id);
  if (!listing) {
    const known = games.map((g) => g.id).join(', ') || 'none';
    throw usageError(`unknown game '${id}' (known: ${known})`);
  }
  const game = isEntry(listing) ? await listing.load() : listing;
  if (dataDir === undefined) return game;
  if (!game.withData) throw usageError(`${game.id} cannot play other data (--data)`);
  requireDataDir(dataDir);
  // withData refuses (DataErrors) any data `arbiter validate` refuses.
  return game.withData(dataDir);
}

/** A `--data` folder that is not there is refused in one line, before any game reads it. */
export function requireDataDir(dir: string): void {
  const problem = dataFolderProblem(dir);
  if (problem) throw failure(`--data ${dir}: ${problem.reason}`);
}

/** Fewest and most seats of a listed game, without loading it. */
export function listingSeats(listing: GameListing): readonly [number, number] {
  return isEntry(listing) ? listing.seats : seatRange(listing);
}

/**
 * Checks raw options against the game's schema and returns them unchanged
 * (the match parses them again). A key the schema drops is reported as
 * unknown, so a typo is never silently ignored.
 */
export function checkGameOptions(
  game: AnyGame,
  raw: Record<string, unknown>,
  files: ReadonlyMap<string, string> = new Map(),
): Record<string, unknown> {
  const result = game.optionsSchema.safeParse(raw);
  if (!result.success) {
    const [issue] = result.error.issues;
    // A strict schema's unknown key reads as a lenient one's: the same words for every game.
    if (issue.code === 'unrecognized_keys' && issue.path.length === 0)
      throw usageError(`unknown option '${issue.keys[0]}' for ${game.id}`);
    const name = issue.path.map(String).join('.');
    // An option read from a deck file: the refusal names the file (and its line).
    const file = files.get(name);
    if (file !== undefined) throw usageError(inFileTerms(file, issue.message));
    const label = name ? `option '${name}'` : 'options';
    throw usageError(`invalid ${label} for ${game.id}: ${issue.message}`);
  }
  const parsed = result.data;
  if (typeof parsed === 'object' && parsed !== null) {
    for (const key of Object.keys(raw)) {
      if (!(key in parsed)) throw usageError(`unknown option '${key}' for ${game.id}`);
    }
  }
  return raw;
}

/**
 * `--option k=v` pairs, parsed and checked against the game's schema. A
 * deck option naming a file is read here and passed as the deck's text
 * (deck-files.ts): games never read a path from their options.
 */
export function gameOptions(game: AnyGame, pairs: readonly string[] = []): Record<string, unknown> {
  let raw: Record<string, unknown>;
  try {
    raw = parseOptionPairs(pairs);
  } catch (e) {
    throw usageError(e instanceof Error ? e.message : String(e));
  }
  const { options, files } = inlineDeckFiles(raw);
  return checkGameOptions(game, options, files);
}

/**
 * Game options from `--option` pairs and `--players N`, and the seat count
 * they give (`seatCount`). `--players` must be within the game's seat range.
 */
export function matchOptions(
  game: AnyGame,
  pairs: readonly string[] = [],
  players?: number,
): { options: Record<string, unknown>; seats: number } {
  let options = gameOptions(game, pairs);
  if (players !== undefined) {
    try {
      options = withSeatCount(game, options, players);
    } catch (e) {
      throw usageError(e instanceof Error ? e.message : String(e));
    }
    checkGameOptions(game, options);
  }
  return { options, seats: seatCountOf(game, options) };
}

/** `--ab key=v1,v2[,...]`: the option that varies and its values (at least two). */
export function parseAbSpec(spec: string): { key: string; values: unknown[] } {
  const eq = spec.indexOf('=');
  const key = eq > 0 ? spec.slice(0, eq).trim() : '';
  const values = eq > 0 ? spec.slice(eq + 1).split(',') : [];
  if (!key || values.length < 2 || values.some((v) => v.trim() === '')) {
    throw usageError(`--ab '${spec}' is not of the form key=value1,value2`);
  }
  return { key, values: values.map(parseOptionValue) };
}

/** Agent kinds for automated seats (no humans in a batch). */
export function parseAgentList(list: string, game: AnyGame, seats: number = game.players): string[] {
  const kinds = list.split(',').map((k) => k.trim());
  for (const kind of kinds) checkAgentKind(kind, '--agents', game);
  if (kinds.length > seats) {
    throw usageError(`--agents lists ${kinds.length} agents but ${game.id} has ${seats} seats`);
  }
  return kinds;
}

export function checkAgentKind(kind: string, flag: string, game?: AnyGame): void {
  if (!isKnownAgentKind(kind, game)) {
    throw usageError(`${flag}: unknown agent '${kind}' (known: ${agentKindsFor(game).join(', ')})`);
  }
}

/**
 * The LLM agent's settings when some seat is `llm`: the endpoint from the
 * environment (ARBITER_LLM_*), `--trace` in place of ARBITER_LLM_TRACE.
 * Undefined when no seat is `llm`; a usage error when one is but no endpoint
 * is named, or the environment is wrong.
 */
export function llmSettingsFor(
  kinds: readonly string[],
  deps: CliDeps,
  tracePath: string | undefined,
): LlmSettings | undefined {
  if (!kinds.includes('llm')) {
    if (tracePath !== undefined)
      throw usageError("--trace records the llm agent's decisions, and no seat is llm");
    return undefined;
  }
  let settings: LlmSettings | null;
  try {
    settings = llmSettingsFromEnv(deps.env ?? {});
  } catch (e) {
    if (e instanceof LlmConfigError) throw usageError(e.message);
    throw e;
  }
  if (!settings) {
    throw usageError(
      'an llm seat needs an endpoint: set ARBITER_LLM_BASE_URL and ARBITER_LLM_MODEL (and ARBITER_LLM_API_KEY if it wants one)',
    );
  }
  return tracePath === undefined ? settings : { ...settings, tracePath };
}

/** `--deck1` / `--deck2` as the `deck1` / `deck2` game options. */
export function withDeckFlags(
  pairs: readonly string[] = [],
  flags: { deck1?: string; deck2?: string },
): string[] {
  const out = [...pairs];
  if (flags.deck1 !== undefined) out.push(`deck1=${flags.deck1}`);
  if (flags.deck2 !== undefined) out.push(`deck2=${flags.deck2}`);
  return out;
}
