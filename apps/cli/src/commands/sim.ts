/**
 * `arbiter sim <game> --games N`: a seeded batch of agent-vs-agent games, or
 * with `--ab key=v1,v2` the same batch once per value of one option.
 * `--json` prints the report object and nothing else; `--no-timing` drops the
 * timing fields so two runs with the same seed print the same bytes.
 * `--export FILE` writes every decision as a JSON line (a dataset);
 * `--agents llm,...` plays llm seats against the endpoint the environment
 * names, `--workers N` games at a time.
 */
import type { AgentSettings } from '@arbiter/agents';
import { setPath } from '@arbiter/core';
import { type BatchOptions, runAb, runBatch, stripTiming } from '@arbiter/sim';
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
} from '../args.ts';
import { usageError } from '../cli-error.ts';
import { jsonText } from '../files.ts';
import type { CliDeps } from '../io.ts';
import { abReportText, batchReportText } from '../report-text.ts';

interface SimFlags {
  games: number;
  seed: number;
  agents: string;
  option?: string[];
  players?: number;
  ab?: string;
  logDir?: string;
  json?: boolean;
  timing: boolean;
  iterations?: number;
  workers?: number;
  data?: string;
  export?: string;
  trace?: string;
}

export function registerSim(program: Command, deps: CliDeps): void {
  program
    .command('sim')
    .description('simulate a batch of seeded games between agents')
    .argument('<game>', 'game id (see `arbiter games`)')
    .requiredOption('--games <n>', 'number of games', wholeNumber(1))
    .option('--seed <n>', 'first seed; game i uses seed+i', wholeNumber(0), 1)
    .option('--agents <list>', 'agent kind per seat, comma-separated (the last repeats)', 'random')
    .option('--option <key=value>', 'game option (repeatable)', collect)
    .option('--players <n>', 'number of seats, for games played by a varying number', wholeNumber(1))
    .option('--ab <key=v1,v2>', 'compare values of one game option, one batch per value')
    .option('--log-dir <dir>', 'write one match log per game into this directory')
    .option('--json', 'print the report as one JSON object')
    .option('--no-timing', 'leave out timing figures (for diffable output)')
    .option('--iterations <n>', 'MCTS iterations per decision', wholeNumber(1))
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
    .action(async (gameId: string, flags: SimFlags) => {
      const game = await resolveGame(deps.games, gameId, flags.data);
      const { options, seats } = matchOptions(game, flags.option, flags.players);
      const agents = parseAgentList(flags.agents, game, seats);
      const agentSettings: AgentSettings = flags.iterations ? { iterations: flags.iterations } : {};
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
        ...workerOptions(flags.workers, deps, flags.data, llm !== undefined),
      };
      if (flags.ab) {
        const { key, values } = parseAbSpec(flags.ab);
        for (const value of values) {
          const variant = structuredClone(batch.options ?? {});
          setPath(variant, key, value);
          checkGameOptions(game, variant);
        }
        const report = await runAb({ ...batch, key, values });
        const shown = flags.timing ? report : stripTiming(report);
        deps.stdout.write(flags.json ? jsonText(shown) : abReportText(shown));
        return;
      }
      const report = await runBatch(batch);
      const shown = flags.timing ? report : stripTiming(report);
      deps.stdout.write(flags.json ? jsonText(shown) : batchReportText(shown));
    });
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
