/**
 * Card Kingdoms' words in the browser: a full 3-player match (this page's
 * seat against two random agents, relics on, so maps and tomes show too),
 * reading at every decision everything the board and the action panel show
 * (the prompt and every option's label), and at the end the whole log with
 * its detail events. Every line must read as words — no engine id, no
 * camelCase, no snake_case (assertReadableWords) — seats are numbered from 1,
 * and the log tells what the dice harvested, per player.
 */
import { assertReadableWords } from '@arbiter/core/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM,
  haveChromium,
  movedOn,
  newPage,
  serverAndBrowserForFile,
  shot,
  startFromLobby,
  version,
} from './browser-helpers.ts';

if (!haveChromium) console.warn(`Card Kingdoms words browser test skipped: ${CHROMIUM} is not installed`);

const env = serverAndBrowserForFile();

/** The visible text of `selector`, one trimmed line per line. */
async function linesOf(page: Page, selector: string): Promise<string[]> {
  const texts = await page.locator(selector).allInnerTexts();
  return texts
    .flatMap((t) => t.split('\n'))
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/**
 * Plays this seat to the end, reading the board and the action panel at
 * every decision: a hire, slay or build button on the board when there is
 * one (so purchases reach the log), else the panel's first action, listing
 * the board's share there first on every third decision.
 */
async function playReading(page: Page, maxClicks = 600): Promise<{ clicks: number; lines: string[] }> {
  const lines: string[] = [];
  for (let clicks = 0; clicks < maxClicks; clicks++) {
    await page.waitForSelector('.action-panel.your-turn, .outcome-banner', { timeout: 30_000 });
    lines.push(...(await linesOf(page, '.board')), ...(await linesOf(page, '.action-panel')));
    if ((await page.locator('.outcome-banner').count()) > 0) return { clicks, lines };
    const list = page.locator('.action-panel .list-board-actions', { hasText: 'list them here' });
    if (clicks % 3 === 0 && (await list.count())) {
      await list.click();
      lines.push(...(await linesOf(page, '.action-panel')));
    }
    const before = await version(page);
    const onBoard = page.locator('.ck-buttons button');
    if (await onBoard.count()) await onBoard.first().click();
    else await page.locator('.action-panel.your-turn .action-button').first().click();
    await movedOn(page, before);
  }
  throw new Error(`no result after ${maxClicks} clicks`);
}

/** The whole log as a person reads it: each entry's line and every event's words, detail events included. */
async function wholeLog(page: Page): Promise<string[]> {
  await page.locator('.log-details').click();
  await expect.poll(() => page.locator('.log-details').getAttribute('aria-pressed')).toBe('true');
  const entries = await page.locator('.log-entry > div:first-child').allInnerTexts();
  const events = await page.locator('.log-event .event-text').allInnerTexts();
  return [...entries, ...events].map((l) => l.trim()).filter((l) => l !== '');
}

describe.skipIf(!haveChromium)('Card Kingdoms reads as words in the browser', { timeout: 300_000 }, () => {
  it('a full 3-player match with relics: every prompt, option, board line and log line', async () => {
    const { context, page } = await newPage(env.browser);
    try {
      await startFromLobby(page, env.base, 'card-kingdoms', {
        selects: { Players: '3', 'Seat 2': 'random', 'Seat 3': 'random' },
        before: async (card) => {
          await card.locator('summary').click();
          await card.locator('#opt-relics').check();
        },
        ready: '.card-kingdoms .ck-citizen',
      });
      const { clicks, lines } = await playReading(page);
      expect(clicks).toBeGreaterThan(5);
      expect(await page.locator('.outcome-text').textContent()).toMatch(/^(You win|You lose|Draw) — /);
      const log = await wholeLog(page);
      await shot(page, 'ck-words');

      assertReadableWords(lines, 'Card Kingdoms prompts, options and board');
      assertReadableWords(log, 'Card Kingdoms log');
      const all = [...lines, ...log].join('\n');
      expect(all).not.toMatch(/\bseat 0\b|\bseat [4-9]\b|undefined|NaN|\[object/i);
      // What the dice harvested, per player; the turns; purchases with what was paid; the end's scores.
      expect(log.some((l) => /^Seat [1-3] harvests .+ from /.test(l))).toBe(true);
      expect(log.some((l) => /^Seat [1-3] rolls [1-6] and [1-6]$/.test(l))).toBe(true);
      expect(log.some((l) => /^Round \d+, turn \d+: seat [1-3] plays$/.test(l))).toBe(true);
      expect(log.some((l) => /^Seat [1-3] (hires|slays|builds) .+ for /.test(l))).toBe(true);
      expect(log.filter((l) => /^Seat [1-3] scores \d+ VP: /.test(l))).toHaveLength(3);
      expect(log.some((l) => /^The game is over: /.test(l))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
