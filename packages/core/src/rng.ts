/**
 * Seeded pseudo-random numbers whose whole state is plain JSON, so it lives
 * inside a game state, is cloned with it, and hashes with it.
 *
 * Each named stream is an independent sfc32 generator seeded from
 * `seed + '/' + name`; a spec that wants rerolls isolated from the main dice
 * draws from its own stream and never shifts the others.
 */

export type StreamState = [number, number, number, number];

export interface RngState {
  seed: string;
  streams: Record<string, StreamState>;
}

/** cyrb128: four 32-bit words from a string. */
function seedWords(text: string): StreamState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export function createRng(seed: string): RngState {
  return { seed, streams: {} };
}

function streamOf(rng: RngState, name: string): StreamState {
  let s = rng.streams[name];
  if (s === undefined) {
    s = seedWords(`${rng.seed}/${name}`);
    rng.streams[name] = s;
    // Warm up so similar seeds diverge.
    for (let i = 0; i < 12; i++) step(s);
  }
  return s;
}

function step(s: StreamState): number {
  let a = s[0];
  let b = s[1];
  let c = s[2];
  let d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[0] = a >>> 0;
  s[1] = b >>> 0;
  s[2] = c >>> 0;
  s[3] = d >>> 0;
  return t >>> 0;
}

/** A uniform 32-bit unsigned integer. */
export function nextUint32(rng: RngState, stream = 'main'): number {
  return step(streamOf(rng, stream));
}

/** A float in [0, 1). */
export function nextFloat(rng: RngState, stream = 'main'): number {
  return step(streamOf(rng, stream)) / 4294967296;
}

/** An integer in [0, n). n must be a positive integer below 2^32. */
export function randInt(rng: RngState, n: number, stream = 'main'): number {
  if (!Number.isInteger(n) || n <= 0 || n > 4294967296) {
    throw new RangeError(`randInt: n must be an integer in 1..2^32, got ${n}`);
  }
  // Rejection sampling keeps every value exactly equally likely.
  const limit = 4294967296 - (4294967296 % n);
  const s = streamOf(rng, stream);
  let x = step(s);
  while (x >= limit) x = step(s);
  return x % n;
}

/**
 * The named stream itself (created on first use), for hot loops that draw
 * many values from one stream: look it up once, then draw with
 * `rollDieFrom`. The stream belongs to `rng` — it is replaced, not shared,
 * when the state is cloned — so look it up again after a clone.
 */
export function rngStream(rng: RngState, stream = 'main'): StreamState {
  return streamOf(rng, stream);
}

/** A die roll in 1..sides from a stream got with `rngStream`: the same draws as `rollDie` on that stream. */
export function rollDieFrom(s: StreamState, sides = 6): number {
  const limit = 4294967296 - (4294967296 % sides);
  let x = step(s);
  while (x >= limit) x = step(s);
  return (x % sides) + 1;
}

/** An integer in [0, n) from a stream got with `rngStream`: the same draws as `randInt` on that stream. */
export function randIntFrom(s: StreamState, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > 4294967296) {
    throw new RangeError(`randIntFrom: n must be an integer in 1..2^32, got ${n}`);
  }
  const limit = 4294967296 - (4294967296 % n);
  let x = step(s);
  while (x >= limit) x = step(s);
  return x % n;
}

/** Fisher–Yates in place from a stream got with `rngStream`: the same order as `shuffleInPlace` on that stream. */
export function shuffleFrom<T>(s: StreamState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const limit = 4294967296 - (4294967296 % (i + 1));
    let x = step(s);
    while (x >= limit) x = step(s);
    const j = x % (i + 1);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  return items;
}

/** A die roll in 1..sides. */
export function rollDie(rng: RngState, sides = 6, stream = 'main'): number {
  return randInt(rng, sides, stream) + 1;
}

export function pick<T>(rng: RngState, items: readonly T[], stream = 'main'): T {
  if (items.length === 0) throw new RangeError('pick: empty list');
  return items[randInt(rng, items.length, stream)];
}

/** Fisher–Yates, in place. */
export function shuffleInPlace<T>(rng: RngState, items: T[], stream = 'main'): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randInt(rng, i + 1, stream);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  return items;
}

export function cloneRng(rng: RngState): RngState {
  const streams: Record<string, StreamState> = {};
  for (const k in rng.streams) {
    const s = rng.streams[k];
    streams[k] = [s[0], s[1], s[2], s[3]];
  }
  return { seed: rng.seed, streams };
}
