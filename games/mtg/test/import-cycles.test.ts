/**
 * The game's modules import each other one way: no runtime import circle
 * (issue 20: the parser's abilities ↔ effects, the engine's effects ↔
 * casting, effects ↔ damage, derived ↔ rules-index ↔ mana ↔ zones). A
 * circle loads by luck — a module reads another's binding before it is
 * initialized, as a vocabulary schema did while the vocabulary was being
 * built — so none is allowed. Type-only imports are erased and not counted.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCycles, sourceFiles } from '@arbiter/core/testing/import-cycles';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

describe('module graph', () => {
  it('has no runtime import circle', () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(200);
    expect(importCycles(files, src, 'runtime')).toEqual([]);
  });

  it('finds a circle when there is one (the parser pair as it was: effects.ts read quoted abilities through abilities.ts), and not through type-only imports', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtg-cycle-'));
    try {
      writeFileSync(join(dir, 'abilities.ts'), "import { parseEffectText } from './effects.ts';\n");
      writeFileSync(join(dir, 'effects.ts'), "import { parseRulesText } from './abilities.ts';\n");
      writeFileSync(
        join(dir, 'types.ts'),
        "import type { X } from './abilities.ts';\nimport { type Y } from './effects.ts';\n",
      );
      writeFileSync(join(dir, 'abilities-types.ts'), "import { type Z } from './types.ts';\n");
      const files = sourceFiles(dir);
      expect(importCycles(files, dir, 'runtime')).toEqual(['abilities.ts → effects.ts → abilities.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
