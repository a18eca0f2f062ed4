/**
 * `arbiter replay <log.json>`: re-runs a match log and checks every state
 * hash. Prints `ok <finalHash>` and the outcome; on the first difference,
 * exits 1 with one line naming the action where the replay diverged.
 */
import { eventsForm, type MatchLog, ReplayMismatch, replay } from '@arbiter/core';
import type { Command } from 'commander';
import { resolveGame } from '../args.ts';
import { failure, usageError } from '../cli-error.ts';
import { readJsonFile } from '../files.ts';
import type { CliDeps } from '../io.ts';
import { describeOutcome, seatLabel } from '../outcome.ts';

export function registerReplay(program: Command, deps: CliDeps): void {
  program
    .command('replay')
    .description('verify a match log by replaying it')
    .argument('<log>', 'a match log (JSON), as written by `sim --log-dir` or `play --log`')
    .option('--events <form>', "also print the game's events: 'compact' (report) or 'verbose' (debug)")
    .option('--data <dir>', 'the data folder the match was played with (when not the shipped data)')
    .action(async (path: string, flags: { events?: string; data?: string }) => {
      if (flags.events !== undefined && flags.events !== 'compact' && flags.events !== 'verbose') {
        throw usageError(`--events must be 'compact' or 'verbose', not '${flags.events}'`);
      }
      const log = readMatchLog(path);
      const game = await resolveGame(deps.games, log.game, flags.data);
      try {
        const result = replay(game, log);
        deps.stdout.write(`ok ${result.finalHash}\n`);
        deps.stdout.write(`${log.actions.length} actions; ${describeOutcome(result.outcome)}\n`);
        if (flags.events) {
          for (const e of eventsForm(result.match.events, flags.events)) {
            deps.stdout.write(`${JSON.stringify({ action: e.action, ...e.event })}\n`);
          }
        }
      } catch (e) {
        if (e instanceof ReplayMismatch) throw failure(`${path}: ${mismatchLine(log, e)}`);
        throw e;
      }
    });
}

function readMatchLog(path: string): MatchLog {
  const value = readJsonFile(path);
  const log = value as Partial<MatchLog> | null;
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

function mismatchLine(log: MatchLog, e: ReplayMismatch): string {
  const expected = `expected hash ${e.expected}, got ${e.actual}`;
  if (e.index < 0) return `replay mismatch at setup (options/seed): ${expected}`;
  if (e.index >= log.actions.length) return `replay mismatch in the final state: ${expected}`;
  const step = log.actions[e.index];
  return `replay mismatch at actions[${e.index}] (${seatLabel(step.player)} ${JSON.stringify(step.action)}): ${expected}`;
}
