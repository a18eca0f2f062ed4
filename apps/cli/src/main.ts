/** Entry point of the `arbiter` bin: the real catalog and the process's streams. */
import { games } from '@arbiter/games';
import { runProgram } from './program.ts';

process.exitCode = await runProgram(process.argv.slice(2), {
  games,
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  gameSource: { module: '@arbiter/games', export: 'findGame' },
});
