/**
 * A whole Magic match in Chromium against the random agent, played from the
 * action panel beside the MTG board (its first listed action each time). At
 * several decisions the board is checked against the server's view of this
 * seat: both life totals, this seat's hand by name, the other hand hidden,
 * every permanent with its tapped state and power/toughness. Screenshots:
 * test-artifacts/web/mtg-*.png.
 */
import type { MtgView } from '@arbiter/mtg';
import { type ArbiterServer, createServer } from '@arbiter/server';
import type { StateMessage } from '@arbiter/server/protocol';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuilt, webDist } from '../scripts/ensure-built.ts';
import { haveChromium, launch, movedOn, newPage, shot, version } from './browser-helpers.ts';

let server: ArbiterServer;
let base: string;
let browser: Browser;

async function serverView(page: Page): Promise<MtgView | null> {
  const id = page.url().split('/match/')[1];
  const token = await page.evaluate((m) => {
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i) ?? '';
      if (k.includes(m)) return localStorage.getItem(k);
    }
    return null;
  }, id);
  if (!token) return null;
  let t = token;
  try {
    const parsed = JSON.parse(token) as { token?: string };
    if (parsed.token) t = parsed.token;
  } catch {}
  const res = await fetch(`${base}/api/matches/${id}/state`, { headers: { authorization: `Bearer ${t}` } });
  if (!res.ok) return null;
  return ((await res.json()) as StateMessage).view as MtgView;
}

async function checkBoard(page: Page, view: MtgView, seat: number): Promise<void> {
  for (const side of [0, 1]) {
    await expect
      .poll(() => page.locator(`.mtg-side[data-side="${side}"] .mtg-life`).getAttribute('data-life'))
      .toBe(String(view.players[side].life));
  }
  const hand = await page.locator(`.mtg-side[data-side="${seat}"] .mtg-hand-card`).allTextContents();
  expect(hand).toEqual((view.players[seat].hand as Array<{ name: string }>).map((c) => c.name));
  expect(await page.locator(`.mtg-side[data-side="${1 - seat}"] .mtg-hand`).count()).toBe(0);
  for (const p of view.battlefield) {
    const el = page.locator(`.mtg-permanent[data-id="${p.id}"]`);
    if (p.attachedTo !== null) continue;
    expect(await el.getAttribute('data-tapped')).toBe(String(p.tapped));
    if (p.types.includes('creature'))
      expect(await el.locator('.mtg-pt').getAttribute('data-pt')).toBe(`${p.power}/${p.toughness}`);
  }
}

describe.skipIf(!haveChromium)('Magic in Chromium', { timeout: 300_000 }, () => {
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

  it('plays a match against the random agent to the end from the action panel', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${base}/`);
    const card = page.locator('.game-card[data-game="mtg"]');
    await card.waitFor();
    await card.getByLabel('Seat 2').selectOption('random');
    await card.getByRole('button', { name: /Start a .* match/ }).click();
    await page.waitForSelector('.mtg .mtg-side');
    await shot(page, 'mtg-start');
    let clicks = 0;
    let checked = 0;
    for (let i = 0; i < 800; i++) {
      await page.waitForSelector('.action-panel.your-turn, .outcome-banner', { timeout: 20_000 });
      if ((await page.locator('.outcome-banner').count()) > 0) break;
      const view = await serverView(page);
      if (view && i % 4 === 0) {
        await checkBoard(page, view, 0);
        checked++;
      }
      const before = await version(page);
      await page
        .locator('.action-panel.your-turn .action-button, .action-panel .subset-confirm')
        .first()
        .click();
      await movedOn(page, before);
      clicks++;
      if (clicks === 10) await shot(page, 'mtg-mid');
    }
    await page.waitForSelector('.outcome-banner');
    expect(clicks).toBeGreaterThan(3);
    expect(checked).toBeGreaterThan(0);
    expect(await page.locator('.outcome-text').textContent()).toMatch(/^(You win|You lose|Draw) — /);
    expect(await page.locator('.match-page').getAttribute('data-status')).toBe('finished');
    await shot(page, 'mtg-finished');
    await context.close();
  });
});
