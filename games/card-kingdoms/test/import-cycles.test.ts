/**
 * The game's modules import each other one way: no import circle among
 * src/'s files, counting `import type` and re-exports too (a type-only
 * circle, like the old index.ts ↔ scenario.ts through `CkTypes`, still ties
 * two files together). The graph is read from the sources' import and
 * export-from statements.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
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

/** Every relative module a file imports or re-exports from (types included). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']+)'/gms)].map((m) =>
    resolve(dirname(file), m[1]),
  );
}

/** The circles of a graph: its strongly connected components of more than one file (or a file importing itself). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    for (;;) {
      const w = stack.pop() as string;
      onStack.delete(w);
      component.push(w);
      if (w === v) break;
    }
    if (component.length > 1 || graph.get(v)?.includes(v)) out.push(component);
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

describe('module graph', () => {
  const files = sources(src);
  const graph = new Map(files.map((f) => [f, importsOf(f)]));

  it('reads the imports (the graph has the edges it should)', () => {
    expect(graph.get(join(src, 'index.ts'))).toContain(join(src, 'rules', 'flow.ts'));
    expect(graph.get(join(src, 'scenario.ts'))).toContain(join(src, 'types.ts'));
    // Multi-line and type-only imports count.
    expect(graph.get(join(src, 'effects', 'module.ts'))).toContain(join(src, 'engine.ts'));
    expect([...graph.values()].reduce((n, d) => n + d.length, 0)).toBeGreaterThan(300);
  });

  it('has no import circle, runtime or type-only', () => {
    expect(circles(graph).map((c) => c.map((f) => relative(src, f)).sort())).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const a = join(src, 'a.ts');
    const b = join(src, 'b.ts');
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toHaveLength(1);
  });
});
