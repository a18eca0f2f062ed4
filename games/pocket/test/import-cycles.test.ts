/**
 * Pocket's modules import each other one way: no runtime import circle
 * (issue 20). The effect modules sit below the rules they serve: the rules
 * read the registry, and no effect module reaches back into the flow of the
 * game (actions, flow) or the registry that lists it.
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

/** Relative imports that load code at run time (`import type` and all-`type` lists are erased). */
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

/** Every runtime import circle of a module graph (file → the files it imports), each as the files around it. */
function cycles(deps: ReadonlyMap<string, readonly string[]>): string[] {
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
  for (const f of deps.keys()) visit(f);
  return found;
}

describe('module graph', () => {
  it('has no runtime import cycle', () => {
    const files = sources(src);
    expect(files.length).toBeGreaterThan(100);
    expect(cycles(new Map(files.map((f) => [f, runtimeImports(f)])))).toEqual([]);
  });

  it('finds a circle when there is one (the check can fail)', () => {
    const at = (name: string) => join(src, name);
    const graph = new Map([
      [at('effects/registry.ts'), [at('rules/ops.ts')]],
      [at('rules/ops.ts'), [at('effects/registry.ts')]],
      [at('state.ts'), []],
    ]);
    expect(cycles(graph)).toEqual(['effects/registry.ts → rules/ops.ts → effects/registry.ts']);
    // `import type` is erased: only imports that load code count.
    expect(runtimeImports(join(src, 'effects', 'context.ts'))).toEqual([]);
    expect(runtimeImports(join(src, 'effects', 'registry.ts'))).toContain(
      join(src, 'effects', 'cards', 'draw.ts'),
    );
  });
});
