/**
 * The web client in a real browser (Debian's Chromium driven by
 * playwright-core) against the real server on loopback: the lobby, a Dice
 * Duel match against the random agent played to the end by clicking, its
 * replay, and a match between two browsers. Screenshots of each page go to
 * test-artifacts/web/. Skipped, saying so, where /usr/bin/chromium is absent
 * (CI installs it).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ArbiterServer, createServer } from '@arbiter/server';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuilt, webDist, webRoot } from '../scripts/ensure-built.ts';

const CHROMIUM = '/usr/bin/chromium';
const haveChromium = existsSync(CHROMIUM);
const artifacts = join(webRoot, '..', '..', 'test-artifacts', 'web');
if (!haveChromium) {
  console.warn(`browser tests skipped: ${CHROMIUM} is not installed (apt-get install -y chromium)`);
}

let server: ArbiterServer;
let base: string;
let browser: Browser;

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1360, height: 1000 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
  return { context, page };
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
}

async function version(page: Page): Promise<number> {
  return Number(await page.locator('.match-page').getAttribute('data-version'));
}

/**
 * Plays this page's seat until the match ends: the board's own Attack button
 * when an ability is ready, otherwise the first action the panel lists.
 * Returns how many clicks it made.
 */
async function playToTheEnd(page: Page, maxClicks = 400): Promise<number> {
  let clicks = 0;
  for (; clicks < maxClicks; clicks++) {
    await page.waitForSelector('.action-panel.your-turn .action-button, .outcome-banner', {
      timeout: 15_000,
    });
    if (await page.locator('.outcome-banner').count()) return clicks;
    const before = await version(page);
    const attack = page.locator('.ability.ready button');
    if (await attack.count()) await attack.first().click();
    else await page.locator('.action-panel.your-turn .action-button').first().click();
    await page.waitForFunction(
      (v) => Number(document.querySelector('.match-page')?.getAttribute('data-version')) > v,
      before,
      { timeout: 15_000 },
    );
  }
  throw new Error(`no result after ${maxClicks} clicks`);
}

describe.skipIf(!haveChromium)('the web client in Chromium', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    await ensureWebBuilt({ quiet: true });
    server = createServer({ dbPath: ':memory:', agentDelayMs: 0, webDist, log: () => {} });
    base = await server.listen(0, '127.0.0.1');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('plays Dice Duel against the random agent to the end by clicking, then opens its replay', async () => {
    const { context, page } = await newPage();
    await page.goto(`${base}/`);
    await page.waitForSelector('.game-card[data-game="dice-duel"]');
    expect(await page.locator('.game-card h3').allTextContents()).toContain('Dice Duel');
    await shot(page, 'lobby');

    const card = page.locator('.game-card[data-game="dice-duel"]');
    await card.getByLabel('Seat 2').selectOption('random');
    await card.getByRole('button', { name: /Start a Dice Duel match/ }).click();
    await page.waitForSelector('.dice-duel .fighter');
    await shot(page, 'match-start');
    expect(page.url()).toMatch(/\/match\/[\w-]+$/);
    expect(await page.locator('.fighter h3').count()).toBe(2);

    // Hold two dice on the board and reroll the rest, at this seat's first roll
    // (if the agent attacks first, react through the action panel until then).
    for (let i = 0; i < 10 && !(await page.locator('.die.clickable').count()); i++) {
      await page.waitForSelector('.die.clickable, .action-panel.your-turn .action-button', {
        timeout: 15_000,
      });
      if (await page.locator('.die.clickable').count()) break;
      const before = await version(page);
      await page.locator('.action-panel.your-turn .action-button').first().click();
      await page.waitForFunction(
        (v) => Number(document.querySelector('.match-page')?.getAttribute('data-version')) > v,
        before,
      );
    }
    {
      const before = await version(page);
      await page.locator('.die.clickable').nth(0).click();
      await page.locator('.die.clickable').nth(2).click();
      expect(await page.locator('.die.held').count()).toBe(2);
      await page.getByRole('button', { name: 'Reroll 3 dice' }).click();
      await page.waitForFunction(
        (v) => Number(document.querySelector('.match-page')?.getAttribute('data-version')) > v,
        before,
      );
      const log = await page.locator('.log-entry').allTextContents();
      expect(log.some((line) => /keep .* \(dice 1,3\), reroll the rest/.test(line))).toBe(true);
    }

    const clicks = await playToTheEnd(page);
    expect(clicks).toBeGreaterThan(0);
    const result = await page.locator('.outcome-text').textContent();
    expect(result).toMatch(/^(You win|You lose|Draw) — /);
    expect(await page.locator('.match-page').getAttribute('data-status')).toBe('finished');
    await shot(page, 'match-finished');

    await page.getByRole('link', { name: 'Open the replay' }).click();
    await page.waitForSelector('.replay-controls');
    const last = Number(await page.locator('input[aria-label="position"]').getAttribute('max'));
    expect(last).toBeGreaterThan(clicks);
    await expect.poll(() => page.locator('.step-label').textContent()).toContain(`step ${last} / ${last}`);
    await page.getByRole('button', { name: 'first' }).click();
    await expect.poll(() => page.locator('.step-label').textContent()).toContain('step 0 /');
    await page.getByRole('button', { name: 'next' }).click();
    await expect.poll(() => page.locator('.step-label').textContent()).toContain('step 1 /');
    expect(await page.locator('.log-entry').count()).toBe(1);
    await page.locator('input[aria-label="position"]').fill(String(Math.floor(last / 2)));
    await expect.poll(() => page.locator('.log-entry').count()).toBe(Math.floor(last / 2));
    await shot(page, 'replay');
    await context.close();
  });

  it('lets two browsers play one match: one creates it, the other joins from the lobby', async () => {
    const a = await newPage();
    const b = await newPage();
    await a.page.goto(`${base}/`);
    const card = a.page.locator('.game-card[data-game="dice-duel"]');
    await card.getByLabel('Seat 2').selectOption('human');
    await card.locator('summary').click();
    await card.locator('#opt-maxRounds').fill('2');
    await card.getByRole('button', { name: /Start a Dice Duel match/ }).click();
    await a.page.waitForSelector('.dice-duel .fighter');
    const matchId = a.page.url().split('/match/')[1];

    await b.page.goto(`${base}/`);
    const row = b.page.locator('.match-row', { has: b.page.locator(`a[href="/match/${matchId}"]`) });
    await row.getByRole('button', { name: 'Join seat 2' }).click();
    await b.page.waitForSelector('.dice-duel .fighter');
    expect(b.page.url()).toContain(`/match/${matchId}`);
    await expect.poll(() => a.page.locator('.seat-chip').nth(1).textContent()).toContain('online');
    await shot(b.page, 'second-browser');

    // Both play until the round limit ends it; each page clicks only when it is its turn.
    const [ca, cb] = await Promise.all([playToTheEnd(a.page), playToTheEnd(b.page)]);
    expect(ca + cb).toBeGreaterThan(2);
    const [ra, rb] = await Promise.all([
      a.page.locator('.outcome-text').textContent(),
      b.page.locator('.outcome-text').textContent(),
    ]);
    // The two seats see the same result from opposite sides.
    if (ra?.startsWith('Draw')) expect(rb?.startsWith('Draw')).toBe(true);
    else expect([ra?.split(' — ')[0], rb?.split(' — ')[0]].sort()).toEqual(['You lose', 'You win']);
    await a.context.close();
    await b.context.close();
  });

  it('survives a server restart mid-match: the page reconnects and the match goes on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-web-'));
    const dbPath = join(dir, 'restart.db');
    let first: ArbiterServer | null = createServer({ dbPath, agentDelayMs: 0, webDist, log: () => {} });
    let second: ArbiterServer | null = null;
    const { context, page } = await newPage();
    try {
      const url = await first.listen(0, '127.0.0.1');
      const port = Number(new URL(url).port);
      await page.goto(`${url}/`);
      const card = page.locator('.game-card[data-game="dice-duel"]');
      await card.getByRole('button', { name: /Start a Dice Duel match/ }).click();
      await page.waitForSelector('.dice-duel .fighter');
      for (let i = 0; i < 3; i++) {
        await page.waitForSelector('.action-panel.your-turn .action-button');
        const before = await version(page);
        await page.locator('.action-panel.your-turn .action-button').first().click();
        await page.waitForFunction(
          (v) => Number(document.querySelector('.match-page')?.getAttribute('data-version')) > v,
          before,
        );
      }
      await page.waitForSelector('.action-panel.your-turn .action-button');
      const at = await version(page);

      await first.close();
      first = null;
      await page.waitForSelector('.conn.lost');
      second = createServer({ dbPath, agentDelayMs: 0, webDist, log: () => {} });
      expect(second.resumed.resumed).toHaveLength(1);
      await second.listen(port, '127.0.0.1');
      await page.waitForSelector('.conn.ok', { timeout: 15_000 });
      expect(await version(page)).toBe(at);
      await shot(page, 'after-restart');
      await playToTheEnd(page);
      expect(await page.locator('.outcome-text').textContent()).toMatch(/^(You win|You lose|Draw) — /);
    } finally {
      await context.close();
      await first?.close();
      await second?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
