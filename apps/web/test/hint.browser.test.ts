/**
 * The hint panel in Chromium: a player asks for a hint on their turn, sees
 * the best action with its chance and the next two, plays it from the
 * panel, and the seat bar shows the hint was taken. Skipped, saying so,
 * where /usr/bin/chromium is absent.
 */
import { type ArbiterServer, createServer } from '@arbiter/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuilt, webDist } from '../scripts/ensure-built.ts';
import {
  CHROMIUM,
  haveChromium,
  launch,
  movedOn,
  newPage,
  shot,
  startFromLobby,
  version,
} from './browser-helpers.ts';

if (!haveChromium) console.warn(`hint browser test skipped: ${CHROMIUM} is not installed`);

let server: ArbiterServer;
let base: string;
let browser: Browser;

describe.skipIf(!haveChromium)('the hint panel', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await ensureWebBuilt({ quiet: true });
    // An iteration budget keeps the test's hint quick and its figures stable.
    server = createServer({
      dbPath: ':memory:',
      agentDelayMs: 0,
      webDist,
      log: () => {},
      hintSettings: { iterations: 150, thinkMs: 0 },
    });
    base = await server.listen(0, '127.0.0.1');
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("asks for a hint on the player's turn, shows the best action and two more, and plays it", async () => {
    const { context, page } = await newPage(browser);
    await startFromLobby(page, base, 'queens-blood', {
      selects: { 'Seat 2': 'random' },
      ready: '.match-page',
    });
    await page.waitForSelector('.action-panel.your-turn', { timeout: 30_000 });
    await page.locator('.hint-ask').click();
    await page.waitForSelector('.hint-panel[data-state="shown"]', { timeout: 30_000 });
    expect(await page.locator('.hint-chance-line').textContent()).toMatch(/Your chance of winning.*\d+%/);
    expect(await page.locator('.hint-choices li').count()).toBe(3);
    const best = (await page.locator('.hint-best .hint-label').textContent()) ?? '';
    expect(best.length).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.seat-chip .seat-hints').first().textContent()).toBe('1 hint');
    await shot(page, 'hint-panel');
    const before = await version(page);
    await page.locator('.hint-play').click();
    await movedOn(page, before);
    // The position moved on: the hint is put away until asked again.
    await expect.poll(() => page.locator('.hint-panel').getAttribute('data-state')).toBe('idle');
    await context.close();
  });
});
