/**
 * The build on a small repository of its own (a temp folder): which folders
 * it compiles, that the compiled tree runs on plain Node (workspace packages,
 * subpath exports, JSON data imports, paths built from import.meta.url), and
 * when it counts as stale. The real tree is checked by the CLI's tests.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, buildIfStale, buildState } from '../build.mjs';
import { buildUnits } from '../build-units.mjs';

const BUILD_SCRIPT = fileURLToPath(new URL('../build.mjs', import.meta.url));

function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A repository with a kernel, a game with data, a CLI-like app, a web app and a bench folder. */
function fixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'arbiter-build-'));
  write(
    root,
    'package.json',
    json({ private: true, type: 'module', workspaces: ['packages/*', 'games/*', 'apps/*'] }),
  );
  write(
    root,
    'packages/kern/package.json',
    json({
      name: '@fx/kern',
      type: 'module',
      exports: { '.': './src/index.ts', './extra': './src/extra/index.ts' },
    }),
  );
  write(
    root,
    'packages/kern/src/index.ts',
    "export interface Shape { n: number }\nexport const twice = (x: number): number => x * 2;\nexport { label } from './label.ts';\n",
  );
  write(root, 'packages/kern/src/label.ts', "export const label: string = 'kern';\n");
  write(root, 'packages/kern/src/extra/index.ts', "export const extra = 'extra';\n");
  write(
    root,
    'games/alpha/package.json',
    json({ name: '@fx/alpha', type: 'module', exports: { '.': './src/index.ts' } }),
  );
  write(root, 'games/alpha/data/cards.json', json({ cards: [1, 2, 3] }));
  write(
    root,
    'games/alpha/src/index.ts',
    [
      "import { readFileSync } from 'node:fs';",
      "import { dirname, join } from 'node:path';",
      "import { fileURLToPath } from 'node:url';",
      "import { label, type Shape, twice } from '@fx/kern';",
      "import { extra } from '@fx/kern/extra';",
      "import cards from '../data/cards.json' with { type: 'json' };",
      "import { rule } from './rules/rule.ts';",
      'const here = dirname(fileURLToPath(import.meta.url));',
      "const onDisk = JSON.parse(readFileSync(join(here, '../data/cards.json'), 'utf8')).cards.length;",
      'const shape: Shape = { n: twice(cards.cards.length) };',
      'export const summary = { n: shape.n, label, extra, rule, onDisk };',
      '',
    ].join('\n'),
  );
  write(root, 'games/alpha/src/rules/rule.ts', "export const rule = 'rule';\n");
  write(
    root,
    'apps/tool/package.json',
    json({ name: '@fx/tool', type: 'module', bin: { tool: 'bin/tool.js' } }),
  );
  write(
    root,
    'apps/tool/src/main.ts',
    "import { summary } from '@fx/alpha';\nconsole.log(JSON.stringify(summary));\n",
  );
  write(root, 'apps/web/package.json', json({ name: '@fx/web', type: 'module' }));
  write(root, 'apps/web/src/main.ts', 'export const web = 1;\n');
  write(root, 'bench/run.ts', "import { summary } from '@fx/alpha';\nconsole.log(summary.n);\n");
  mkdirSync(join(root, 'node_modules/@fx'), { recursive: true });
  for (const [name, dir] of [
    ['kern', 'packages/kern'],
    ['alpha', 'games/alpha'],
    ['tool', 'apps/tool'],
    ['web', 'apps/web'],
  ]) {
    symlinkSync(join(root, dir), join(root, 'node_modules/@fx', name));
  }
  return root;
}

function runNode(root: string, file: string): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, [file], { cwd: root, encoding: 'utf8' });
}

/** Gives a file a new modification time without changing its bytes (in the future, which must not keep the tree stale). */
function touch(root: string, path: string): void {
  const later = new Date(Date.now() + 5_000);
  utimesSync(join(root, path), later, later);
}

let edits = 0;
/** Edits a file (a comment, or a blank line for JSON) and gives it a new modification time. */
function edit(root: string, path: string): void {
  const text = readFileSync(join(root, path), 'utf8');
  writeFileSync(join(root, path), `${text}${path.endsWith('.json') ? '\n' : `// edit ${++edits}\n`}`);
  touch(root, path);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => join(dir, f));
}

let root: string;

beforeAll(async () => {
  root = fixture();
  await build(root);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the build', () => {
  it('compiles every workspace with exports or a bin, and the bench, file for file', () => {
    expect(buildUnits(root).map((u: { src: string; out: string }) => `${u.src} → ${u.out}`)).toEqual([
      'packages/kern/src → packages/kern/dist',
      'games/alpha/src → games/alpha/dist',
      'apps/tool/src → apps/tool/dist',
      'bench → bench/dist',
    ]);
    for (const file of ['index.js', 'index.js.map', 'label.js', 'extra/index.js']) {
      expect(readdirSync(join(root, 'packages/kern/dist'), { recursive: true })).toContain(file);
    }
    expect(readdirSync(join(root, 'apps/web'))).not.toContain('dist');
  });

  it('gives a tree that plain Node runs: packages, subpath exports, data JSON, paths from import.meta.url', () => {
    const tool = runNode(root, 'apps/tool/dist/main.js');
    expect(tool.stderr).toBe('');
    expect(JSON.parse(tool.stdout)).toEqual({ n: 6, label: 'kern', extra: 'extra', rule: 'rule', onDisk: 3 });
    expect(runNode(root, 'bench/dist/run.js').stdout).toBe('6\n');
  });

  it('rewrites every import to compiled files or data read in place, keeping the JSON attribute', () => {
    const game = readFileSync(join(root, 'games/alpha/dist/index.js'), 'utf8');
    expect(game).toContain('from "../../../packages/kern/dist/index.js"');
    expect(game).toContain('from "../../../packages/kern/dist/extra/index.js"');
    expect(game).toContain('from "./rules/rule.js"');
    expect(game).toContain('from "../data/cards.json" with { type: "json" }');
    const compiled = ['packages', 'games', 'apps', 'bench'].flatMap((d) =>
      filesUnder(join(root, d)).filter((f) => f.includes('/dist/') && f.endsWith('.js')),
    );
    expect(compiled.length).toBeGreaterThan(5);
    for (const file of compiled) expect(readFileSync(file, 'utf8')).not.toMatch(/from "[^"]*\.ts"/);
  });

  it('leaves no __name helpers and writes source maps that point at the sources', () => {
    const map = JSON.parse(readFileSync(join(root, 'games/alpha/dist/index.js.map'), 'utf8'));
    expect(map.sources).toEqual(['../src/index.ts']);
    expect(readFileSync(join(root, 'games/alpha/dist/index.js'), 'utf8')).not.toContain('__name');
  });
});

describe('stale builds', () => {
  it('is fresh right after a build', () => {
    expect(buildState(root)).toEqual({ fresh: true });
  });

  it('is stale when a source changes, and builds again only then', async () => {
    edit(root, 'games/alpha/src/rules/rule.ts');
    expect(buildState(root)).toEqual({
      fresh: false,
      reason: 'games/alpha/src/rules/rule.ts changed since the last build',
    });
    write(root, 'games/alpha/src/rules/rule.ts', "export const rule = 'changed';\n");
    expect(await buildIfStale(root)).toEqual({
      built: true,
      reason: 'games/alpha/src/rules/rule.ts changed since the last build',
    });
    expect(JSON.parse(runNode(root, 'apps/tool/dist/main.js').stdout).rule).toBe('changed');
    expect(await buildIfStale(root)).toEqual({ built: false });
  });

  it('stays fresh when a file gets a new time but the same bytes (a clone, a checkout, a copy), and records the time', async () => {
    await buildIfStale(root);
    const stamp = () => JSON.parse(readFileSync(join(root, 'dist/build.json'), 'utf8'));
    touch(root, 'games/alpha/src/rules/rule.ts');
    touch(root, 'package.json');
    expect(buildState(root)).toEqual({ fresh: true });
    const recorded = stamp().files;
    expect(recorded['games/alpha/src/rules/rule.ts']).toBe(
      statSync(join(root, 'games/alpha/src/rules/rule.ts')).mtimeMs,
    );
    expect(recorded['package.json']).toBe(statSync(join(root, 'package.json')).mtimeMs);
    expect(await buildIfStale(root)).toEqual({ built: false });
  });

  it('is stale when a source is added or deleted, or a package.json changes', async () => {
    write(root, 'packages/kern/src/more.ts', 'export const more = 1;\n');
    expect(buildState(root).reason).toBe('source files were added or deleted since the last build');
    await buildIfStale(root);
    rmSync(join(root, 'packages/kern/src/more.ts'));
    expect(buildState(root).reason).toBe('source files were added or deleted since the last build');
    await buildIfStale(root);
    expect(readdirSync(join(root, 'packages/kern/dist'))).not.toContain('more.js');
    edit(root, 'games/alpha/package.json');
    expect(buildState(root).reason).toBe('games/alpha/package.json changed since the last build');
    await buildIfStale(root);
  });

  it('picks up a new game workspace with no edit to the build', async () => {
    write(
      root,
      'games/beta/package.json',
      json({ name: '@fx/beta', type: 'module', exports: { '.': './src/index.ts' } }),
    );
    write(
      root,
      'games/beta/src/index.ts',
      "import { twice } from '@fx/kern';\nexport const beta = twice(21);\n",
    );
    symlinkSync(join(root, 'games/beta'), join(root, 'node_modules/@fx/beta'));
    expect(buildState(root).reason).toBe('the set of packages changed');
    await buildIfStale(root);
    expect(buildState(root)).toEqual({ fresh: true });
    const run = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "console.log((await import('./games/beta/dist/index.js')).beta)"],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(run.stdout).toBe('42\n');
  });

  it('is stale when a compiled folder is missing', async () => {
    rmSync(join(root, 'packages/kern/dist'), { recursive: true });
    expect(buildState(root).reason).toBe('packages/kern/dist is missing');
    await buildIfStale(root);
  });

  it('fails on a source that does not compile, naming it, and keeps the previous output', async () => {
    write(root, 'games/alpha/src/rules/rule.ts', 'export const rule = ;\n');
    await expect(build(root)).rejects.toThrow(/games\/alpha\/src\/rules\/rule\.ts/);
    expect(JSON.parse(runNode(root, 'apps/tool/dist/main.js').stdout).rule).toBe('changed');
    write(root, 'games/alpha/src/rules/rule.ts', "export const rule = 'rule';\n");
    await buildIfStale(root);
  });

  it('drops the lock of a build whose process is gone', async () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    write(root, 'dist/build.lock', `${dead}\n`);
    edit(root, 'packages/kern/src/label.ts');
    expect(await buildIfStale(root)).toMatchObject({ built: true });
    expect(readdirSync(join(root, 'dist'))).not.toContain('build.lock');
  });

  it('builds once when two processes find the tree stale at the same time', async () => {
    edit(root, 'packages/kern/src/label.ts');
    const script = `import { buildIfStale } from ${JSON.stringify(BUILD_SCRIPT)}; console.log(JSON.stringify(await buildIfStale(${JSON.stringify(root)})));`;
    const runOne = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: root });
        let out = '';
        child.stdout.on('data', (chunk) => (out += chunk));
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
      });
    const results = (await Promise.all([runOne(), runOne()])).map((out) => JSON.parse(out).built);
    expect(results.sort()).toEqual([false, true]);
    expect(buildState(root)).toEqual({ fresh: true });
  });
});

describe('rebuilding while another process imports the compiled tree', () => {
  const MODULES = 150;

  /** Every module of the game exports its generation; rewriting them all makes every output change. */
  function writeGeneration(dir: string, generation: number): void {
    for (let i = 0; i < MODULES; i++) {
      const next = i + 1 < MODULES ? `import { g${i + 1} } from './m${i + 1}.ts';\n` : '';
      const value = i + 1 < MODULES ? `g${i + 1}` : String(generation);
      write(dir, `games/alpha/src/chain/m${i}.ts`, `${next}export const g${i}: number = ${value};\n`);
    }
  }

  it('never lets the importer miss a compiled file or read a half-written one', async () => {
    const dir = fixture();
    try {
      writeGeneration(dir, 0);
      await build(dir);
      const chain = join(dir, 'games/alpha/dist/chain');
      // The importer loads every compiled module of the chain afresh (a new URL each round) until told to stop.
      const importer = `
        import { existsSync, readdirSync } from 'node:fs';
        import { pathToFileURL } from 'node:url';
        const files = readdirSync(${JSON.stringify(chain)}).filter((f) => f.endsWith('.js'));
        let rounds = 0;
        while (!existsSync(${JSON.stringify(join(dir, 'stop'))})) {
          for (const f of files) await import(pathToFileURL(${JSON.stringify(chain)} + '/' + f).href + '?' + rounds);
          rounds++;
        }
        console.log(rounds);
      `;
      const child = spawn(process.execPath, ['--input-type=module', '-e', importer], { cwd: dir });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.stderr.on('data', (chunk) => (err += chunk));
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      for (let generation = 1; generation <= 8; generation++) {
        writeGeneration(dir, generation);
        expect(await buildIfStale(dir)).toMatchObject({ built: true });
      }
      write(dir, 'stop', '');
      const code = await exited;
      expect(err).toBe('');
      expect(code).toBe(0);
      expect(Number(out)).toBeGreaterThan(0);
      const final = await import(`${join(chain, 'm0.js')}?final`);
      expect(final.g0).toBe(8);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a rebuild of unchanged sources writes nothing', async () => {
    const dir = fixture();
    try {
      await build(dir);
      const before = filesUnder(join(dir, 'packages/kern/dist')).map((f) => [f, statSync(f).mtimeMs]);
      const again = await build(dir);
      expect(again.written).toBe(0);
      expect(filesUnder(join(dir, 'packages/kern/dist')).map((f) => [f, statSync(f).mtimeMs])).toEqual(
        before,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
