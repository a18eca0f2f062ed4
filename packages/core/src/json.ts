/** Throws unless `value` is plain JSON: null, booleans, finite numbers, strings, arrays, plain objects. */
export function assertPlainJson(value: unknown, path = '$'): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`${path}: ${value} is not a JSON number`);
    return;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) assertPlainJson(value[i], `${path}[${i}]`);
    return;
  }
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      throw new TypeError(`${path}: a ${proto?.constructor?.name ?? 'non-plain'} object is not plain JSON`);
    }
    for (const [k, v] of Object.entries(value)) {
      if (v !== undefined) assertPlainJson(v, `${path}.${k}`);
    }
    return;
  }
  throw new TypeError(`${path}: a ${typeof value} is not JSON`);
}
