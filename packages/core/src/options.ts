/**
 * Options given as `key=value` strings (CLI, query strings) become JSON:
 * numbers, booleans and null are read as such, `[..]`/`{..}` as JSON, and
 * anything else stays a string. Dotted keys nest: `hero.p1=Pyromancer`.
 */
export function parseOptionValue(raw: string): unknown {
  const t = raw.trim();
  if (t === 'true') return true;
  if (t === 'false') return false;
  if (t === 'null') return null;
  if (t !== '' && !Number.isNaN(Number(t)) && /^-?[\d.]+(e-?\d+)?$/i.test(t)) return Number(t);
  if ((t.startsWith('[') && t.endsWith(']')) || (t.startsWith('{') && t.endsWith('}'))) {
    try {
      return JSON.parse(t);
    } catch {
      return t;
    }
  }
  return t;
}

export function parseOptionPairs(pairs: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new Error(`option '${pair}' is not of the form key=value`);
    setPath(out, pair.slice(0, eq).trim(), parseOptionValue(pair.slice(eq + 1)));
  }
  return out;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

export function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const parts = dotted.split('.');
  for (const p of parts) {
    if (p === '' || FORBIDDEN_KEYS.has(p)) throw new Error(`option key '${dotted}' is not allowed`);
  }
  let cur = target;
  for (let i = 0; i < parts.length - 1; i++) {
    const next = cur[parts[i]];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) cur[parts[i]] = {};
    cur = cur[parts[i]] as Record<string, unknown>;
  }
  cur[parts[parts.length - 1]] = value;
}
