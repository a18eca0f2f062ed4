/**
 * Reading a model's raw text as JSON. Strict first (the whole text is JSON,
 * or a fenced ```json block); then the first balanced JSON object or array
 * inside prose ("Sure! {"index": 2} Good luck"); then, when the text holds no
 * brace at all, the text itself (a name, "3", "pass"), for the normalizer to
 * match. Text with a brace that never parses is malformed JSON: it is not
 * guessed at (a truncated `{"index": 1` may have lost a digit).
 */

export type ParsedAnswer =
  | { ok: true; value: unknown; how: 'json' | 'extracted' | 'text' }
  | { ok: false; problem: string };

/** Longer answers are cut here before scanning (a runaway answer must not cost more than a decision). */
export const MAX_ANSWER_CHARS = 20_000;

const FENCED = /^```[a-zA-Z]*\s*([\s\S]*?)\s*```$/;

export function parseAnswer(raw: string): ParsedAnswer {
  let text = raw.length > MAX_ANSWER_CHARS ? raw.slice(0, MAX_ANSWER_CHARS) : raw;
  text = text.trim();
  if (text === '') return { ok: false, problem: 'the answer is empty' };
  const fenced = FENCED.exec(text);
  if (fenced) text = fenced[1];
  const whole = tryJson(text);
  if (whole.ok) return { ok: true, value: whole.value, how: 'json' };
  const inside = firstJsonInside(text);
  if (inside !== undefined) return { ok: true, value: inside, how: 'extracted' };
  if (text.includes('{')) return { ok: false, problem: `the answer is not valid JSON (${whole.error})` };
  return { ok: true, value: text, how: 'text' };
}

function tryJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

/** The first balanced {...} (or, failing that, [...]) in `text` that parses, or undefined. */
function firstJsonInside(text: string): unknown {
  for (const open of ['{', '[']) {
    for (let start = text.indexOf(open); start >= 0; start = text.indexOf(open, start + 1)) {
      const end = balancedEnd(text, start);
      if (end < 0) continue;
      const parsed = tryJson(text.slice(start, end + 1));
      if (parsed.ok) return parsed.value;
    }
  }
  return undefined;
}

/** Index of the bracket closing the one at `start` (strings skipped), or -1. */
function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}
