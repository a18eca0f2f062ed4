/**
 * `arbiter scenario <game> <scenario.json>`: sets up the described position,
 * applies its steps (the game's `scenario` hook) and prints the result as JSON.
 */
import type { Command } from 'commander';
import { resolveGame } from '../args.ts';
import { usageError } from '../cli-error.ts';
import { jsonText, readJsonFile } from '../files.ts';
import type { CliDeps } from '../io.ts';

export function registerScenario(program: Command, deps: CliDeps): void {
  program
    .command('scenario')
    .description("run a scenario file through the game's scenario hook")
    .argument('<game>', 'game id (see `arbiter games`)')
    .argument('<file>', 'scenario JSON (format: see the game README)')
    .action((gameId: string, path: string) => {
      const game = resolveGame(deps.games, gameId);
      if (!game.scenario) throw usageError(`${game.id} has no scenario support`);
      const input = readJsonFile(path);
      deps.stdout.write(jsonText(game.scenario(input, path)));
    });
}
