/**
 * Reads lines from a stream on demand. Lines that arrive before anyone asks
 * (piped input arrives all at once) are queued rather than lost.
 */
import { createInterface } from 'node:readline';

export interface LineReader {
  /** The next line, or null once the input has ended. */
  next(): Promise<string | null>;
  close(): void;
}

export function createLineReader(input: NodeJS.ReadableStream): LineReader {
  const rl = createInterface({ input, terminal: false, crlfDelay: Number.POSITIVE_INFINITY });
  const queued: string[] = [];
  const waiting: Array<(line: string | null) => void> = [];
  let ended = false;
  rl.on('line', (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter(line);
    else queued.push(line);
  });
  rl.on('close', () => {
    ended = true;
    for (const waiter of waiting.splice(0)) waiter(null);
  });
  return {
    next() {
      if (queued.length > 0) return Promise.resolve(queued.shift() ?? null);
      if (ended) return Promise.resolve(null);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close() {
      rl.close();
    },
  };
}
