/**
 * `arbiter scenario <game> <scenario.json>`: sets up the described position,
 * plays its steps and checks its expectations through the kernel's scenario
 * harness. Prints one line per step and check, then `N passed, N failed`
 * (`--json`: the whole report); exits 1 when an expectation fails.
 *
 * A game still on its own runner (the deprecated `scenario` hook) has no
 * kernel report: when its result carries an `expect: { passed, failures }`
 * block, that is summarized the same way; otherwise its JSON is printed.
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
      if (!game.scenarios) {
        // A game still on its own runner (no expectations to check): its JSON result.
        if (!game.scenario) throw usageError(`${game.id} has no scenario support`);
        const result = game.scenario(input, path);
        const expectations = flags.json ? null : legacyExpectations(result);
        if (!expectations) {
          deps.stdout.write(jsonText(result));
          return;
        }
        for (const f of expectations.failures) deps.stdout.write(`  FAIL ${f}\n`);
        deps.stdout.write(
          expectations.passed
            ? `${path}: every expectation holds\n`
            : `${path}: ${expectations.failures.length} failed\n`,
        );
        if (!expectations.passed) {
          const n = expectations.failures.length;
          throw failure(`${path}: ${n} expectation${n === 1 ? '' : 's'} failed`);
        }
        return;
      }
      const report = runScenarioFile(game, input, path);
      deps.stdout.write(flags.json ? jsonText(report) : `${formatScenarioReport(report)}\n`);
      if (!report.ok) {
        const failed = report.checks.filter((c) => !c.ok).length;
        throw failure(`${path}: ${failed} expectation${failed === 1 ? '' : 's'} failed`);
      }
    });
}

/** The `expect: { passed, failures }` block of a game runner's own result, if it has one. */
function legacyExpectations(result: unknown): { passed: boolean; failures: string[] } | null {
  if (typeof result !== 'object' || result === null || !('expect' in result)) return null;
  const ex = result.expect;
  if (typeof ex !== 'object' || ex === null || !('passed' in ex) || typeof ex.passed !== 'boolean')
    return null;
  const failures = 'failures' in ex && Array.isArray(ex.failures) ? ex.failures.map(String) : [];
  return { passed: ex.passed, failures };
}
