import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectOneErrorLine, runCli } from './run-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-cli-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('arbiter report and sim --html', () => {
  it('writes the same page from sim --html as from report on the sim --json output', async () => {
    const direct = join(dir, 'direct.html');
    const sim = await runCli([
      'sim',
      'toy',
      '--games',
      '30',
      '--agents',
      'greedy,random',
      '--json',
      '--no-timing',
      '--html',
      direct,
    ]);
    expect(sim.code).toBe(0);
    const json = join(dir, 'result.json');
    writeFileSync(json, sim.stdout);
    const out = join(dir, 'later.html');
    const run = await runCli(['report', json, '-o', out]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`wrote ${out}\n`);
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(direct, 'utf8'));
    expect(readFileSync(out, 'utf8')).toContain('<h2>Win rate as games add up</h2>');
  });

  it('refuses what is not a sim report, in one line', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"game":"toy","games":-1}');
    const run = await runCli(['report', bad, '-o', join(dir, 'x.html')]);
    expect(run.code).not.toBe(0);
    expect(expectOneErrorLine(run)).toMatch(/bad\.json: not a report of `arbiter sim --json` \(at games: /);
    const missing = await runCli(['report', join(dir, 'none.json'), '-o', join(dir, 'x.html')]);
    expect(expectOneErrorLine(missing)).toMatch(/none\.json: no such file/);
    const unwritable = join(dir, 'result-ok.json');
    writeFileSync(unwritable, (await runCli(['sim', 'toy', '--games', '3', '--json'])).stdout);
    const cannot = await runCli(['report', unwritable, '-o', join(dir, 'no', 'such', 'dir.html')]);
    expect(expectOneErrorLine(cannot)).toMatch(/dir\.html: cannot write \(ENOENT\)/);
  });
});
