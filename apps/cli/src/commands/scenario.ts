/**
 * `arbiter scenario <game> <scenario.json>`: sets up the described position,
 * plays its steps and checks its expectations through the kernel's scenario
 * harness. Prints one line per step and check, then `N passed, N failed`
 * (`--json`: the whole report); exits 1 when an expectation fails.
 */
import { formatScenarioReport, runScenarioFile } from '@arbiter/core';
import type { Command } from 'commander';
import { resolveGame } from '../args.ts';
import { failure, usageError } from '../cli-error.ts';
import { jsonText, readJsonFile } from '../files.ts';
import type { CliDeps } from '../io.ts';

export function registerScenario(program: Command, deps: CliDeps): void {
  program
    .command('scenario')
    .description('run a scenario file: set up a position, play its steps, check its expectations')
    .argument('<game>', 'game id (see `arbiter games`)')
    .argument('<file>', 'scenario JSON (format: see the game README)')
    .option('--json', 'print the whole report as JSON')
    .option('--data <dir>', "play this data folder instead of the game's own")
    .action(async (gameId: string, path: string, flags: { json?: boolean; data?: string }) => {
      const game = await resolveGame(deps.games, gameId, flags.data);
      const input = readJsonFile(path);
      if (!game.scenarios) throw usageError(`${game.id} has no scenario support`);
      const report = runScenarioFile(game, input, path);
      deps.stdout.write(flags.json ? jsonText(report) : `${formatScenarioReport(report)}\n`);
      if (!report.ok) {
        const failed = report.checks.filter((c) => !c.ok).length;
        throw failure(`${path}: ${failed} expectation${failed === 1 ? '' : 's'} failed`);
      }
    });
}
