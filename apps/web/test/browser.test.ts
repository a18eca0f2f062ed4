/**
 * The web client in a real browser (Debian's Chromium driven by
 * playwright-core) against the real server on loopback: the lobby, a Dice
 * Duel match against the random agent played to the end by clicking, its
 * replay, and a match between two browsers. Screenshots of each page go to
 * test-artifacts/web/. Skipped, saying so, where /usr/bin/chromium is absent
 * (CI installs it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ArbiterServer, createServer } from '@arbiter/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuilt, webDist } from '../scripts/ensure-built.ts';
import {
  CHROMIUM,
  haveChromium,
  launch,
  movedOn,
  newPage as openPage,
  playDiceDuelOnTheBoard,
  playToTheEnd,
  shot,
  version,
} from './browser-helpers.ts';

if (!haveChromium) {
  console.warn(`browser tests skipped: ${CHROMIUM} is not installed (apt-get install -y chromium)`);
}

let server: ArbiterServer;
let base: string;
let browser: Browser;
const newPage = () => openPage(browser);

describe.skipIf(!haveChromium)('the web client in Chromium', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await ensureWebBuilt({ quiet: true });
    server = createServer({ dbPath: ':memory:', agentDelayMs: 0, webDist, log: () => {} });
    base = await server.listen(0, '127.0.0.1');
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('plays Dice Duel against the random agent to the end on the board, then opens its replay at the start', async () => {
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
    // (if the agent attacks first, take the hit on the board until then).
    for (let i = 0; i < 10 && !(await page.locator('.die.clickable').count()); i++) {
      await page.waitForSelector('.die.clickable, .reaction button.primary', { timeout: 15_000 });
      if (await page.locator('.die.clickable').count()) break;
      const before = await version(page);
      await page.locator('.reaction button.primary').click();
      await movedOn(page, before);
    }
    // The panel gives way to the board: no keep/reroll buttons there, one line instead.
    expect(await page.locator('.action-panel .action-button').count()).toBe(0);
    await expect
      .poll(() => page.locator('.action-panel .board-note').textContent())
      .toMatch(/Make it on the board \(\d+ choices\)/);
    await shot(page, 'dice-duel-panel-gives-way');
    {
      const before = await version(page);
      await page.locator('.die.clickable').nth(0).click();
      await page.locator('.die.clickable').nth(2).click();
      expect(await page.locator('.die.held').count()).toBe(2);
      await page.getByRole('button', { name: 'Reroll 3 dice' }).click();
      await movedOn(page, before);
      const log = await page.locator('.log-entry').allTextContents();
      expect(log.some((line) => /keep .* \(dice 1,3\), reroll the rest/.test(line))).toBe(true);
    }

    const clicks = await playDiceDuelOnTheBoard(page);
    expect(clicks).toBeGreaterThan(0);
    const result = await page.locator('.outcome-text').textContent();
    expect(result).toMatch(/^(You win|You lose|Draw) — /);
    expect(await page.locator('.match-page').getAttribute('data-status')).toBe('finished');
    await shot(page, 'match-finished');

    await page.getByRole('link', { name: 'Open the replay' }).click();
    await page.waitForSelector('.replay-controls');
    const last = Number(await page.locator('input[aria-label="position"]').getAttribute('max'));
    expect(last).toBeGreaterThan(clicks);
    // It opens at the start (the setup); the end is one key away, and back.
    await expect.poll(() => page.locator('.step-label').textContent()).toContain(`step 0 / ${last} · setup`);
    // No action yet: only the setup's events (the initiative roll) head the log.
    expect(await page.locator('.log-entry:not(.log-setup)').count()).toBe(0);
    expect(await page.locator('.log-setup .event-text').count()).toBeGreaterThan(0);
    await shot(page, 'replay-opens-at-start');
    await page.keyboard.press('End');
    await expect.poll(() => page.locator('.step-label').textContent()).toContain(`step ${last} / ${last}`);
    await page.keyboard.press('Home');
    await expect.poll(() => page.locator('.step-label').textContent()).toContain('step 0 /');
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(() => page.locator('.step-label').textContent()).toContain(`step ${last} / ${last}`);
    await page.getByRole('button', { name: 'first' }).click();
    await expect.poll(() => page.locator('.step-label').textContent()).toContain('step 0 /');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('.step-label').textContent()).toContain('step 1 /');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.locator('.step-label').textContent()).toContain('step 0 /');
    await page.getByRole('button', { name: 'next' }).click();
    await expect.poll(() => page.locator('.step-label').textContent()).toContain('step 1 /');
    expect(await page.locator('.log-entry:not(.log-setup)').count()).toBe(1);
    await page.locator('input[aria-label="position"]').fill(String(Math.floor(last / 2)));
    await expect.poll(() => page.locator('.log-entry:not(.log-setup)').count()).toBe(Math.floor(last / 2));
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
      await page.waitForSelector('.action-panel.your-turn');
      await page.locator('.action-panel .list-board-actions').click();
      for (let i = 0; i < 3; i++) {
        await page.waitForSelector('.action-panel.your-turn .action-button');
        const before = await version(page);
        await page.locator('.action-panel.your-turn .action-button').first().click();
        await movedOn(page, before);
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
