/**
 * `arbiter validate <game> [--data DIR]`: checks the game's data (DIR, or
 * the shipped folder). Prints the errors first (each as `<file> <json path>:
 * <reason>`), then the warnings, then the coverage summary; on errors it
 * fails with one summary line (exit 1). A DIR that is not a folder is
 * refused in one line (exit 1).
 */
import type { ValidationReport } from '@arbiter/core';
import type { Command } from 'commander';
import { requireDataDir, resolveGame } from '../args.ts';
import { failure } from '../cli-error.ts';
import type { CliDeps, TextSink } from '../io.ts';

export function registerValidate(program: Command, deps: CliDeps): void {
  program
    .command('validate')
    .description("check a game's data and handler coverage")
    .argument('<game>', 'game id (see `arbiter games`)')
    .option('--data <dir>', "a data directory to check instead of the game's own")
    .action(async (gameId: string, flags: { data?: string }) => {
      const game = await resolveGame(deps.games, gameId);
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
  const summary = Object.entries(report.summary);
  if (summary.length > 0) {
    out.write('summary:\n');
    for (const [key, value] of summary) {
      out.write(`  ${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}\n`);
    }
  }
}
