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

/**
 * The words a stream starts from: cyrb128 of `${seed}/${name}`, read in two
 * parts without building the string — the seed and its '/' (`seedPrefix`,
 * the same for every stream of a seed: read once where several streams are
 * made at once), then the name (`streamWords`).
 */
function seedPrefix(seed: string): StreamState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i <= seed.length; i++) {
    const k = i < seed.length ? seed.charCodeAt(i) : 47; // '/'
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  return [h1, h2, h3, h4];
}

/** cyrb128 of `${seed}/${name}` from the seed's prefix words: the stream's first words. */
function streamWords(prefix: StreamState, name: string): StreamState {
  let h1 = prefix[0];
  let h2 = prefix[1];
  let h3 = prefix[2];
  let h4 = prefix[3];
  for (let i = 0; i < name.length; i++) {
    const k = name.charCodeAt(i);
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

/**
 * A generator whose streams `names` are made now, in that order: the same
 * state, word for word and key for key, as `createRng(seed)` after drawing
 * from each of them first in that order, but the seed is read once for all
 * of them. For a game's setup, which draws from the same few streams every
 * game: a batch sets up thousands.
 */
export function createRngWithStreams(seed: string, names: readonly string[]): RngState {
  const rng = createRng(seed);
  const prefix = seedPrefix(seed);
  for (let n = 0; n < names.length; n++) {
    const name = names[n];
    if (rng.streams[name] !== undefined) continue;
    rng.streams[name] = warmedUp(streamWords(prefix, name));
  }
  return rng;
}

function streamOf(rng: RngState, name: string): StreamState {
  let s = rng.streams[name];
  if (s === undefined) {
    s = warmedUp(streamWords(seedPrefix(rng.seed), name));
    rng.streams[name] = s;
  }
  return s;
}

/**
 * A new stream's words after its warm-up (12 steps), so that similar seeds
 * diverge: the words in locals for the whole run, as `shuffleFrom` has them.
 */
function warmedUp(s: StreamState): StreamState {
  let a = s[0] | 0;
  let b = s[1] | 0;
  let c = s[2] | 0;
  let d = s[3] | 0;
  for (let i = 0; i < 12; i++) {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
  }
  s[0] = a >>> 0;
  s[1] = b >>> 0;
  s[2] = c >>> 0;
  s[3] = d >>> 0;
  return s;
}

/**
 * One sfc32 step: the next 32-bit draw, the stream's words moved on. The
 * words are stored unsigned (as the state always held them), but read as
 * signed 32-bit integers (`| 0`, the same bits): sums of the unsigned words
 * are doubles above 2^31 that V8 truncates slowly (several times slower in
 * a loop of draws; bench/RESULTS.md, 2026-11-29 session 9). Hot runs of
 * draws (`shuffleFrom`, `warmedUp`) keep the words in locals throughout and
 * store them once.
 */
function step(s: StreamState): number {
  let a = s[0] | 0;
  let b = s[1] | 0;
  let c = s[2] | 0;
  let d = s[3] | 0;
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
  return below(streamOf(rng, stream), n);
}

/**
 * An integer in [0, n) from stream `s` (n an integer in 1..2^32): rejection
 * sampling keeps every value exactly equally likely. The remainders are
 * taken by a floored division, not `%`: a remainder of doubles (a draw is
 * up to 2^32, beyond V8's small integers) is a call into C, the division
 * an instruction; both are exact for these integers (below 2^53, and the
 * quotient's rounding cannot reach the next integer), so the draws are the
 * same as `x % n`'s (test/rng-remainder.test.ts).
 */
function below(s: StreamState, n: number): number {
  const limit = 4294967296 - remainder(4294967296, n);
  let x = step(s);
  while (x >= limit) x = step(s);
  return remainder(x, n);
}

/** `x % n` for integers 0 <= x <= 2^32 and 1 <= n <= 2^32, by a floored division. */
function remainder(x: number, n: number): number {
  return x - Math.floor(x / n) * n;
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
  return below(s, n);
}

/** Fisher–Yates in place from a stream got with `rngStream`: the same order as `shuffleInPlace` on that stream. */
export function shuffleFrom<T>(s: StreamState, items: T[]): T[] {
  // `step` written out, its words in locals for the whole shuffle and stored once (see `step`).
  let a = s[0] | 0;
  let b = s[1] | 0;
  let c = s[2] | 0;
  let d = s[3] | 0;
  for (let i = items.length - 1; i > 0; i--) {
    const n = i + 1;
    const limit = 4294967296 - remainder(4294967296, n);
    let x: number;
    do {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
      x = t >>> 0;
    } while (x >= limit);
    const j = remainder(x, n);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  s[0] = a >>> 0;
  s[1] = b >>> 0;
  s[2] = c >>> 0;
  s[3] = d >>> 0;
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
