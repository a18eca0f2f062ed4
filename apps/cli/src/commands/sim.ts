/**
 * `arbiter sim <game> --games N`: a seeded batch of agent-vs-agent games, or
 * with `--ab key=v1,v2` the same batch once per value of one option.
 * `--json` prints the report object and nothing else; `--no-timing` drops the
 * timing fields so two runs with the same seed print the same bytes.
 * `--export FILE` writes every decision as a JSON line (a dataset);
 * `--agents llm,...` plays llm seats against the endpoint the environment
 * names, `--workers N` games at a time.
 * `--queue redis://HOST:PORT` plays the batch on `arbiter worker`s through
 * Redis instead (same report); `--batch-id` names it so a restart resumes it.
 * A long batch shows its progress on stderr unless `--quiet`.
 */
import type { AgentSettings } from '@arbiter/agents';
import { setPath } from '@arbiter/core';
import {
  type AbReport,
  type BatchOptions,
  type BatchReport,
  runAb,
  runBatch,
  stripTiming,
} from '@arbiter/sim';
import type { Command } from 'commander';
import {
  checkGameOptions,
  collect,
  llmSettingsFor,
  matchOptions,
  parseAbSpec,
  parseAgentList,
  resolveGame,
  wholeNumber,
  withDeckFlags,
} from '../args.ts';
import { searchBudget } from '../budget-flags.ts';
import { usageError } from '../cli-error.ts';
import { looksLikeDeckFile, readDeckFile } from '../deck-files.ts';
import { jsonText } from '../files.ts';
import type { CliDeps, TextSink } from '../io.ts';
import { createProgress, silentProgress } from '../progress.ts';
import { abReportText, batchReportText } from '../report-text.ts';
import { writeHtmlReport } from './report.ts';
import { matrixText, parseDeckList, runMatrix } from './sim-matrix.ts';

interface SimFlags {
  games: number;
  seed: number;
  agents?: string;
  option?: string[];
  players?: number;
  ab?: string;
  logDir?: string;
  json?: boolean;
  timing: boolean;
  iterations?: number;
  thinkMs?: number;
  workers?: number;
  data?: string;
  export?: string;
  trace?: string;
  queue?: string;
  batchId?: string;
  chunkSize?: number;
  quiet?: boolean;
  redisTimeout?: number;
  html?: string;
  deck1?: string;
  deck2?: string;
  matrix?: string;
}

export function registerSim(program: Command, deps: CliDeps): void {
  program
    .command('sim')
    .description('simulate a batch of seeded games between agents')
    .argument('<game>', 'game id (see `arbiter games`)')
    .requiredOption('--games <n>', 'number of games', wholeNumber(1))
    .option('--seed <n>', 'first seed; game i uses seed+i', wholeNumber(0), 1)
    .option(
      '--agents <list>',
      "agent kind per seat, comma-separated (the last repeats); default: the game's sim agent, else random",
    )
    .option('--option <key=value>', 'game option (repeatable)', collect)
    .option('--players <n>', 'number of seats, for games played by a varying number', wholeNumber(1))
    .option('--ab <key=v1,v2>', 'compare values of one game option, one batch per value')
    .option('--log-dir <dir>', 'write one match log per game into this directory')
    .option('--json', 'print the report as one JSON object')
    .option('--no-timing', 'leave out timing figures (for diffable output)')
    .option('--iterations <n>', 'MCTS iterations per decision', wholeNumber(1))
    .option(
      '--think-ms <ms>',
      'time per decision for MCTS and greedy (results then depend on the machine; with --iterations: whichever ends first)',
      wholeNumber(1),
    )
    .option(
      '--workers <n>',
      'worker threads to spread the games over (same results); with llm seats, games played at once',
      wholeNumber(1),
    )
    .option('--data <dir>', "play this data folder instead of the game's own")
    .option(
      '--export <file>',
      'write every decision as a JSON line (arbiter.decisions/1: view, legal actions, choice, outcome)',
    )
    .option('--trace <file>', "append the llm agent's decisions here (JSONL; see `arbiter trace`)")
    .option('--queue <url>', 'play the batch on `arbiter worker`s through Redis at this redis:// URL')
    .option('--batch-id <id>', 'name of a queued batch; the same id resumes it (default: from the inputs)')
    .option('--chunk-size <n>', 'games per queued job (default 1000)', wholeNumber(1))
    .option(
      '--redis-timeout <s>',
      'give up a queued batch after Redis has not answered for this long (default 60)',
      wholeNumber(1),
    )
    .option('--html <file>', 'also write the report as a self-contained HTML page with charts')
    .option('--quiet', 'show no progress')
    .option('--deck1 <deck>', "seat 1's deck, for games with deck options (same as --option deck1=DECK)")
    .option('--deck2 <deck>', "seat 2's deck, for games with deck options (same as --option deck2=DECK)")
    .option(
      '--matrix <decks>',
      'a deck-versus-deck win-rate matrix: every pair, both seat orders, --games each',
    )
    .action(async (gameId: string, flags: SimFlags) => {
      const game = await resolveGame(deps.games, gameId, flags.data);
      const { options, seats } = matchOptions(game, withDeckFlags(flags.option, flags), flags.players);
      const agents = parseAgentList(flags.agents ?? game.simAgent ?? 'random', game, seats);
      // A game's own default says so, so that nobody reads its figures as random play's.
      if (flags.agents === undefined && game.simAgent && !flags.quiet)
        deps.stderr.write(
          `${game.id}: no --agents given: every seat plays ${game.simAgent}, the game's default for sim (--agents random for random play)\n`,
        );
      const agentSettings: AgentSettings = searchBudget(flags);
      const llm = llmSettingsFor(agents, deps, flags.trace);
      if (llm) agentSettings.llm = llm;
      const batch: BatchOptions = {
        game,
        games: flags.games,
        seed: flags.seed,
        agents,
        agentSettings,
        options,
        ...(flags.logDir ? { logDir: flags.logDir } : {}),
        ...(flags.export ? { exportPath: flags.export } : {}),
        ...(flags.queue ? {} : workerOptions(flags.workers, deps, flags.data, llm !== undefined)),
      };
      if (flags.queue) await checkQueueFlags(flags);
      else if (
        flags.batchId !== undefined ||
        flags.chunkSize !== undefined ||
        flags.redisTimeout !== undefined
      ) {
        throw usageError('--batch-id, --chunk-size and --redis-timeout are for queued batches (--queue)');
      }
      if (flags.matrix) {
        if (flags.queue) throw usageError('--matrix plays on this machine; it does not take --queue');
        const decks = parseDeckList(flags.matrix);
        // A deck file is read here and played as its text; the matrix keeps the name given.
        const values = decks.map((d) => (looksLikeDeckFile(d) ? readDeckFile(d) : d));
        decks.forEach((d, i) => {
          const files = new Map(looksLikeDeckFile(d) ? [['deck1', d]] : []);
          checkGameOptions(game, { ...options, deck1: values[i], deck2: values[i] }, files);
        });
        const report = await runMatrix(batch, decks, values);
        if (flags.html) await writeHtmlReport(flags.html, report);
        deps.stdout.write(flags.json ? jsonText(report) : matrixText(report));
        return;
      }
      const variants = flags.ab ? parseAbSpec(flags.ab).values.length : 1;
      const progress = flags.quiet
        ? silentProgress
        : createProgress({ total: flags.games * variants, sink: deps.stderr, tty: isTerminal(deps.stderr) });
      // Each variant of an A/B counts from zero again: carry the finished variants' games.
      let before = 0;
      let last = 0;
      // Local threads are known up front; a queue says how many workers are connected as it goes.
      let workers: number | null | undefined = flags.queue ? undefined : flags.workers;
      batch.onProgress = (done) => {
        if (done < last) before += last;
        last = done;
        progress.update(before + done, workers);
      };
      const queued = flags.queue
        ? {
            url: flags.queue,
            batchId: flags.batchId,
            chunkSize: flags.chunkSize,
            dataDir: flags.data,
            ...(flags.redisTimeout !== undefined ? { redisTimeoutMs: flags.redisTimeout * 1000 } : {}),
            onStatus: (s: { gamesDone: number; workers: number | null }) => {
              workers = s.workers;
              progress.update(before + s.gamesDone, workers);
            },
          }
        : null;
      if (flags.ab) {
        const { key, values } = parseAbSpec(flags.ab);
        for (const value of values) {
          const variant = structuredClone(batch.options ?? {});
          setPath(variant, key, value);
          checkGameOptions(game, variant);
        }
        let report: AbReport;
        try {
          report = queued
            ? await (await import('@arbiter/queue')).runQueuedAb({ ...batch, ...queued, key, values })
            : await runAb({ ...batch, key, values });
        } finally {
          progress.finish();
        }
        const shown = flags.timing ? report : stripTiming(report);
        if (flags.html) await writeHtmlReport(flags.html, shown);
        deps.stdout.write(flags.json ? jsonText(shown) : abReportText(shown));
        return;
      }
      let report: BatchReport;
      try {
        report = queued
          ? await (await import('@arbiter/queue')).runQueuedBatch({ ...batch, ...queued })
          : await runBatch(batch);
      } finally {
        progress.finish();
      }
      const shown = flags.timing ? report : stripTiming(report);
      if (flags.html) await writeHtmlReport(flags.html, shown);
      deps.stdout.write(flags.json ? jsonText(shown) : batchReportText(shown));
    });
}

/** Loads the queue (BullMQ: heavy, so only for queued batches) and checks the flags that go with it. */
async function checkQueueFlags(flags: SimFlags): Promise<void> {
  if (flags.workers !== undefined) {
    throw usageError(
      '--workers does not apply to --queue: start `arbiter worker --concurrency N` processes instead',
    );
  }
  if (flags.export !== undefined) throw usageError('--export is not available with --queue yet');
  const { checkRedisUrl } = await import('@arbiter/queue');
  const problem = checkRedisUrl(flags.queue!);
  if (problem) throw usageError(`--queue: ${problem}`);
}

function isTerminal(sink: TextSink): boolean {
  return (sink as { isTTY?: boolean }).isTTY === true;
}

function workerOptions(
  workers: number | undefined,
  deps: CliDeps,
  dataDir: string | undefined,
  inThread: boolean,
): Pick<BatchOptions, 'workers' | 'gameSource'> {
  if (workers === undefined || workers === 1) return {};
  // llm seats wait on their endpoint: `workers` games at once in this thread, no threads needed.
  if (inThread) return { workers };
  if (!deps.gameSource) throw usageError('--workers: this arbiter cannot load games in worker threads');
  // The threads load the game themselves, so they must be told about other data too.
  return { workers, gameSource: { ...deps.gameSource, ...(dataDir !== undefined ? { dataDir } : {}) } };
}
