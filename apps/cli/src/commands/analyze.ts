/**
 * `arbiter analyze <log> --at N`: what the search thinks of a position of a
 * recorded match, for every seat, each from its own view (the same analysis
 * as the browser's hint): the seat's estimated chance of winning, and for the
 * seat that owes a decision its best action and the next two, each with its
 * chance. Position N is the one after the log's first N actions (0: the
 * start; default: the last). The log is replayed up to there with its hashes
 * checked. `--iterations` (deterministic) or `--think-ms` set the budget.
 */
import {
  type AgentSettings,
  analyzePosition,
  DEFAULT_HINT_SETTINGS,
  type PositionAnalysis,
} from '@arbiter/agents';
import { type AnyGame, Match, type MatchLog, type PlayerId, RuleViolation } from '@arbiter/core';
import type { Command } from 'commander';
import { resolveGame, wholeNumber } from '../args.ts';
import { failure, usageError } from '../cli-error.ts';
import { jsonText, readJsonFile } from '../files.ts';
import type { CliDeps } from '../io.ts';
import { seatLabel } from '../outcome.ts';

interface AnalyzeFlags {
  at?: number;
  iterations?: number;
  thinkMs?: number;
  seed: string;
  json?: boolean;
  data?: string;
}

export function registerAnalyze(program: Command, deps: CliDeps): void {
  program
    .command('analyze')
    .description(
      "a recorded position seen by the search: each seat's chance, the best actions for the one to act",
    )
    .argument('<log>', 'a match log (JSON), as written by `sim --log-dir` or `play --log`')
    .option('--at <n>', 'the position after this many actions (default: the last)', wholeNumber(0))
    .option(
      '--iterations <n>',
      'search iterations per seat (deterministic; default: --think-ms)',
      wholeNumber(1),
    )
    .option(
      '--think-ms <ms>',
      `search time per seat (default ${DEFAULT_HINT_SETTINGS.thinkMs})`,
      wholeNumber(1),
    )
    .option('--seed <seed>', "the search's seed", 'analyze')
    .option('--json', 'print the analysis as JSON')
    .option('--data <dir>', 'the data folder the match was played with (when not the shipped data)')
    .action(async (path: string, flags: AnalyzeFlags) => {
      const log = readLog(path);
      const game = await resolveGame(deps.games, log.game, flags.data);
      const at = flags.at ?? log.actions.length;
      if (at > log.actions.length) {
        throw usageError(
          `--at ${at}: the log has ${log.actions.length} actions (positions 0..${log.actions.length})`,
        );
      }
      const match = positionAt(game, log, at, path);
      const settings: AgentSettings =
        flags.iterations !== undefined
          ? {
              iterations: flags.iterations,
              ...(flags.thinkMs !== undefined ? { thinkMs: flags.thinkMs } : { thinkMs: 0 }),
            }
          : { ...DEFAULT_HINT_SETTINGS, ...(flags.thinkMs !== undefined ? { thinkMs: flags.thinkMs } : {}) };
      const toAct = match.toAct();
      const seats = match.seats;
      const results = Array.from({ length: seats }, (_, seat: PlayerId) =>
        analyzePosition({
          game,
          seat,
          view: match.view(seat),
          legal: toAct.includes(seat) ? match.legalActions(seat) : [],
          settings,
          seed: `${flags.seed}/${seat}`,
        }),
      );
      const described = results.map((r) => ({
        ...r,
        ranked: r.ranked.map((x) => ({ ...x, label: game.describe(x.action, match.state) })),
      }));
      const outcome = match.outcome();
      if (flags.json) {
        deps.stdout.write(
          jsonText({ game: game.id, log: path, at, actions: log.actions.length, outcome, seats: described }),
        );
        return;
      }
      deps.stdout.write(
        `${game.id}: position ${at} of ${log.actions.length}${outcome ? ` (the game is over: ${outcome.reason})` : ''}\n`,
      );
      for (const r of described) deps.stdout.write(seatText(r));
    });
}

type Described = Omit<PositionAnalysis, 'ranked'> & {
  ranked: Array<PositionAnalysis['ranked'][number] & { label: string }>;
};

function seatText(r: Described): string {
  const pct = (x: number) => `${Math.round(100 * x)}%`;
  const head = `${seatLabel(r.seat)}${r.toAct ? ' (to act)' : ''}: ${r.searched ? `win chance ${pct(r.winChance)}` : 'no estimate (the game gives agents nothing to search on)'} (${r.iterations} iterations, ${Math.round(r.elapsedMs)} ms)\n`;
  const lines = r.ranked.map(
    (x, i) => `  ${i === 0 ? 'best' : 'then'}: ${x.label} — ${pct(x.winChance)} (${x.visits} visits)\n`,
  );
  return head + lines.join('');
}

function readLog(path: string): MatchLog {
  const log = readJsonFile(path) as Partial<MatchLog> | null;
  if (
    typeof log !== 'object' ||
    log === null ||
    typeof log.game !== 'string' ||
    !Array.isArray(log.actions)
  ) {
    throw failure(`${path}: not a match log (expected an object with 'game' and 'actions')`);
  }
  return log as MatchLog;
}

/** The match after the log's first `at` actions, each checked against its recorded hash. */
function positionAt(game: AnyGame, log: MatchLog, at: number, path: string): Match {
  const match = new Match(game, log.options, log.seed);
  if (log.initialHash && match.initialHash !== log.initialHash) {
    throw failure(
      `${path}: replay mismatch at setup (options/seed): the log was made with other rules or data`,
    );
  }
  for (let i = 0; i < at; i++) {
    const step = log.actions[i];
    try {
      match.act(step.player, step.action);
    } catch (e) {
      if (e instanceof RuleViolation) throw failure(`${path}: actions[${i}] is not legal: ${e.reason}`);
      throw e;
    }
    if (step.hash && match.actions[i].hash !== step.hash) {
      throw failure(`${path}: replay mismatch at actions[${i}]: the log was made with other rules or data`);
    }
  }
  return match;
}
