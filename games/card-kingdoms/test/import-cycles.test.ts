/**
 * The game's modules import each other one way: no import circle among
 * src/'s files, counting `import type` and re-exports too (a type-only
 * circle, like the old index.ts ↔ scenario.ts through `CkTypes`, still ties
 * two files together).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCycles, importsOf, sourceFiles } from '@arbiter/core/testing/import-cycles';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

describe('module graph', () => {
  it('reads the imports (the graph has the edges it should)', () => {
    expect(importsOf(join(src, 'index.ts'))).toContain(join(src, 'rules', 'flow.ts'));
    expect(importsOf(join(src, 'scenario.ts'))).toContain(join(src, 'types.ts'));
    // Multi-line and type-only imports count.
    expect(importsOf(join(src, 'effects', 'module.ts'))).toContain(join(src, 'engine.ts'));
    const edges = sourceFiles(src).reduce((n, f) => n + importsOf(f).length, 0);
    expect(edges).toBeGreaterThan(300);
  });

  it('has no import circle, runtime or type-only', () => {
    expect(importCycles(sourceFiles(src), src)).toEqual([]);
  });

  it('finds a circle when there is one, a type-only one too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-cycle-'));
    try {
      writeFileSync(join(dir, 'index.ts'), "import { scenario } from './scenario.ts';\n");
      writeFileSync(join(dir, 'scenario.ts'), "import type { CkTypes } from './index.ts';\n");
      expect(importCycles(sourceFiles(dir), dir)).toEqual(['index.ts → scenario.ts → index.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
