/**
 * Stable hashing of JSON-like values: object keys are sorted, so two states
 * that are equal as data hash equally whatever order their keys were built in.
 * `undefined` properties are skipped, as JSON.stringify skips them.
 */

export function stableStringify(value: unknown): string {
  const parts: string[] = [];
  write(value, parts);
  return parts.join('');
}

function write(value: unknown, out: string[]): void {
  if (value === null || typeof value !== 'object') {
    if (value === undefined || typeof value === 'function') out.push('null');
    else if (typeof value === 'number' && !Number.isFinite(value)) out.push('null');
    else out.push(JSON.stringify(value));
    return;
  }
  if (value instanceof Map || value instanceof Set) {
    // States are plain JSON; a Map or Set would hash (and serialize) as {} whatever it holds.
    throw new TypeError('stableStringify: Map and Set are not plain JSON; use arrays or records');
  }
  if (Array.isArray(value)) {
    out.push('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(',');
      write(value[i], out);
    }
    out.push(']');
    return;
  }
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj).sort();
  out.push('{');
  let first = true;
  for (const k of keys) {
    const v = obj[k];
    if (v === undefined || typeof v === 'function') continue;
    if (!first) out.push(',');
    first = false;
    out.push(JSON.stringify(k), ':');
    write(v, out);
  }
  out.push('}');
}

/** cyrb53-style 64-bit (two 32-bit lanes) hash of a string, as 16 hex digits. */
export function hashString(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

export function hashState(value: unknown): string {
  return hashString(stableStringify(value));
}
