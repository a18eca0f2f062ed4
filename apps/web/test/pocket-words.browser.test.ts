/**
 * A whole Pokémon TCG Pocket match in Chromium against the random agent,
 * read as a player reads it: at every decision the prompt, every control's
 * label on the board and in the action panel, and the board's text (the
 * active effects in the game's words, conditions by name); at the end the
 * whole log with its details (every event's words, the verbose ones too).
 * Fails on an identifier-shaped word (camelCase, snake_case, "rule:x": the
 * kernel's assertReadableWords), on a card id or an energy letter in the log
 * or a prompt, and on a seat not numbered from 1. Screenshot:
 * test-artifacts/web/pocket-words-log.png.
 */
import { assertReadableWords } from '@arbiter/core/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  clickFirst,
  haveChromium,
  newPage,
  serverAndBrowserForFile,
  shot,
  startFromLobby,
} from './browser-helpers.ts';

const env = serverAndBrowserForFile();

/** What a log line or a prompt may not hold besides identifier-shaped words. */
const NOT_WORDS: Array<[RegExp, string]> = [
  [/\b(?:A\d+a?|P-A) \d{3}\b/, 'a card id'],
  [/\b[GRWLPFDMCN] Energy\b/, 'an energy letter'],
  [/\bundefined\b|\bNaN\b|\[object/, 'a missing value'],
  [/\bPlayer [03-9]\b|\bside \d|\bseat 0\b/i, 'a seat not numbered from 1'],
];

function checkWords(lines: readonly string[], where: string): void {
  assertReadableWords(lines, where);
  for (const line of lines)
    for (const [re, what] of NOT_WORDS)
      if (re.test(line)) throw new Error(`${where}: ${what} in ${JSON.stringify(line)}`);
}

const texts = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((els) => els.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim()));

/** One click of this seat's on the board: a decision option, an attack, an attach, a playable card, or End turn. */
async function clickOnce(page: Page): Promise<boolean> {
  return clickFirst(page, [
    '.pk-decision .pk-action',
    '.pk-active-spot .pk-action:text-matches("^attack:")',
    '.pk-side .pk-action:text-matches("^attach")',
    '.pk-hand-card.playable',
    '.pk-side .pk-action',
    '.pk-end button',
  ]);
}

describe.skipIf(!haveChromium)('Pokémon TCG Pocket: the words a player reads', { timeout: 300_000 }, () => {
  it('plays a match to the end; every prompt, label and log line reads as words', async () => {
    const { context, page } = await newPage(env.browser);
    await startFromLobby(page, env.base, 'pocket', {
      selects: { 'Seat 2': 'random' },
      ready: '.pocket .pk-side',
    });
    let decisions = 0;
    const prompts = new Set<string>();
    for (let i = 0; i < 800; i++) {
      await page.waitForSelector('.action-panel.your-turn, .outcome-banner', { timeout: 30_000 });
      if ((await page.locator('.outcome-banner').count()) > 0) break;
      const prompt = await texts(page, '.pk-decision h3');
      const labels = await texts(
        page,
        '.pocket .pk-action, .pocket .pk-end button, .action-panel .action-button, .action-panel h4, .action-panel legend',
      );
      for (const p of prompt) prompts.add(p);
      checkWords([...prompt, ...labels], `decision ${i}`);
      assertReadableWords(
        await texts(page, '.pocket .pk-effect-words, .pocket .pk-status, .round-line'),
        `board ${i}`,
      );
      if (!(await clickOnce(page))) throw new Error('no control on the board for this seat');
      decisions++;
    }
    await page.waitForSelector('.outcome-banner');
    expect(decisions).toBeGreaterThan(5);
    // Prompts (a search, a promotion with a choice) come only when the deal offers one: a match
    // on a new seed may have none, since one-option prompts are taken without asking. Every
    // prompt that came was read above (checkWords), with every label at every decision.

    await page.locator('.log-panel .log-details').click();
    const entries = await texts(page, '.log-panel .log-entry > div');
    const events = await texts(page, '.log-panel .event-text');
    expect(entries.length).toBeGreaterThan(10);
    expect(events.length).toBeGreaterThan(entries.length);
    checkWords([...entries, ...events], 'log');
    // The log speaks of seats from 1 and in the game's words: a turn line, an attack, the end.
    expect(events.some((t) => /^Turn \d+: Player [12] /.test(t))).toBe(true);
    expect(events.some((t) => /^Player [12] (wins|ends)|^The game is a draw/.test(t))).toBe(true);
    expect(events.some((t) => /^Player [12] places a Basic Pokémon face down/.test(t))).toBe(true);
    // The setup's own events (before any action) head the log: the coin flip is one of them.
    const setup = await texts(page, '.log-panel .log-setup .event-text');
    expect(setup[0]).toMatch(/^Player [12] wins the coin flip and goes first$/);
    await shot(page, 'pocket-words-log');
    await context.close();
  });
});
