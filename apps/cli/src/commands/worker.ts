/**
 * `arbiter worker --queue redis://HOST:PORT [--concurrency N]`: plays the
 * chunks of queued batches (`sim --queue`) on this machine, N at a time in
 * worker threads, until interrupted (SIGINT/SIGTERM finish the chunks in
 * hand, then exit). Logs a line when it is ready and one per refused or
 * failed job on stderr.
 */
import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import { wholeNumber } from '../args.ts';
import { usageError } from '../cli-error.ts';
import { type CliDeps, isEntry } from '../io.ts';

interface WorkerFlags {
  queue: string;
  concurrency?: number;
  lockMs?: number;
}

export function registerWorker(program: Command, deps: CliDeps): void {
  program
    .command('worker')
    .description('play the chunks of queued batches (`sim --queue`) until interrupted')
    .requiredOption('--queue <url>', 'the redis:// URL the batches are queued at')
    .option(
      '--concurrency <n>',
      'chunks played at once, one thread each (default: the number of CPUs)',
      wholeNumber(1),
    )
    .option(
      '--lock-ms <n>',
      'a chunk whose worker stops answering goes back to the queue after this long (default 30000)',
      wholeNumber(1000),
    )
    .action(async (flags: WorkerFlags) => {
      // Loaded on use: BullMQ and its Redis client are heavy for every other command's start.
      const { checkRedisUrl, QUEUE_NAME, shownUrl, startWorker } = await import('@arbiter/queue');
      const problem = checkRedisUrl(flags.queue);
      if (problem) throw usageError(`--queue: ${problem}`);
      if (!deps.gameSource) throw usageError('this arbiter cannot load games in worker threads');
      const concurrency = flags.concurrency ?? availableParallelism();
      const log = (line: string) => deps.stderr.write(`arbiter worker: ${line}\n`);
      const worker = await startWorker({
        url: flags.queue,
        concurrency,
        gameIds: deps.games.map((g) => g.id),
        findGame: async (id) => {
          const listing = deps.games.find((g) => g.id === id);
          if (!listing) return null;
          return isEntry(listing) ? await listing.load() : listing;
        },
        gameSource: deps.gameSource,
        lockMs: flags.lockMs,
        log,
      });
      log(
        `playing chunks from ${shownUrl(flags.queue)} (queue ${QUEUE_NAME}), ${concurrency} thread${concurrency === 1 ? '' : 's'}`,
      );
      await new Promise<void>((resolve) => {
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      });
      log(`stopping after the chunks in hand (${worker.completed} played; interrupt again to stop now)`);
      const now = () => process.exit(130);
      process.once('SIGINT', now);
      process.once('SIGTERM', now);
      await worker.close();
    });
}
