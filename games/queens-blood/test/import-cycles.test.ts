/**
 * The game's modules import each other one way: no import circle, type-only
 * imports included (issue 15 broke the runtime circle operations ↔ resolve;
 * issue 20 the type circles: the compiled catalog named the operation
 * module, the module the engine context, the context the catalog). Every
 * `import` and `export … from` of a relative file counts, as TypeScript
 * parses them.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** The relative files `file` imports or re-exports from, type-only ones too. */
function importsOf(file: string): string[] {
  const parsed = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const out: string[] = [];
  for (const statement of parsed.statements) {
    const from =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? statement.moduleSpecifier
        : undefined;
    if (from && ts.isStringLiteral(from) && from.text.startsWith('.'))
      out.push(resolve(dirname(file), from.text));
  }
  return out;
}

/** Every import circle of the graph, each as the files on it (relative to src). */
function importCycles(files: readonly string[], root: string): string[] {
  const deps = new Map(files.map((f) => [f, importsOf(f)]));
  const cycles: string[] = [];
  const onStack: string[] = [];
  const done = new Set<string>();
  const visit = (f: string) => {
    const at = onStack.indexOf(f);
    if (at >= 0) {
      cycles.push(
        onStack
          .slice(at)
          .concat(f)
          .map((x) => relative(root, x))
          .join(' → '),
      );
      return;
    }
    if (done.has(f) || !deps.has(f)) return;
    onStack.push(f);
    for (const d of deps.get(f) ?? []) visit(d);
    onStack.pop();
    done.add(f);
  };
  for (const f of files) visit(f);
  return cycles;
}

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
