/** The engine's modules import each other one way: no runtime import circle (issue 15: operations ↔ resolve). */
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

/** Relative imports that load code at run time (`import type` and all-`type` lists are erased). */
function runtimeImports(file: string): string[] {
  const out: string[] = [];
  for (const m of readFileSync(file, 'utf8').matchAll(
    /^import\s+(type\s+)?([^'"]*?)\s*from\s+'(\.[^']+)'/gm,
  )) {
    if (m[1]) continue;
    const names = /^\{([^}]*)\}$/.exec(m[2].trim());
    if (names?.[1].split(',').every((n) => n.trim() === '' || n.trim().startsWith('type '))) continue;
    out.push(resolve(dirname(file), m[3]));
  }
  return out;
}

describe('module graph', () => {
  it('has no runtime import cycle', () => {
    const files = sources(src);
    const deps = new Map(files.map((f) => [f, runtimeImports(f)]));
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
            .map((x) => relative(src, x))
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
    expect(cycles).toEqual([]);
    expect(deps.get(join(src, 'resolve.ts'))).not.toContain(join(src, 'operations', 'index.ts'));
  });
});
