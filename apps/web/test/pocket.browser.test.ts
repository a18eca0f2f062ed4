/**
 * A whole Pokémon TCG Pocket match in Chromium against the random agent,
 * played by clicking the board: the decision's options (placement,
 * promotion, targets), an attack when one is offered, an attach that is
 * offered, otherwise End turn. At every turn the board is checked against
 * the server's view of this seat: both Active Pokémon with their HP and
 * energy, the points, this seat's hand by name, the opponent's hand hidden,
 * the Energy Zone preview shown for this seat only. A match between two of
 * the current sets' decks, picked in the lobby, also plays to the end. Screenshots:
 * test-artifacts/web/pocket-*.png.
 */
import type { PocketView } from '@arbiter/pocket';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  clickFirst,
  haveChromium,
  newPage,
  seatView,
  serverAndBrowserForFile,
  shot,
  startFromLobby,
} from './browser-helpers.ts';

const env = serverAndBrowserForFile();

const serverView = (page: Page) => seatView<PocketView>(page, env.base);

async function checkBoard(page: Page, view: PocketView, seat: number): Promise<void> {
  const opp = 1 - seat;
  for (const side of [seat, opp]) {
    const active = view.sides[side].active;
    const spot = page.locator(`.pk-side[data-side="${side}"] .pk-active-spot .pk-pokemon`);
    if (!active) continue;
    await expect.poll(() => spot.getAttribute('data-card')).toBe(active.card);
    expect(await spot.locator('.pk-hp').getAttribute('data-hp')).toBe(String(active.hp));
    expect(await spot.locator('.pk-energies [data-energy]').count()).toBe(active.energy.length);
    expect(await page.locator(`.pk-side[data-side="${side}"] .pk-points`).getAttribute('data-points')).toBe(
      String(view.sides[side].points),
    );
  }
  const hand = await page
    .locator(`.pk-side[data-side="${seat}"] .pk-hand-card .pk-hand-name`)
    .allTextContents();
  expect(hand).toEqual(view.sides[seat].hand?.map((c) => c.name));
  expect(await page.locator(`.pk-side[data-side="${opp}"] .pk-hand`).count()).toBe(0);
  expect(view.sides[opp].next).toBeNull();
}

/** One click of this seat's on the board: a decision option, an attack, a useful attach, or End turn. */
async function clickOnce(page: Page): Promise<boolean> {
  const tries = [
    '.pk-decision .pk-action',
    '.pk-active-spot .pk-action:text-matches("^attack:")',
    '.pk-side .pk-action:text-matches("^attach")',
    '.pk-hand-card.playable',
    '.pk-end button',
  ];
  return clickFirst(page, tries);
}

/** Plays this page's seat on the board until the match ends; returns its clicks. */
async function playOnTheBoard(page: Page, maxClicks = 600): Promise<number> {
  for (let clicks = 0; clicks < maxClicks; clicks++) {
    await page.waitForSelector('.action-panel.your-turn, .outcome-banner', { timeout: 30_000 });
    if ((await page.locator('.outcome-banner').count()) > 0) return clicks;
    if (!(await clickOnce(page))) throw new Error('no control on the board for this seat');
  }
  throw new Error('the match did not end');
}

describe.skipIf(!haveChromium)('Pokémon TCG Pocket in Chromium', { timeout: 240_000 }, () => {
  it('plays a match against the random agent to the end on the board', async () => {
    const { context, page } = await newPage(env.browser);
    await startFromLobby(page, env.base, 'pocket', {
      selects: { 'Seat 2': 'random' },
      ready: '.pocket .pk-side',
    });
    await shot(page, 'pocket-start');
    let clicks = 0;
    let checked = 0;
    for (let i = 0; i < 600; i++) {
      await page.waitForSelector('.action-panel.your-turn, .outcome-banner', { timeout: 20_000 });
      if ((await page.locator('.outcome-banner').count()) > 0) break;
      const view = await serverView(page);
      if (view && view.stage !== 'setup' && i % 3 === 0) {
        await checkBoard(page, view, 0);
        checked++;
      }
      if (!(await clickOnce(page))) throw new Error('no control on the board for this seat');
      clicks++;
      if (clicks === 12) await shot(page, 'pocket-mid');
    }
    await page.waitForSelector('.outcome-banner');
    expect(clicks).toBeGreaterThan(5);
    expect(checked).toBeGreaterThan(0);
    expect(await page.locator('.outcome-text').textContent()).toMatch(/^(You win|You lose|Draw) — /);
    expect(await page.locator('.match-page').getAttribute('data-status')).toBe('finished');
    await shot(page, 'pocket-finished');
    await context.close();
  });

  it('picks two current decks in the lobby (grouped apart from the samples) and plays them to the end on the board', async () => {
    const { context, page } = await newPage(env.browser);
    await startFromLobby(page, env.base, 'pocket', {
      selects: { 'Seat 2': 'greedy' },
      before: async (card) => {
        await card.locator('summary', { hasText: 'Options' }).click();
        const picker = card.getByLabel("Player 1's deck");
        const groups = await picker
          .locator('optgroup')
          .evaluateAll((els) =>
            els.map((g) => [g.getAttribute('label'), g.querySelectorAll('option').length]),
          );
        expect(groups.map(([label]) => label)).toEqual(['Samples (Genetic Apex)', 'Current decks (to B4)']);
        expect(groups.map(([, n]) => n)).toEqual([6, 24]);
        await picker.selectOption('mega-garde');
        await card.getByLabel("Player 2's deck").selectOption('zerakoko');
      },
      ready: '.pocket .pk-side',
    });
    let checked = 0;
    for (let i = 0; i < 600; i++) {
      await page.waitForSelector('.action-panel.your-turn, .outcome-banner', { timeout: 20_000 });
      if ((await page.locator('.outcome-banner').count()) > 0) break;
      const view = await serverView(page);
      if (view && i === 0) expect(view.decklists[0].length).toBe(20);
      if (view && view.stage !== 'setup' && i % 4 === 0) {
        await checkBoard(page, view, 0);
        checked++;
      }
      if (!(await clickOnce(page))) throw new Error('no control on the board for this seat');
    }
    await page.waitForSelector('.outcome-banner');
    expect(checked).toBeGreaterThan(0);
    expect(await page.locator('.outcome-text').textContent()).toMatch(/^(You win|You lose|Draw) — /);
    await shot(page, 'pocket-current-decks');
    await context.close();
  });

  it('lets two browsers play one match on the board: one creates it, the other joins', async () => {
    const a = await newPage(env.browser);
    const b = await newPage(env.browser);
    await startFromLobby(a.page, env.base, 'pocket', {
      selects: { 'Seat 2': 'human' },
      before: async (card) => {
        await card.locator('summary').click();
        await card.locator('#opt-turnLimit').fill('10');
      },
      ready: '.pocket .pk-side',
    });
    const matchId = a.page.url().split('/match/')[1];
    await b.page.goto(`${env.base}/`);
    const row = b.page.locator('.match-row', { has: b.page.locator(`a[href="/match/${matchId}"]`) });
    await row.getByRole('button', { name: 'Join seat 2' }).click();
    await b.page.waitForSelector('.pocket .pk-side');
    const [ca, cb] = await Promise.all([playOnTheBoard(a.page), playOnTheBoard(b.page)]);
    expect(ca).toBeGreaterThan(2);
    expect(cb).toBeGreaterThan(2);
    const [ra, rb] = await Promise.all([
      a.page.locator('.outcome-text').textContent(),
      b.page.locator('.outcome-text').textContent(),
    ]);
    if (ra?.startsWith('Draw')) expect(rb?.startsWith('Draw')).toBe(true);
    else expect([ra?.split(' — ')[0], rb?.split(' — ')[0]].sort()).toEqual(['You lose', 'You win']);
    await shot(b.page, 'pocket-two-browsers');
    await a.context.close();
    await b.context.close();
  });
});
