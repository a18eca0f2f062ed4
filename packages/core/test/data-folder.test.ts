/** Reading a game's data folder: a missing folder, keys given twice in the JSON text, ids repeated in a table. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DataErrors,
  dataFolderProblem,
  duplicateIdErrors,
  duplicateKeys,
  loadDataFolder,
  readJsonFile,
} from '@arbiter/core';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-folder-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function messagesOf(run: () => unknown): string[] {
  try {
    run();
  } catch (e) {
    if (e instanceof DataErrors) return e.errors.map((x) => x.message);
    throw e;
  }
  throw new Error('expected DataErrors');
}

describe('a data folder', () => {
  it('that is missing is one error naming it, not one per file it should hold', () => {
    const missing = join(dir, 'absent');
    expect(dataFolderProblem(missing)?.message).toBe(`${missing} $: no such data folder`);
    const schema = z.array(z.number());
    expect(
      messagesOf(() => loadDataFolder(missing, { a: ['a.json', schema], b: ['b.json', schema] })),
    ).toEqual([`${missing} $: no such data folder`]);
  });

  it('that is a file is refused as not a folder', () => {
    const file = join(dir, 'plain.json');
    writeFileSync(file, '[]');
    expect(dataFolderProblem(file)?.reason).toBe('not a folder');
    mkdirSync(join(dir, 'real'));
    expect(dataFolderProblem(join(dir, 'real'))).toBeNull();
  });
});

describe('keys given twice in one JSON object', () => {
  it('are found with their paths, escapes and nesting read as JSON reads them', () => {
    const text =
      '{"a": {"b": 1, "c": [ {"x": 1, "y": "a,\\"b{", "x": 2}, 3], "b": 2}, "a\\u0062": 1, "ab": 2}';
    expect(duplicateKeys(text)).toEqual([
      { path: ['a', 'c', 0, 'x'] },
      { path: ['a', 'b'] },
      { path: ['ab'] },
    ]);
    expect(duplicateKeys('[{"id": 1}, {"id": 1}, {"k": {"id": 2}, "id": 3}]')).toEqual([]);
  });

  it('are found as a full tokenizing of the text finds them, on any JSON (keys with escapes, quotes and braces in strings)', () => {
    // The reference: every string and structural character as one regular expression's tokens.
    const reference = (text: string) => {
      type F = { parent: F | null; at: string | number | null; keys: Set<string> | null; index: number };
      const path = (f: F) => {
        const out: Array<string | number> = [];
        for (let x: F | null = f; x?.at != null; x = x.parent) out.unshift(x.at);
        return out;
      };
      const found: Array<{ path: Array<string | number> }> = [];
      let top = null as F | null; // widened: the loop reassigns it (narrowing to null would make it never)
      let last = '';
      const token = /"([^"\\]*(?:\\.[^"\\]*)*)"(\s*:)?|[{}[\],]/g;
      for (let m = token.exec(text); m !== null; m = token.exec(text)) {
        const c = m[0];
        if (c[0] === '"') {
          if (m[2] === undefined || !top?.keys) continue;
          last = JSON.parse(`"${m[1]}"`) as string;
          if (top.keys.has(last)) found.push({ path: [...path(top), last] });
          else top.keys.add(last);
        } else if (c === '{' || c === '[') {
          top = {
            parent: top,
            at: top === null ? null : top.keys ? last : top.index,
            keys: c === '{' ? new Set() : null,
            index: 0,
          };
        } else if (c === '}' || c === ']') top = top?.parent ?? null;
        else if (top && !top.keys) top.index++;
      }
      return found;
    };
    const ws = fc.constantFrom('', ' ', '\n ', '\t', '\r\n');
    const key = fc
      .constantFrom('a', 'b', 'ab', 'x"y', 'c\\', '{', ':', ',', 'é', '')
      .map((k) => JSON.stringify(k));
    const keyText = fc.oneof(key, fc.constant('"a\\u0062"'));
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom('1', '-2.5e3', 'true', 'null', '"s\\"}"', '"[,]"', '"\\\\"'),
        fc.array(tie('value'), { maxLength: 4 }).chain((xs) => ws.map((w) => `[${w}${xs.join(`,${w}`)}]`)),
        fc
          .array(fc.tuple(keyText, ws, tie('value')), { maxLength: 5 })
          .map((es) => `{${es.map(([k, w, v]) => `${w}${k}${w}:${w}${v}`).join(',')}}`),
      ),
    }));
    fc.assert(
      fc.property(value, (text) => {
        JSON.parse(text);
        expect(duplicateKeys(text)).toEqual(reference(text));
      }),
      { numRuns: 400 },
    );
  });

  it('make readJsonFile fail naming the file and the key (JSON.parse alone keeps the last silently)', () => {
    const file = join(dir, 'twice.json');
    writeFileSync(file, '{\n "effects": {\n  "burn": {"n": 1},\n  "burn": {"n": 2}\n }\n}\n');
    expect(messagesOf(() => readJsonFile(file, 'twice.json'))).toEqual([
      'twice.json $.effects.burn: this key appears twice in one object (JSON keeps the last)',
    ]);
  });
});

describe('duplicateIdErrors', () => {
  it('reports every repeat of an id with where it first appeared', () => {
    const rows = [
      [1, [0, 'id']],
      [2, [1, 'id']],
      [1, [2, 'id']],
      ['x', [3, 'id']],
      ['x', [4, 'id']],
      [1, [5, 'id']],
    ] as const;
    expect(duplicateIdErrors('t.json', 'id', rows).map((e) => e.message)).toEqual([
      't.json $[2].id: duplicate id 1 (first at $[0].id)',
      "t.json $[4].id: duplicate id 'x' (first at $[3].id)",
      't.json $[5].id: duplicate id 1 (first at $[0].id)',
    ]);
  });
});
