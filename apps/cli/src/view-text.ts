/**
 * JSON for people, used to draw a view when the game has no `render`:
 * anything short stays on one line, so a hand reads `"hand": [6, 2, 1]`
 * instead of one number per line.
 */
const INLINE_WIDTH = 72;

export function prettyJson(value: unknown, indent = ''): string {
  const inline = inlineJson(value);
  if (inline.length + indent.length <= INLINE_WIDTH || value === null || typeof value !== 'object')
    return inline;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const items = value.map((item) => `${inner}${prettyJson(item, inner)}`);
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${inner}${JSON.stringify(k)}: ${prettyJson(v, inner)}`);
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${JSON.stringify(k)}: ${inlineJson(v)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(value) ?? 'null';
}
