/**
 * Progress of a long `sim` on stderr: on a terminal a bar redrawn in place
 * (games done, games/s, time left, workers on a queue); off a terminal a
 * plain line now and then, so a log file gets a few lines rather than a
 * stream of redraws. Nothing at all for a batch that ends quickly.
 */
import type { TextSink } from './io.ts';

export interface ProgressSettings {
  total: number;
  sink: TextSink;
  /** Redraw a bar in place (stderr is a terminal) or write plain lines. */
  tty: boolean;
  /** Milliseconds since some fixed start (injected by tests). */
  now?: () => number;
  /** Nothing is shown before this much time has passed (default 500 ms on a terminal, 10 s otherwise). */
  delayMs?: number;
  /** Least time between two plain lines (default 10 s). */
  lineEveryMs?: number;
}

export interface Progress {
  update(done: number, workers?: number | null): void;
  /** Clears the bar (a terminal) so the report starts on a clean line. */
  finish(): void;
}

export const silentProgress: Progress = { update() {}, finish() {} };

const BAR_WIDTH = 24;
const REDRAW_MS = 100;

export function createProgress(settings: ProgressSettings): Progress {
  const now = settings.now ?? (() => performance.now());
  const start = now();
  const delay = settings.delayMs ?? (settings.tty ? 500 : 10_000);
  const every = settings.tty ? REDRAW_MS : (settings.lineEveryMs ?? 10_000);
  let lastShown = Number.NEGATIVE_INFINITY;
  let workers: number | null = null;
  let drawn = false;

  return {
    update(done, w) {
      if (w !== undefined) workers = w;
      const t = now();
      if (t - start < delay || t - lastShown < every) return;
      lastShown = t;
      const text = progressText(settings.total, done, t - start, workers, settings.tty);
      if (settings.tty) {
        settings.sink.write(`\r${text}\x1b[K`);
        drawn = true;
      } else {
        settings.sink.write(`${text}\n`);
      }
    },
    finish() {
      if (drawn) settings.sink.write('\r\x1b[K');
    },
  };
}

/** One progress reading: `[####----] 4,500/10,000 games  1,234 games/s  0:05 left  2 workers`. */
export function progressText(
  total: number,
  done: number,
  elapsedMs: number,
  workers: number | null,
  bar: boolean,
): string {
  const fraction = total > 0 ? Math.min(1, done / total) : 1;
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  const left = rate > 0 ? duration((total - done) / rate) : '?';
  const parts = [
    `${count(done)}/${count(total)} games`,
    `${count(Math.round(rate))} games/s`,
    `${left} left`,
  ];
  if (workers !== null) parts.push(`${workers} worker${workers === 1 ? '' : 's'}`);
  if (!bar) return `sim: ${Math.floor(fraction * 100)}% ${parts.join(', ')}`;
  const filled = Math.round(fraction * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${parts.join('  ')}`;
}

function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** Seconds as m:ss (or h:mm:ss). */
function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
