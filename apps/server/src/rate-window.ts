/**
 * Fixed one-minute windows counted per key, in memory, synchronously: each
 * request (or WebSocket message) is counted and judged in the order it
 * arrives, so of a burst of 350 against a budget of 300 exactly the first
 * 300 are served. (The rate-limit plugin used before counted asynchronously
 * and read a shared counter after awaiting, so a whole burst saw its final
 * count: all of it refused, or a random part.) The keys kept are bounded:
 * beyond `capacity`, the least recently used key is forgotten.
 */

export interface WindowCount {
  /** Whether this one is within the budget. */
  allowed: boolean;
  /** Whole seconds (at least 1) until the window ends. */
  retryAfterSeconds: number;
}

interface Window {
  count: number;
  start: number;
}

export class FixedWindows {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly max: number,
    private readonly windowMs = 60_000,
    private readonly capacity = 5000,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts one for `key` and says whether it is within the budget. */
  take(key: string): WindowCount {
    const now = this.clock();
    let w = this.windows.get(key);
    if (w === undefined || now - w.start >= this.windowMs || now < w.start) w = { count: 0, start: now };
    // Map order is insertion order: re-inserting keeps the most recently used last.
    this.windows.delete(key);
    this.windows.set(key, w);
    if (this.windows.size > this.capacity) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    w.count++;
    return {
      allowed: w.count <= this.max,
      retryAfterSeconds: Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000)),
    };
  }
}

/**
 * The key of an address for per-address budgets: an IPv4 address as is
 * (also when IPv4-mapped, `::ffff:1.2.3.4`), an IPv6 address by its /64,
 * the part one subscriber usually gets whole.
 */
export function addressKey(ip: string): string {
  const bare = ip.replace(/%.*$/, '').toLowerCase();
  if (!bare.includes(':')) return bare;
  const mapped = /^(?:0{0,4}:){0,5}ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare.replace(/^::/, '0:'));
  if (mapped) return mapped[1];
  const [head, tail] = bare.includes('::') ? bare.split('::', 2) : [bare, null];
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === null
      ? front
      : [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return bare;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
