/**
 * The `arbiter` program. `buildProgram` wires the commands over injected
 * games and streams; `runProgram` runs one command line and turns every
 * failure into one `arbiter: ` line on stderr and an exit code.
 */
import { Command, CommanderError } from 'commander';
import { describeError, EXIT_USAGE } from './cli-error.ts';
import { registerAnalyze } from './commands/analyze.ts';
import { registerGames } from './commands/games.ts';
import { registerPlay } from './commands/play.ts';
import { registerReplay } from './commands/replay.ts';
import { registerReport } from './commands/report.ts';
import { registerScenario } from './commands/scenario.ts';
import { registerSim } from './commands/sim.ts';
import { registerTournament } from './commands/tournament.ts';
import { registerTrace } from './commands/trace.ts';
import { registerValidate } from './commands/validate.ts';
import { registerWorker } from './commands/worker.ts';
import type { CliDeps } from './io.ts';

export type { CliDeps, TextSink } from './io.ts';

export function buildProgram(deps: CliDeps): Command {
  // Settings made here are inherited by the subcommands created below.
  const program = new Command('arbiter')
    .description('Arbiter: play, simulate, replay and check tabletop games')
    .option('--debug', 'print the stack trace of an error')
    .exitOverride()
    .showSuggestionAfterError(true)
    .configureOutput({
      writeOut: (text) => deps.stdout.write(text),
      writeErr: (text) => deps.stderr.write(text),
      outputError: (text, write) =>
        write(
          `arbiter: ${text
            .replace(/^error: /, '')
            .replace(/\s*\n\s*/g, ' ')
            .trim()}\n`,
        ),
    });
  registerGames(program, deps);
  registerPlay(program, deps);
  registerSim(program, deps);
  registerReplay(program, deps);
  registerValidate(program, deps);
  registerScenario(program, deps);
  registerTrace(program, deps);
  registerWorker(program, deps);
  registerReport(program, deps);
  registerTournament(program, deps);
  registerAnalyze(program, deps);
  return program;
}

/** Runs one command line (without `node` and the script) and returns the exit code. */
export async function runProgram(argv: readonly string[], deps: CliDeps): Promise<number> {
  const program = buildProgram(deps);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has already printed its message (or the help text).
      return error.exitCode === 0 ? 0 : EXIT_USAGE;
    }
    const { line, exitCode } = describeError(error);
    deps.stderr.write(`arbiter: ${line}\n`);
    if (argv.includes('--debug') && error instanceof Error && error.stack) {
      deps.stderr.write(`${error.stack}\n`);
    }
    return exitCode;
  }
}
