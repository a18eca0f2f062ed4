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

/** The relative files `file` imports or re-exports from, type-only ones too. */
export function importsOf(file: string): string[] {
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

/** Every import circle of the graph, each as the files on it (relative to `root`). */
export function importCycles(files: readonly string[], root: string): string[] {
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
