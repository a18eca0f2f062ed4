/**
 * A whole Magic match in Chromium against the random agent, played from the
 * action panel beside the MTG board (its first listed action each time). At
 * several decisions the board is checked against the server's view of this
 * seat: both life totals, this seat's hand by name, the other hand hidden,
 * every permanent with its tapped state and power/toughness. Screenshots:
 * test-artifacts/web/mtg-*.png.
 */
import type { MtgView } from '@arbiter/mtg';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  haveChromium,
  movedOn,
  newPage,
  playMtgSeat,
  seatView,
  serverAndBrowserForFile,
  shot,
  startFromLobby,
  version,
} from './browser-helpers.ts';

const env = serverAndBrowserForFile();

const serverView = (page: Page) => seatView<MtgView>(page, env.base);

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
  it('plays a match against the random agent to the end from the action panel', async () => {
    const { context, page } = await newPage(env.browser);
    await startFromLobby(page, env.base, 'mtg', { selects: { 'Seat 2': 'random' }, ready: '.mtg .mtg-side' });
    await shot(page, 'mtg-start');
    let checked = 0;
    const clicks = await playMtgSeat(page, 800, async (i) => {
      const view = await serverView(page);
      if (view && i % 4 === 0) {
        await checkBoard(page, view, 0);
        checked++;
      }
      if (i === 10) await shot(page, 'mtg-mid');
    });
    await page.waitForSelector('.outcome-banner');
    expect(clicks).toBeGreaterThan(3);
    expect(checked).toBeGreaterThan(0);
    expect(await page.locator('.outcome-text').textContent()).toMatch(/^(You win|You lose|Draw) — /);
    expect(await page.locator('.match-page').getAttribute('data-status')).toBe('finished');
    await shot(page, 'mtg-finished');
    await context.close();
  });
  it('the London mulligan: the bottom decision is this seat’s, one card at a time, in the pending-decision panel', async () => {
    const { context, page } = await newPage(env.browser);
    await startFromLobby(page, env.base, 'mtg', { selects: { 'Seat 2': 'random' }, ready: '.mtg .mtg-side' });
    const click = async (label: string) => {
      await page.waitForSelector('.action-panel.your-turn');
      const before = await version(page);
      await page.locator('.action-panel.your-turn .action-button', { hasText: label }).first().click();
      await movedOn(page, before);
    };
    // If this seat was picked to choose who starts (CR 103.1), it plays first; then it mulligans once and keeps.
    await page.waitForSelector('.action-panel.your-turn');
    if ((await page.locator('.action-panel.your-turn .action-button', { hasText: 'play first' }).count()) > 0)
      await click('play first');
    await click('mulligan');
    await click('keep');
    await page.waitForSelector('.mtg-decision[data-kind="bottom"]');
    expect(await page.locator('.mtg-decision').textContent()).toBe(
      'Put 1 more card on the bottom of your library, one at a time.',
    );
    const view = await serverView(page);
    const hand = (view?.players[0].hand ?? []) as Array<{ id: number; name: string }>;
    expect(hand).toHaveLength(7);
    // One answer per card name.
    const buttons = await page.locator('.action-panel.your-turn .action-button').allTextContents();
    expect(buttons.length).toBe(new Set(hand.map((c) => c.name)).size);
    expect(buttons.every((b) => /^Put .+ on the bottom of your library$/.test(b))).toBe(true);
    await shot(page, 'mtg-bottom');
    const before = await version(page);
    await page.locator('.action-panel.your-turn .action-button').first().click();
    await movedOn(page, before);
    // The card went to the bottom: the keep is done (the game may have moved on to a turn, and a draw, since).
    await expect.poll(async () => (await serverView(page))?.pending?.kind === 'bottom').toBe(false);
    const me = (await serverView(page))?.players[0];
    expect(me?.mulligans).toBe(1);
    // 60 cards: the hand kept, the draws since, and the rest (the bottomed card with it) in the library.
    expect(me && me.library + (me.hand as unknown[]).length).toBe(60);
    await context.close();
  });
});
