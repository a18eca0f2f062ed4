/**
 * The game's modules import each other one way: no runtime import circle
 * (issue 20: the parser's abilities ↔ effects, the engine's effects ↔
 * casting, effects ↔ damage, derived ↔ rules-index ↔ mana ↔ zones). A
 * circle loads by luck — a module reads another's binding before it is
 * initialized, as a vocabulary schema did while the vocabulary was being
 * built — so none is allowed.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Relative imports and re-exports that load code at run time (`import type`, all-`type` lists are erased). */
function runtimeImports(file: string): string[] {
  const out: string[] = [];
  for (const m of readFileSync(file, 'utf8').matchAll(
    /^(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'(\.[^']+)'/gm,
  )) {
    if (m[1]) continue;
    const names = /^\{([^}]*)\}$/.exec(m[2].trim());
    if (names?.[1].split(',').every((n) => n.trim() === '' || n.trim().startsWith('type '))) continue;
    out.push(resolve(dirname(file), m[3]));
  }
  return out;
}

/** Every import circle found by a depth-first walk (each reported once, from where it closes). */
function cycles(files: string[], root = src): string[] {
  const deps = new Map(files.map((f) => [f, runtimeImports(f)]));
  const found: string[] = [];
  const onStack: string[] = [];
  const done = new Set<string>();
  const visit = (f: string) => {
    const at = onStack.indexOf(f);
    if (at >= 0) {
      found.push(
        onStack
          .slice(at)
          .concat(f)
          .map((x) => relative(root, x))
          .join(' → '),
      );
      return;
    }
    if (done.has(f)) return;
    onStack.push(f);
    for (const d of deps.get(f) ?? []) visit(d);
    onStack.pop();
    done.add(f);
  };
  for (const f of files) visit(f);
  return found;
}

describe('module graph', () => {
  it('has no runtime import circle', () => {
    expect(cycles(sources(src))).toEqual([]);
  });

  it('finds a circle when there is one (the parser pair as it was: effects.ts read quoted abilities through abilities.ts)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtg-cycle-'));
    writeFileSync(join(dir, 'abilities.ts'), "import { parseEffectText } from './effects.ts';\n");
    writeFileSync(join(dir, 'effects.ts'), "import { parseRulesText } from './abilities.ts';\n");
    writeFileSync(
      join(dir, 'types.ts'),
      "import type { X } from './abilities.ts';\nimport { type Y } from './effects.ts';\n",
    );
    expect(cycles(sources(dir), dir)).toEqual(['abilities.ts → effects.ts → abilities.ts']);
  });
});
