import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM,
  haveChromium,
  movedOn,
  newPage,
  playToTheEnd,
  serverAndBrowserForFile,
  shot,
  version,
} from './browser-helpers.ts';

if (!haveChromium) console.warn(`browser tests skipped: ${CHROMIUM} is not installed`);

/** Plays this page's seat to the end: a hire button on the board when there is one, else the panel's first action. */
async function hireToTheEnd(page: Page, maxClicks = 300): Promise<number> {
  for (let clicks = 0; clicks < maxClicks; clicks++) {
    await page.waitForSelector('.action-panel.your-turn, .outcome-banner', { timeout: 30_000 });
    if (await page.locator('.outcome-banner').count()) return clicks;
    const before = await version(page);
    const hire = page.locator('.ck-citizen .ck-buttons button');
    if (await hire.count()) await hire.first().click();
    else await page.locator('.action-panel.your-turn .action-button').first().click();
    await movedOn(page, before);
  }
  throw new Error(`no result after ${maxClicks} clicks`);
}

const env = serverAndBrowserForFile();

describe.skipIf(!haveChromium)('Card Kingdoms in Chromium', { timeout: 240_000 }, () => {
  it('plays a 3-player match against two random agents to the end on its board', async () => {
    const { context, page } = await newPage(env.browser);
    await page.goto(`${env.base}/`);
    const card = page.locator('.game-card[data-game="card-kingdoms"]');
    await card.waitFor();
    expect(await card.textContent()).toContain('1–5 players');
    await card.getByLabel('Players').selectOption('3');
    expect(await card.getByLabel(/^Seat \d$/).count()).toBe(3);
    await card.getByRole('button', { name: /Start a Valeria: Card Kingdoms match/ }).click();
    await page.waitForSelector('.card-kingdoms .ck-citizen');

    expect(await page.locator('.ck-citizen').count()).toBe(10);
    expect(await page.locator('.ck-citizen .ck-roll').allTextContents()).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9–10',
      '11–12',
    ]);
    expect(await page.locator('.ck-monster').count()).toBe(5);
    expect(await page.locator('.ck-domain').count()).toBe(5);
    expect(await page.locator('.ck-player').count()).toBe(3);
    await expect.poll(() => page.locator('.ck-pending').textContent()).toMatch(/decision|decides/);
    await shot(page, 'card-kingdoms-start');

    // Play until a hire button shows on a citizen stack, and hire with it.
    let hired = false;
    for (let i = 0; i < 60 && !hired; i++) {
      await page.waitForSelector('.action-panel.your-turn, .outcome-banner', { timeout: 20_000 });
      if (await page.locator('.outcome-banner').count()) break;
      const before = await version(page);
      const hire = page.locator('.ck-citizen .ck-buttons button');
      if (await hire.count()) {
        await hire.first().click();
        hired = true;
      } else {
        await page.locator('.action-panel.your-turn .action-button').first().click();
      }
      await movedOn(page, before);
    }
    expect(hired).toBe(true);
    await shot(page, 'card-kingdoms-hired');

    await playToTheEnd(page, 600);
    const result = await page.locator('.outcome-text').textContent();
    expect(result).toMatch(/^(You win|You lose|Draw) — /);
    expect(await page.locator('.match-page').getAttribute('data-status')).toBe('finished');
    await shot(page, 'card-kingdoms-finished');
    await context.close();
  });

  it('lets two browsers play one short 2-player match to the end, each seeing only its own duke', async () => {
    const a = await newPage(env.browser);
    const b = await newPage(env.browser);
    await a.page.goto(`${env.base}/`);
    const card = a.page.locator('.game-card[data-game="card-kingdoms"]');
    await card.getByLabel('Players').selectOption('2');
    await card.getByLabel('Seat 2').selectOption('human');
    // One citizen per stack: four stacks run out soon, so the match is short.
    await card.locator('summary').click();
    await card.locator('#opt-copies').fill('1');
    await card.getByRole('button', { name: /Start a Valeria: Card Kingdoms match/ }).click();
    await a.page.waitForSelector('.card-kingdoms .ck-citizen');
    const matchId = a.page.url().split('/match/')[1];

    await b.page.goto(`${env.base}/`);
    const row = b.page.locator('.match-row', { has: b.page.locator(`a[href="/match/${matchId}"]`) });
    await row.getByRole('button', { name: 'Join seat 2' }).click();
    await b.page.waitForSelector('.card-kingdoms .ck-citizen');

    // Taking resources forever never ends a game: each page hires on the board when it can.
    const [ca, cb] = await Promise.all([hireToTheEnd(a.page), hireToTheEnd(b.page)]);
    expect(ca + cb).toBeGreaterThan(4);
    const [ra, rb] = await Promise.all([
      a.page.locator('.outcome-text').textContent(),
      b.page.locator('.outcome-text').textContent(),
    ]);
    if (ra?.startsWith('Draw')) expect(rb?.startsWith('Draw')).toBe(true);
    else expect([ra?.split(' — ')[0], rb?.split(' — ')[0]].sort()).toEqual(['You lose', 'You win']);
    // Each page names its own duke and keeps the other's secret.
    const dukes = (page: typeof a.page) => page.locator('.ck-player .small.muted').allTextContents();
    const [da, db] = await Promise.all([dukes(a.page), dukes(b.page)]);
    expect(da[0]).not.toContain('kept in secret');
    expect(da[1]).toContain('kept in secret');
    expect(db[0]).toContain('kept in secret');
    expect(db[1]).not.toContain('kept in secret');
    await shot(b.page, 'card-kingdoms-two-browsers');
    await a.context.close();
    await b.context.close();
  });
});
