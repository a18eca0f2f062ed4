/**
 * Pocket's modules import each other one way: no runtime import circle
 * (issue 20). The effect modules sit below the rules they serve: the rules
 * read the registry, and no effect module reaches back into the flow of the
 * game (actions, flow) or the registry that lists it. Type-only imports are
 * erased and not counted.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCycles, importsOf, sourceFiles } from '@arbiter/core/testing/import-cycles';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

describe('module graph', () => {
  it('has no runtime import cycle', () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(100);
    expect(importCycles(files, src, 'runtime')).toEqual([]);
  });

  it('reads the runtime imports: type-only ones are erased, the registry loads the modules', () => {
    expect(importsOf(join(src, 'effects', 'context.ts'), 'runtime')).toEqual([]);
    expect(importsOf(join(src, 'effects', 'registry.ts'), 'runtime')).toContain(
      join(src, 'effects', 'cards', 'draw.ts'),
    );
  });

  it('finds a circle when there is one (the check can fail)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pocket-cycle-'));
    try {
      mkdirSync(join(dir, 'effects'));
      mkdirSync(join(dir, 'rules'));
      writeFileSync(join(dir, 'effects', 'registry.ts'), "import { op } from '../rules/ops.ts';\n");
      writeFileSync(join(dir, 'rules', 'ops.ts'), "import { registry } from '../effects/registry.ts';\n");
      writeFileSync(join(dir, 'state.ts'), "import type { Op } from './rules/ops.ts';\n");
      expect(importCycles(sourceFiles(dir), dir, 'runtime')).toEqual([
        'effects/registry.ts → rules/ops.ts → effects/registry.ts',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
