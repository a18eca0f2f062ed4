/**
 * `arbiter tournament <game> --agents a,b,c [--games N] [--decks d1,d2,...]`:
 * a round-robin between agents (specs such as `mcts:200` or `mcts:250ms`
 * tell one kind at several budgets apart). Every two agents meet in both
 * seat orders on the same seeds (and, with --decks, on every deck matchup);
 * the report gives Bradley–Terry ratings on the Elo scale (the first agent
 * at 0) with 95% bootstrap intervals, the pairwise score table with Wilson
 * intervals and each agent's time per decision.
 *
 * Locally it plays in this thread; `--journal FILE` records each finished
 * game so the same command started again resumes. `--queue URL` plays each
 * cell (a pairing, a deck matchup, a seat order) as a queued batch on
 * `arbiter worker`s, resumed the same way as `sim --queue` (the batch ids
 * come from the inputs, or from `--batch-id`); queued runs measure no time.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import {
  type AgentSettings,
  agentSpecProblem,
  type GameResult,
  gameId,
  gamesPerPairing,
  isAsyncAgentKind,
  isCommonAgentSpec,
  pairingCells,
  pairings,
  runTournament,
  type TournamentPlan,
  type TournamentReport,
  TournamentTally,
  tournamentCells,
} from '@arbiter/agents';
import type { AnyGame } from '@arbiter/core';
import type { Command } from 'commander';
import { checkGameOptions, collect, gameOptions, llmSettingsFor, resolveGame, wholeNumber } from '../args.ts';
import { failure, usageError } from '../cli-error.ts';
import { jsonText, writeJsonFile } from '../files.ts';
import type { CliDeps, TextSink } from '../io.ts';
import { createProgress, silentProgress } from '../progress.ts';
import { writeHtmlReport } from './report.ts';
import { tournamentText } from './tournament-text.ts';

interface TournamentFlags {
  agents: string;
  games: number;
  seed: number;
  decks?: string;
  option?: string[];
  data?: string;
  json?: boolean;
  html?: string;
  out?: string;
  journal?: string;
  queue?: string;
  batchId?: string;
  chunkSize?: number;
  redisTimeout?: number;
  maxActions?: number;
  trace?: string;
  quiet?: boolean;
}

export function registerTournament(program: Command, deps: CliDeps): void {
  program
    .command('tournament')
    .description('a round-robin between agents: ratings with intervals, pairwise scores, time per decision')
    .argument('<game>', 'game id (see `arbiter games`)')
    .requiredOption(
      '--agents <list>',
      'agents, comma-separated: kinds or specs with a budget (random,greedy,mcts:200,mcts:250ms)',
    )
    .option(
      '--games <n>',
      'games per pairing, both seat orders (rounded up to fill every deck matchup)',
      wholeNumber(1),
      20,
    )
    .option('--seed <n>', 'first seed', wholeNumber(0), 1)
    .option('--decks <list>', 'decks to rotate through, comma-separated (games with deck1/deck2 options)')
    .option('--option <key=value>', 'game option (repeatable)', collect)
    .option('--data <dir>', "play this data folder instead of the game's own")
    .option('--json', 'print the report as one JSON object')
    .option('--out <file>', 'also write the report as JSON to this file')
    .option('--html <file>', 'also write the report as a self-contained HTML page')
    .option('--journal <file>', 'record each finished game here; the same command with it again resumes')
    .option('--queue <url>', 'play the cells on `arbiter worker`s through Redis at this redis:// URL')
    .option('--batch-id <id>', 'names the queued batches (default: from the inputs); the same id resumes')
    .option('--chunk-size <n>', 'games per queued job (default 1000)', wholeNumber(1))
    .option(
      '--redis-timeout <s>',
      'give up after Redis has not answered for this long (default 60)',
      wholeNumber(1),
    )
    .option('--max-actions <n>', 'a game this long is a draw (default 10000)', wholeNumber(1))
    .option('--trace <file>', "append the llm agent's decisions here (JSONL)")
    .option('--quiet', 'show no progress')
    .action(async (gameIdArg: string, flags: TournamentFlags) => {
      const game = await resolveGame(deps.games, gameIdArg, flags.data);
      const plan = planFrom(game, flags);
      const options = gameOptions(game, flags.option);
      if (game.players !== 2 && !game.seats)
        throw usageError(`${game.id}: tournaments are for two-seat games`);
      checkGameOptions(game, {
        ...options,
        ...(plan.decks ? { deck1: plan.decks[0], deck2: plan.decks[0] } : {}),
      });
      for (const d of plan.decks ?? []) checkGameOptions(game, { ...options, deck1: d, deck2: d });
      const settings: AgentSettings = {};
      const llm = llmSettingsFor(
        plan.agents.map((a) => a.split(':')[0]),
        deps,
        flags.trace,
      );
      if (llm) settings.llm = llm;
      const report = flags.queue
        ? await runQueued(game, plan, options, flags, deps)
        : await runLocal(game, plan, options, settings, flags, deps);
      if (flags.out) writeJsonFile(flags.out, report);
      if (flags.html) await writeHtmlReport(flags.html, report);
      deps.stdout.write(flags.json ? jsonText(report) : tournamentText(report));
    });
}

function planFrom(game: AnyGame, flags: TournamentFlags): TournamentPlan {
  const agents = flags.agents
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  for (const a of agents) {
    const problem = agentSpecProblem(a, game);
    if (problem) throw usageError(`--agents: ${problem}`);
  }
  const decks = flags.decks
    ?.split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  if (flags.decks !== undefined && (!decks || decks.length === 0)) throw usageError('--decks names no deck');
  const plan: TournamentPlan = { agents, games: flags.games, seed: flags.seed, ...(decks ? { decks } : {}) };
  try {
    tournamentCells(plan);
  } catch (e) {
    throw usageError(e instanceof Error ? e.message : String(e));
  }
  return plan;
}

function progressFor(flags: TournamentFlags, deps: CliDeps, total: number) {
  return flags.quiet
    ? silentProgress
    : createProgress({ total, sink: deps.stderr, tty: (deps.stderr as { isTTY?: boolean }).isTTY === true });
}

async function runLocal(
  game: AnyGame,
  plan: TournamentPlan,
  options: Record<string, unknown>,
  settings: AgentSettings,
  flags: TournamentFlags,
  deps: CliDeps,
): Promise<TournamentReport> {
  if (flags.batchId !== undefined || flags.chunkSize !== undefined || flags.redisTimeout !== undefined) {
    throw usageError('--batch-id, --chunk-size and --redis-timeout are for queued tournaments (--queue)');
  }
  const journal = flags.journal ? openJournal(flags.journal, game, plan, options) : null;
  const total = gamesPerPairing(plan) * pairings(plan.agents.length).length;
  const progress = progressFor(flags, deps, total);
  try {
    return await runTournament({
      game,
      plan,
      options,
      settings,
      ...(flags.maxActions ? { maxActions: flags.maxActions } : {}),
      done: journal?.done ?? [],
      onGame: (result, played) => {
        if (journal && !journal.seen.has(gameId(result))) journal.append(result);
        progress.update(played);
      },
    });
  } finally {
    progress.finish();
  }
}

/** The journal's header: what a resumed run must match. */
interface JournalHeader {
  format: 'arbiter.tournament-journal/1';
  game: string;
  data: string | null;
  plan: TournamentPlan;
  options: Record<string, unknown>;
}

function openJournal(path: string, game: AnyGame, plan: TournamentPlan, options: Record<string, unknown>) {
  const header: JournalHeader = {
    format: 'arbiter.tournament-journal/1',
    game: game.id,
    data: game.dataFingerprint ?? null,
    plan,
    options,
  };
  const done: GameResult[] = [];
  if (existsSync(path)) {
    const lines = readFileSync(path, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '');
    const parsed = lines.map((line, i) => {
      try {
        return JSON.parse(line) as unknown;
      } catch {
        throw failure(`${path}: line ${i + 1} is not JSON (a run stopped mid-line? remove that line)`);
      }
    });
    if (parsed.length > 0 && JSON.stringify(parsed[0]) !== JSON.stringify(header)) {
      throw usageError(
        `${path}: this journal is of another tournament (game, data, agents, games, seed, decks or options differ)`,
      );
    }
    done.push(...(parsed.slice(1) as GameResult[]));
  } else {
    appendFileSync(path, `${JSON.stringify(header)}\n`);
  }
  const seen = new Set(done.map(gameId));
  return {
    done,
    seen,
    append(result: GameResult) {
      appendFileSync(path, `${JSON.stringify(result)}\n`);
      seen.add(gameId(result));
    },
  };
}

async function runQueued(
  game: AnyGame,
  plan: TournamentPlan,
  options: Record<string, unknown>,
  flags: TournamentFlags,
  deps: CliDeps,
): Promise<TournamentReport> {
  if (flags.journal) throw usageError('--journal is for local tournaments; a queued one resumes from Redis');
  for (const a of plan.agents) {
    if (isAsyncAgentKind(a) || !isCommonAgentSpec(a)) {
      throw usageError(
        `--queue: agent '${a}' cannot play on workers (only random, greedy and mcts specs do; play it without --queue)`,
      );
    }
  }
  const queue = await import('@arbiter/queue');
  const problem = queue.checkRedisUrl(flags.queue!);
  if (problem) throw usageError(`--queue: ${problem}`);
  const started = performance.now();
  const tally = new TournamentTally(plan);
  const total = gamesPerPairing(plan) * pairings(plan.agents.length).length;
  const progress = progressFor(flags, deps, total);
  let finished = 0;
  try {
    for (const pair of pairings(plan.agents.length)) {
      for (const cell of pairingCells(plan, pair)) {
        const report = await queue.runQueuedBatch({
          game,
          games: cell.games,
          seed: cell.seed,
          agents: cell.seats.map((i) => plan.agents[i]),
          options: { ...options, ...(cell.decks ?? {}) },
          url: flags.queue!,
          ...(flags.batchId ? { batchId: `${flags.batchId}.p${pair[0]}-${pair[1]}.c${cell.index}` } : {}),
          ...(flags.chunkSize ? { chunkSize: flags.chunkSize } : {}),
          ...(flags.data ? { dataDir: flags.data } : {}),
          ...(flags.maxActions ? { maxActions: flags.maxActions } : {}),
          ...(flags.redisTimeout ? { redisTimeoutMs: flags.redisTimeout * 1000 } : {}),
          onProgress: (done) => progress.update(finished + done),
        });
        const [s0, s1] = cell.seats;
        const [a, b] = pair;
        const winsOf = (agent: number) => report.wins[agent === s0 ? 0 : 1];
        tally.addCounts(a, b, winsOf(a), winsOf(b), report.draws);
        void s1;
        finished += cell.games;
      }
    }
  } finally {
    progress.finish();
  }
  return tally.report(game.id, options, { elapsedMs: performance.now() - started });
}

export type { TextSink };
