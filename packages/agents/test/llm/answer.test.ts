import { describe, expect, it } from 'vitest';
import { parseAnswer } from '../../src/llm/answer.ts';

describe('parseAnswer', () => {
  it('reads strict JSON, and a fenced ```json block', () => {
    expect(parseAnswer('{"index": 2, "reason": "x"}')).toEqual({
      ok: true,
      value: { index: 2, reason: 'x' },
      how: 'json',
    });
    expect(parseAnswer('```json\n{"index": 1}\n```')).toEqual({ ok: true, value: { index: 1 }, how: 'json' });
    expect(parseAnswer(' 3 ')).toEqual({ ok: true, value: 3, how: 'json' });
  });

  it('finds the first JSON object inside prose, skipping braces inside strings and broken candidates', () => {
    expect(parseAnswer('Sure! {"index": 4, "reason": "a } in text"} Good luck {"index": 9}')).toEqual({
      ok: true,
      value: { index: 4, reason: 'a } in text' },
      how: 'extracted',
    });
    expect(parseAnswer('I think {not json} but {"index": 0}')).toEqual({
      ok: true,
      value: { index: 0 },
      how: 'extracted',
    });
  });

  it('refuses malformed JSON instead of guessing (a truncated answer may have lost a digit)', () => {
    const r = parseAnswer('{"index": 1');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problem).toMatch(/^the answer is not valid JSON \(/);
    expect(parseAnswer('   ')).toEqual({ ok: false, problem: 'the answer is empty' });
  });

  it('hands text without any brace on as text (a name, a description)', () => {
    expect(parseAnswer('take 2')).toEqual({ ok: true, value: 'take 2', how: 'text' });
  });

  it('cuts a runaway answer before scanning it', () => {
    const long = `${'x'.repeat(50_000)}{"index": 1}`;
    expect(parseAnswer(long)).toEqual({ ok: true, value: 'x'.repeat(20_000), how: 'text' });
  });
});
