/**
 * Dice Duel's words in the browser: full matches against the random agent,
 * played on the board, reading at every decision everything the board and
 * the action panel show, and at the end the whole log with its detail
 * events. Every line must read as words — no engine id, no camelCase, no
 * snake_case (assertReadableWords) — and seats are numbered from 1. One
 * match with the shipped cards (labelled and unlabelled rules), one on the
 * v1 boards (entries labelled by their combos).
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

if (!haveChromium) console.warn(`Dice Duel words browser test skipped: ${CHROMIUM} is not installed`);

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
 * Plays this seat to the end with the board's own controls (attack with a
 * ready ability, else reroll while rolls are left, end the turn, or take the
 * hit), reading the board and the action panel at every decision.
 */
async function playReading(page: Page, maxClicks = 400): Promise<{ clicks: number; lines: string[] }> {
  const lines: string[] = [];
  for (let clicks = 0; clicks < maxClicks; clicks++) {
    await page.waitForSelector('.action-panel.your-turn, .outcome-banner', { timeout: 15_000 });
    lines.push(...(await linesOf(page, '.board')), ...(await linesOf(page, '.action-panel')));
    if ((await page.locator('.outcome-banner').count()) > 0) return { clicks, lines };
    const before = await version(page);
    const attack = page.locator('.ability.ready button');
    const react = page.locator('.reaction button.primary');
    const reroll = page.locator('button.reroll-button:enabled');
    const endTurn = page.getByRole('button', { name: 'End turn without an ability' });
    if (await attack.count()) await attack.first().click();
    else if (await react.count()) await react.click();
    else if (await reroll.count()) {
      // Hold the first die now and then, so holds show in the log and the prompts.
      if (clicks % 3 === 0 && (await page.locator('.die.clickable').count()))
        await page.locator('.die.clickable').first().click();
      await page.locator('button.reroll-button:enabled').click();
    } else if (await endTurn.count()) await endTurn.click();
    else throw new Error('your turn, but no board control to use');
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

async function playAndRead(
  options: { hero1: string; hero2: string; defense: string },
  name: string,
): Promise<{ prompts: string[]; log: string[] }> {
  const { context, page } = await newPage(env.browser);
  try {
    await startFromLobby(page, env.base, 'dice-duel', {
      selects: { 'Seat 2': 'random' },
      before: async (card) => {
        await card.locator('summary').click();
        await card.locator('#opt-hero1').selectOption(options.hero1);
        await card.locator('#opt-hero2').selectOption(options.hero2);
        await card.locator('#opt-defense').selectOption(options.defense);
      },
      ready: '.dice-duel .fighter',
    });
    const { clicks, lines } = await playReading(page);
    expect(clicks).toBeGreaterThan(0);
    expect(await page.locator('.outcome-text').textContent()).toMatch(/^(You win|You lose|Draw) — /);
    const log = await wholeLog(page);
    await shot(page, name);
    return { prompts: lines, log };
  } finally {
    await context.close();
  }
}

describe.skipIf(!haveChromium)('Dice Duel reads as words in the browser', { timeout: 240_000 }, () => {
  it('the shipped cards (labelled and unlabelled rules): every prompt, board line and log line', async () => {
    const { prompts, log } = await playAndRead(
      { hero1: 'pyromancer', hero2: 'training-dummy', defense: 'hero' },
      'dd-words-cards',
    );
    assertReadableWords(prompts, 'Dice Duel prompts and board (cards)');
    assertReadableWords(log, 'Dice Duel log (cards)');
    const all = [...prompts, ...log].join('\n');
    expect(all).not.toMatch(/\bseat 0\b|\b\dOAK\b|undefined|NaN/i);
    // The cards are read in their modules' words, and the log names what the rules did.
    expect(all).toMatch(/Each die showing 4 or 5: block 1\./);
    expect(all).toMatch(/rule \d/);
    expect(log.some((l) => /matches (once|twice|\d+ times): blocks \d+/.test(l))).toBe(true);
    expect(log.some((l) => /^seat [12] rolls/.test(l))).toBe(true);
  });

  it('the v1 boards (entries labelled by their combos): every prompt, board line and log line', async () => {
    const { prompts, log } = await playAndRead(
      { hero1: 'training-dummy', hero2: 'shadow-monk', defense: 'v1' },
      'dd-words-v1',
    );
    assertReadableWords(prompts, 'Dice Duel prompts and board (v1)');
    assertReadableWords(log, 'Dice Duel log (v1)');
    const all = [...prompts, ...log].join('\n');
    expect(all).not.toMatch(/\bseat 0\b|\b\dOAK\b|undefined|NaN/i);
    expect(log.some((l) => /defends with .* on [1-6 ]+$/.test(l))).toBe(true);
  });
});
