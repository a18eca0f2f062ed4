/**
 * The game's modules import each other one way: no import circle, type-only
 * imports included (issue 15 broke the runtime circle operations ↔ resolve;
 * issue 20 the type circles: the compiled catalog named the operation
 * module, the module the engine context, the context the catalog). Every
 * `import` and `export … from` of a relative file counts, as TypeScript
 * parses them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCycles, importsOf, sourceFiles as sources } from '@arbiter/core/testing/import-cycles';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

describe('module graph', () => {
  it('has no import circle, type-only imports included', () => {
    const files = sources(src);
    expect(files.length).toBeGreaterThan(60);
    expect(importCycles(files, src)).toEqual([]);
    // The rules never load the operation registry (whose modules import the rules).
    expect(importsOf(join(src, 'resolve.ts'))).not.toContain(join(src, 'operations', 'index.ts'));
  });

  it('finds a circle made of type-only imports (the check can fail)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qb-cycle-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import type { B } from './b.ts';\nexport interface A { b: B }\n");
      writeFileSync(join(dir, 'b.ts'), "export type { A as B } from './a.ts';\n");
      expect(importCycles([join(dir, 'a.ts'), join(dir, 'b.ts')], dir)).toEqual(['a.ts → b.ts → a.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
