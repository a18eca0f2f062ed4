/** `arbiter games`: one line per game: id, name, description. */
import type { Command } from 'commander';
import type { CliDeps } from '../io.ts';

export function registerGames(program: Command, deps: CliDeps): void {
  program
    .command('games')
    .description('list the games')
    .action(() => {
      if (deps.games.length === 0) {
        deps.stdout.write('no games are registered\n');
        return;
      }
      const idWidth = Math.max(...deps.games.map((g) => g.id.length));
      const nameWidth = Math.max(...deps.games.map((g) => g.name.length));
      for (const g of deps.games) {
        deps.stdout.write(`${g.id.padEnd(idWidth)}  ${g.name.padEnd(nameWidth)}  ${g.description}\n`);
      }
    });
}
