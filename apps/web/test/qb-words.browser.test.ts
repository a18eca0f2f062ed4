/**
 * Queen's Blood's words in the browser (issue 20): whole matches against the
 * random agent, played on the board (a mulligan of one card from the
 * chooser, then a hand card onto a highlighted tile, or Pass), reading at
 * every decision everything the board, the card detail, the tooltips and
 * the action panel show, and at the end the whole log with its detail
 * events. Every line must read as words — no engine id, no camelCase, no
 * snake_case (assertReadableWords) — seats are numbered from 1, and the log
 * tells the end: each lane's result and the totals. Two deck pairings: the
 * tokens and replacing deck against destruction, and lane bonuses against
 * enhancement.
 */
import { assertReadableWords } from '@arbiter/core/testing';
import type { CreateMatchResponse } from '@arbiter/server/protocol';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM,
  haveChromium,
  movedOn,
  newPage,
  serverAndBrowserForFile,
  shot,
  version,
} from './browser-helpers.ts';

if (!haveChromium) console.warn(`Queen's Blood words browser test skipped: ${CHROMIUM} is not installed`);

const env = serverAndBrowserForFile();

/** The visible text of `selector`, one trimmed line per line. */
async function linesOf(page: Page, selector: string): Promise<string[]> {
  const texts = await page.locator(selector).allInnerTexts();
  return texts
    .flatMap((t) => t.split('\n'))
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/** Tooltips and accessible names under `selector`: words a person meets too. */
function labelsOf(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(`${selector} [title], ${selector} [aria-label]`)
    .evaluateAll((els) =>
      els.flatMap((e) =>
        [e.getAttribute('title'), e.getAttribute('aria-label')].filter((x): x is string => !!x),
      ),
    );
}

/** Everything this seat reads at a decision: the board (with the card detail), the action panel, their tooltips. */
async function readDecision(page: Page): Promise<string[]> {
  return [
    ...(await linesOf(page, '.board')),
    ...(await linesOf(page, '.action-panel')),
    ...(await labelsOf(page, '.board')),
    ...(await labelsOf(page, '.action-panel')),
  ];
}

/**
 * Plays this seat to the end on the board: at the mulligan, put back the
 * first card of the hand; then the n-th playable card (n turning with the
 * turn) onto its first highlighted tile, else Pass. Reads every decision,
 * with a hand card and a board card shown in the detail panel.
 */
async function playReading(page: Page, maxTurns = 60): Promise<{ turns: number; lines: string[] }> {
  const lines: string[] = [];
  for (let turn = 0; turn < maxTurns; turn++) {
    await page.waitForSelector('.action-panel.your-turn, .outcome-banner', { timeout: 20_000 });
    if ((await page.locator('.outcome-banner').count()) > 0) {
      lines.push(...(await readDecision(page)));
      return { turns: turn, lines };
    }
    const before = await version(page);
    const chooser = page.locator('.subset-chooser[data-type="mulligan"]');
    if (await chooser.count()) {
      await page.locator('.qb-hand-card').first().hover();
      lines.push(...(await readDecision(page)));
      await chooser.locator('.subset-items input').first().check();
      lines.push(...(await linesOf(page, '.action-panel')));
      await chooser.locator('.subset-confirm').click();
      await movedOn(page, before);
      continue;
    }
    const onBoard = page.locator('.qb-tile.has-card');
    if (await onBoard.count()) {
      await onBoard.nth(turn % (await onBoard.count())).click();
      await page.mouse.move(1, 1);
    }
    const playable = page.locator('.qb-hand-card.playable');
    const count = await playable.count();
    if (count > 0) {
      await playable.nth(turn % count).click();
      const target = page.locator('.qb-tile.target').first();
      await target.hover();
      lines.push(...(await readDecision(page)));
      await target.click();
    } else {
      lines.push(...(await readDecision(page)));
      await page.getByRole('button', { name: 'Pass', exact: true }).click();
    }
    await movedOn(page, before);
  }
  throw new Error(`no result after ${maxTurns} turns`);
}

/** The whole log as a person reads it: each entry's line and every event's words, detail events included. */
async function wholeLog(page: Page): Promise<string[]> {
  await page.locator('.log-details').click();
  await expect.poll(() => page.locator('.log-details').getAttribute('aria-pressed')).toBe('true');
  const entries = await page.locator('.log-entry > div:first-child').allInnerTexts();
  const events = await page.locator('.log-event .event-text').allInnerTexts();
  return [...entries, ...events].map((l) => l.trim()).filter((l) => l !== '');
}

async function playAndRead(decks: [string, string], seed: string, name: string) {
  const res = await fetch(`${env.base}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'queens-blood', seats: ['human', 'random'], options: { decks }, seed }),
  });
  expect(res.status).toBe(201);
  const created = (await res.json()) as CreateMatchResponse;
  const { context, page } = await newPage(env.browser);
  try {
    await page.goto(`${env.base}/`);
    await page.evaluate(
      ([id, held]) => localStorage.setItem(`arbiter.seat.${id}`, held),
      [created.id, JSON.stringify({ seat: created.seat, token: created.token })],
    );
    await page.goto(`${env.base}/match/${created.id}`);
    await page.waitForSelector('.queens-blood .qb-hand-card');
    const { turns, lines } = await playReading(page);
    expect(turns).toBeGreaterThan(2);
    expect(await page.locator('.outcome-text').textContent()).toMatch(/^(You win|You lose|Draw) — /);
    const log = await wholeLog(page);
    if (process.env.QB_WORDS_PRINT) console.log([...lines, ...log].join('\n'));
    await shot(page, name);
    return { prompts: lines, log };
  } finally {
    await context.close();
  }
}

/** What every match's reading must hold besides readable words. */
function expectPlayerWords(prompts: string[], log: string[]): void {
  const all = [...prompts, ...log].join('\n');
  expect(all).not.toMatch(/\bseat 0\b|\bP0\b|undefined|NaN|\[object/i);
  // Tiles are named as the log names them, counts agree with their nouns.
  expect(prompts.some((l) => /^the (top|middle|bottom) lane, column [1-5]/.test(l))).toBe(true);
  expect(all).not.toMatch(/\blane [1-3] column\b|\b1 (pawn|effect) tiles\b/);
  // The mulligan and the plays read as the log reads them.
  expect(log.some((l) => /^P[12] mulligans 1 card$/.test(l))).toBe(true);
  expect(log.some((l) => /^P[12] plays .+ to the (top|middle|bottom) lane, column [1-5]$/.test(l))).toBe(
    true,
  );
  expect(log.some((l) => /^\d+\. .+: play .+ to the (top|middle|bottom) lane, column [1-5]/.test(l))).toBe(
    true,
  );
  // The end: the three lanes, then the totals.
  for (const lane of ['top', 'middle', 'bottom'])
    expect(log.some((l) => new RegExp(`^${lane} lane: (P[12] wins \\d+ to \\d+|tied at \\d+)`).test(l))).toBe(
      true,
    );
  expect(
    log.some((l) => /^game over \(.+\): (P[12] wins \d+ points to \d+|a draw at \d+ points each)$/.test(l)),
  ).toBe(true);
}

describe.skipIf(!haveChromium)("Queen's Blood reads as words in the browser", { timeout: 300_000 }, () => {
  it('tokens and replacing against destruction: every prompt, card, tooltip and log line', async () => {
    const { prompts, log } = await playAndRead(
      ['replace-and-tokens', 'destruction'],
      'qb-words-1',
      'qb-words-tokens',
    );
    assertReadableWords(prompts, "Queen's Blood prompts and board (tokens)");
    assertReadableWords(log, "Queen's Blood log (tokens)");
    expectPlayerWords(prompts, log);
  });

  it('lane bonuses against enhancement: every prompt, card, tooltip and log line', async () => {
    const { prompts, log } = await playAndRead(['lane-bonus', 'enhance'], 'qb-words-2', 'qb-words-bonus');
    assertReadableWords(prompts, "Queen's Blood prompts and board (bonus)");
    assertReadableWords(log, "Queen's Blood log (bonus)");
    expectPlayerWords(prompts, log);
    // Detail events are read too: abilities taking effect, powers changing.
    expect(log.some((l) => /'s ability takes effect$/.test(l) || / (gains|loses) \d+ power/.test(l))).toBe(
      true,
    );
  });
});
