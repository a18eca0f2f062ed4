/**
 * Reports opened in Debian's Chromium, offline: every chart drawn as SVG
 * with marks in it, no console error, no request leaving the file, and a
 * screenshot under test-artifacts/report/. Skipped where Chromium is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CHROMIUM = '/usr/bin/chromium';
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const artifacts = join(repoRoot, 'test-artifacts', 'report');
const dir = mkdtempSync(join(tmpdir(), 'arbiter-report-'));
if (!existsSync(CHROMIUM)) console.warn('packages/report browser tests skipped: no /usr/bin/chromium');

function arbiter(args: string[]): void {
  const r = spawnSync(process.execPath, ['apps/cli/bin/arbiter.js', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`arbiter ${args.join(' ')} failed: ${r.stderr}`);
}

describe.skipIf(!existsSync(CHROMIUM))('HTML reports in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const cases: Array<[string, string[], number]> = [
    ['dice-duel-batch', ['sim', 'dice-duel', '--games', '400', '--agents', 'random', '--quiet'], 8],
    [
      'dice-duel-ab',
      ['sim', 'dice-duel', '--games', '200', '--ab', 'hero1=pyromancer,shadow-monk', '--quiet'],
      12,
    ],
    ['queens-blood-batch', ['sim', 'queens-blood', '--games', '40', '--quiet'], 5],
    [
      'pocket-deck-matrix',
      [
        'sim',
        'pocket',
        '--games',
        '4',
        '--agents',
        'attach-then-attack',
        '--matrix',
        'mewtwoex,fire,hitmonlee',
        '--quiet',
      ],
      1,
    ],
  ];
  for (const [name, args, leastCharts] of cases) {
    it(`draws every chart of a ${name} report, offline and without errors`, async () => {
      const file = join(dir, `${name}.html`);
      arbiter([...args, '--html', file]);
      const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, offline: true });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
      const fetched: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith('file:')) fetched.push(r.url());
      });
      await page.goto(pathToFileURL(file).href);
      await page.waitForSelector('body[data-charts="rendered"], body[data-charts="failed"]', {
        timeout: 30_000,
      });
      expect(await page.getAttribute('body', 'data-charts')).toBe('rendered');
      const charts = await page.locator('.chart').count();
      expect(charts).toBeGreaterThanOrEqual(leastCharts);
      // Each chart is an SVG with drawn marks in it.
      expect(await page.locator('.chart svg').count()).toBe(charts);
      const marks = await page.$$eval('.chart svg', (svgs) =>
        svgs.map(
          (s) =>
            s.querySelectorAll(
              '.mark-rect path, .mark-symbol path, .mark-line path, .mark-area path, .mark-rule line, .mark-text text',
            ).length,
        ),
      );
      expect(marks.every((n) => n > 0)).toBe(true);
      expect(await page.locator('table').count()).toBeGreaterThan(0);
      await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
      expect(problems).toEqual([]);
      expect(fetched).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
