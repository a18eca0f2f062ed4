/**
 * The game's modules import each other one way: no import circle, type-only
 * imports included (issue 20: a 34-file circle ran through data/catalog.ts —
 * the state named the catalog's type, the catalog the validator, the
 * validator the modules, the modules the state). Every `import` and
 * `export … from` of a relative file counts, as TypeScript parses them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCycles, sourceFiles as sources } from '@arbiter/core/testing/import-cycles';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

describe('module graph', () => {
  it('has no import circle, type-only imports included', () => {
    const files = sources(src);
    expect(files.length).toBeGreaterThan(60);
    expect(importCycles(files, src)).toEqual([]);
  });

  it('finds a circle made of type-only imports (the check can fail)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dd-cycle-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import type { B } from './b.ts';\nexport interface A { b: B }\n");
      writeFileSync(join(dir, 'b.ts'), "export type { A as B } from './a.ts';\n");
      expect(importCycles([join(dir, 'a.ts'), join(dir, 'b.ts')], dir)).toEqual(['a.ts → b.ts → a.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
