import { describe, expect, it } from 'vitest';
import { createProgress, progressText } from '../src/progress.ts';

function sink() {
  const out: string[] = [];
  return { out, write: (t: string) => out.push(t) };
}

describe('progress', () => {
  it('reads games done, games/s, time left and workers', () => {
    expect(progressText(10_000, 2500, 5000, 2, false)).toBe(
      'sim: 25% 2,500/10,000 games, 500 games/s, 0:15 left, 2 workers',
    );
    expect(progressText(10_000, 5000, 1000, null, true)).toBe(
      '[############------------] 5,000/10,000 games  5,000 games/s  0:01 left',
    );
    expect(progressText(100, 0, 0, 1, false)).toBe('sim: 0% 0/100 games, 0 games/s, ? left, 1 worker');
    expect(progressText(1e7, 1, 1000, null, false)).toMatch(/2777:46:39 left$/);
  });

  it('off a terminal: nothing for a short batch, then a line at most every interval', () => {
    let t = 0;
    const s = sink();
    const p = createProgress({
      total: 100,
      sink: s,
      tty: false,
      now: () => t,
      delayMs: 1000,
      lineEveryMs: 1000,
    });
    for (t = 0; t < 1000; t += 100) p.update(t / 20);
    expect(s.out).toEqual([]);
    for (; t <= 3000; t += 100) p.update(Math.min(100, t / 20));
    expect(s.out).toEqual([
      'sim: 50% 50/100 games, 50 games/s, 0:01 left\n',
      'sim: 100% 100/100 games, 50 games/s, 0:00 left\n',
      'sim: 100% 100/100 games, 33 games/s, 0:00 left\n',
    ]);
    p.finish();
    expect(s.out).toHaveLength(3);
  });

  it('on a terminal: a bar redrawn in place, cleared at the end', () => {
    let t = 0;
    const s = sink();
    const p = createProgress({ total: 10, sink: s, tty: true, now: () => t });
    p.update(1, 2);
    expect(s.out).toEqual([]);
    t = 600;
    p.update(5);
    expect(s.out).toEqual(['\r[############------------] 5/10 games  8 games/s  0:01 left  2 workers\x1b[K']);
    t = 650;
    p.update(6);
    expect(s.out).toHaveLength(1);
    p.finish();
    expect(s.out.at(-1)).toBe('\r\x1b[K');
  });
});
