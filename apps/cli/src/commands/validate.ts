/**
 * `arbiter validate <game> [--data DIR]`: checks the game's data (DIR, or
 * the shipped folder). Prints the errors first (each as `<file> <json path>:
 * <reason>`), then the warnings, then the coverage summary; on errors it
 * fails with one summary line (exit 1). A DIR that is not a folder is
 * refused in one line (exit 1).
 *
 * `arbiter validate <game> --deck FILE [--data DIR]`: checks one deck list
 * instead, against the game's deck rules: every problem as `FILE:LINE:
 * reason` (all of them, not the first), then notes and a summary; on a
 * problem it fails with one summary line (exit 1).
 */
import type { DeckCheck, ValidationReport } from '@arbiter/core';
import type { Command } from 'commander';
import { requireDataDir, resolveGame } from '../args.ts';
import { failure, usageError } from '../cli-error.ts';
import { readDeckFile } from '../deck-files.ts';
import type { CliDeps, TextSink } from '../io.ts';

export function registerValidate(program: Command, deps: CliDeps): void {
  program
    .command('validate')
    .description("check a game's data and handler coverage")
    .argument('<game>', 'game id (see `arbiter games`)')
    .option('--data <dir>', "a data directory to check instead of the game's own")
    .option('--deck <file>', 'check a deck list file against the deck rules instead of the data')
    .action(async (gameId: string, flags: { data?: string; deck?: string }) => {
      const game = await resolveGame(deps.games, gameId);
      if (flags.deck !== undefined) {
        if (!game.checkDeck) throw usageError(`${game.id} has no deck lists to check`);
        if (flags.data !== undefined) requireDataDir(flags.data);
        const report = game.checkDeck(readDeckFile(flags.deck), flags.deck, flags.data);
        printDeckCheck(deps.stdout, flags.deck, report);
        const n = report.problems.length;
        if (!report.ok || n > 0)
          throw failure(`${game.id}: ${flags.deck}: ${n} problem${n === 1 ? '' : 's'}`);
        deps.stdout.write(`${game.id}: ${flags.deck}: deck ok\n`);
        return;
      }
      if (!game.validate) {
        deps.stdout.write(`${game.id} has no data to validate\n`);
        return;
      }
      if (flags.data !== undefined) requireDataDir(flags.data);
      const report = game.validate(flags.data);
      printReport(deps.stdout, report);
      if (!report.ok || report.errors.length > 0) {
        const n = report.errors.length;
        throw failure(`${game.id}: data is invalid (${n} error${n === 1 ? '' : 's'})`);
      }
      deps.stdout.write(`${game.id}: data ok\n`);
    });
}

function printDeckCheck(out: TextSink, file: string, report: DeckCheck): void {
  for (const p of report.problems) out.write(`${p.line > 0 ? `${file}:${p.line}` : file}: ${p.reason}\n`);
  for (const note of report.notes) out.write(`${file}: note: ${note}\n`);
  printSummary(out, report.summary);
}

function printSummary(out: TextSink, summary: Record<string, unknown>): void {
  const entries = Object.entries(summary);
  if (entries.length === 0) return;
  out.write('summary:\n');
  for (const [key, value] of entries) {
    out.write(`  ${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}\n`);
  }
}

function printReport(out: TextSink, report: ValidationReport): void {
  // Errors first: they are what must be fixed, and a long list of warnings must not bury them.
  if (report.errors.length > 0) {
    out.write(`errors (${report.errors.length}):\n`);
    for (const e of report.errors) out.write(`${e.file} ${e.path}: ${e.reason}\n`);
  }
  if (report.warnings.length > 0) {
    out.write(`warnings (${report.warnings.length}):\n`);
    for (const w of report.warnings) out.write(`  ${w}\n`);
  }
  printSummary(out, report.summary);
}
