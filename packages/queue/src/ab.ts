/**
 * A/B batches through the queue: runAb's variants, each a queued batch of
 * its own (its id the A/B's id and the variant's index), so a resumed A/B
 * finds every variant where it was left.
 */
import { type AbOptions, type AbReport, runAb } from '@arbiter/sim';
import { type QueuedBatchOptions, runQueuedBatch } from './submit.ts';

export type QueuedAbOptions = QueuedBatchOptions & Pick<AbOptions, 'key' | 'values'>;

export function runQueuedAb(opts: QueuedAbOptions): Promise<AbReport> {
  const { url, batchId, chunkSize, dataDir, onStatus, redisTimeoutMs, ...ab } = opts;
  return runAb(ab, (batch, variant) =>
    runQueuedBatch({
      ...batch,
      url,
      chunkSize,
      dataDir,
      onStatus,
      redisTimeoutMs,
      ...(batchId !== undefined ? { batchId: `${batchId}.v${variant}` } : {}),
    }),
  );
}
