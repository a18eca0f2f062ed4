/**
 * The import graph of a game's sources, for the games' import-cycle tests:
 * every `import` and `export … from` of a relative file, type-only ones
 * included, as TypeScript parses them. Its own entry point
 * (`@arbiter/core/testing/import-cycles`) so that only these tests load the
 * TypeScript compiler.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Every `.ts` file under `dir`, depth first. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/**
 * Which imports count: `all` (type-only ones too: a type circle still ties
 * two files together) or `runtime` (only imports that load code: `import
 * type`, `export type … from` and lists whose every name is `type` are
 * erased by the compiler, so they cannot make a module read another's
 * binding before it is initialized).
 */
export type ImportKind = 'all' | 'runtime';

/** True when a statement is erased at run time (type-only as a whole or name by name). */
function typeOnly(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) {
    if (statement.isTypeOnly) return true;
    const names = statement.exportClause;
    return (
      !!names &&
      ts.isNamedExports(names) &&
      names.elements.length > 0 &&
      names.elements.every((e) => e.isTypeOnly)
    );
  }
  const clause = statement.importClause;
  if (!clause) return false; // `import './x.ts'` runs x
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return (
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}

/** The relative files `file` imports or re-exports from (type-only ones too unless `kind` is `runtime`). */
export function importsOf(file: string, kind: ImportKind = 'all'): string[] {
  const parsed = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const out: string[] = [];
  for (const statement of parsed.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const from = statement.moduleSpecifier;
    if (!from || !ts.isStringLiteral(from) || !from.text.startsWith('.')) continue;
    if (kind === 'runtime' && typeOnly(statement)) continue;
    out.push(resolve(dirname(file), from.text));
  }
  return out;
}

/** Every import circle of the graph, each as the files on it (relative to `root`). */
export function importCycles(files: readonly string[], root: string, kind: ImportKind = 'all'): string[] {
  const deps = new Map(files.map((f) => [f, importsOf(f, kind)]));
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
