/**
 * Magic's words in Chromium: a whole match against the random agent, played
 * from the action panel and the board's answer buttons, reading at every
 * decision the board's question, its answers, every action's label and the
 * turn line, and at the end the whole log (every entry and every event,
 * details shown). Any identifier-shaped word (snake_case, camelCase, an id
 * like "#12" or "[12]", a seat numbered from 0) fails it. Beside it, the
 * board's grouping of identical answers ("Plains (26)").
 */
import { assertReadableWords } from '@arbiter/core/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { groupedAnswers } from '../src/boards/mtg/words.ts';
import {
  haveChromium,
  newPage,
  playMtgSeat,
  serverAndBrowserForFile,
  shot,
  startFromLobby,
} from './browser-helpers.ts';

const env = serverAndBrowserForFile();

/** What the kernel's check does not catch: ids ("#12", "[12]"), seats from 0, engine arrows. */
function idLike(lines: readonly string[]): string[] {
  return lines.filter((l) => /#\d|\[\d+(, \d+)*\]|\b(seat|player) 0\b|→/i.test(l));
}

async function texts(page: Page, selector: string): Promise<string[]> {
  return (await page.locator(selector).allTextContents()).map((t) => t.trim()).filter(Boolean);
}

describe('the board groups identical answers', () => {
  it('"Plains" 26 times is one answer "Plains (26)", the first standing for them; others keep their order', () => {
    const choices = [
      ...Array.from({ length: 26 }, (_, i) => ({ label: 'Plains', action: { type: 'choose', option: i } })),
      { label: 'Serra Angel', action: { type: 'choose', option: 26 } },
      { label: 'Find none', action: { type: 'choose', option: 27 } },
    ];
    expect(groupedAnswers(choices)).toEqual([
      { label: 'Plains (26)', action: { type: 'choose', option: 0 } },
      { label: 'Serra Angel', action: { type: 'choose', option: 26 } },
      { label: 'Find none', action: { type: 'choose', option: 27 } },
    ]);
  });
});

describe.skipIf(!haveChromium)('Magic’s words in Chromium', { timeout: 400_000 }, () => {
  it('a whole match: every question, answer, action label, turn line and the whole log read as words', async () => {
    const { context, page } = await newPage(env.browser);
    await startFromLobby(page, env.base, 'mtg', { selects: { 'Seat 2': 'random' }, ready: '.mtg .mtg-side' });
    const read: string[] = [];
    let decisions = 0;
    const clicks = await playMtgSeat(page, 900, async () => {
      read.push(...(await texts(page, '.mtg-turn')));
      const question = await texts(page, '.mtg-decision');
      if (question.length > 0) decisions++;
      read.push(...question);
      read.push(...(await texts(page, '.mtg-answer')));
      read.push(
        ...(await texts(page, '.action-panel .action-button, .action-panel h4, .action-panel legend')),
      );
    });
    await page.waitForSelector('.outcome-banner');
    expect(clicks).toBeGreaterThan(3);
    expect(decisions).toBeGreaterThan(0);
    // The whole log, the detail events too (their words, not their raw fields).
    await page.locator('.log-panel .log-details').click();
    const log = await texts(page, '.log-panel .log-entry > div, .log-panel .event-text');
    expect(log.length).toBeGreaterThan(clicks);
    read.push(...log);
    await shot(page, 'mtg-words-finished');
    await context.close();
    assertReadableWords(read, 'MTG in the browser');
    expect(idLike(read).slice(0, 5)).toEqual([]);
    // The turn line names steps as players do.
    expect(read.some((l) => /first main phase|declare attackers step|end step/.test(l))).toBe(true);
  });
});
