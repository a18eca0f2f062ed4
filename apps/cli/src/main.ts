/** Entry point of the `arbiter` bin: the real catalog and the process's streams. */
import { gameEntries } from '@arbiter/games/entries';
import { runProgram } from './program.ts';

/**
 * The module worker threads load the catalog from (`sim --workers`). Run
 * compiled (dist/main.js), it is the catalog's compiled twin: `@arbiter/games`
 * resolves, through its package.json, to TypeScript that plain Node cannot load.
 */
function catalogModule(): string {
  if (!import.meta.url.endsWith('.js')) return '@arbiter/games';
  return import.meta.resolve('@arbiter/games').replace(/\/src\/(.+)\.ts$/, '/dist/$1.js');
}

process.exitCode = await runProgram(process.argv.slice(2), {
  // Listings that load a game only when a command names it (start time).
  games: gameEntries,
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  gameSource: { module: catalogModule(), export: 'findGame' },
  env: process.env,
});
