/**
 * The generic pages in Chromium (issue 14): the lobby's options with labels,
 * help and a deck picker; Queen's Blood's mulligan as "pick the cards, then
 * confirm" in the action panel, which otherwise gives way to the board; the
 * log's readable event text with details a click away; and a match that
 * expires when nobody plays, as the match page and the lobby show it.
 * Screenshots: test-artifacts/web/.
 */
import type { PlayerId } from '@arbiter/core';
import { type ArbiterServer, createServer } from '@arbiter/server';
import type { MatchSummary, StateMessage } from '@arbiter/server/protocol';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuilt, webDist } from '../scripts/ensure-built.ts';
import { haveChromium, launch, movedOn, newPage, shot, version } from './browser-helpers.ts';

let server: ArbiterServer;
let base: string;
let browser: Browser;
/** The server's clock, moved by the expiry test. */
let clockOffset = 0;
const HOUR = 3_600_000;

async function getJson<T>(path: string, token?: string): Promise<T> {
  const res = await fetch(base + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return (await res.json()) as T;
}

/** The seat token this page's browser holds for a match. */
async function heldToken(page: Page, matchId: string): Promise<{ seat: PlayerId; token: string }> {
  const raw = await page.evaluate((id) => localStorage.getItem(`arbiter.seat.${id}`), matchId);
  return JSON.parse(raw!) as { seat: PlayerId; token: string };
}

describe.skipIf(!haveChromium)('generic pages in Chromium', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await ensureWebBuilt({ quiet: true });
    server = createServer({
      dbPath: ':memory:',
      agentDelayMs: 0,
      webDist,
      log: () => {},
      clock: () => Date.now() + clockOffset,
    });
    base = await server.listen(0, '127.0.0.1');
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('labels options with help from their schemas and picks decks from presets and random', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${base}/`);
    const dd = page.locator('.game-card[data-game="dice-duel"]');
    await dd.locator('summary').click();
    const rounds = dd.locator('.option-field[data-option="maxRounds"]');
    expect(await rounds.locator('.option-label').textContent()).toBe('Round limit');
    expect(await rounds.locator('.option-help').textContent()).toMatch(/Rounds before the match ends/);
    // No raw option key is shown as a label.
    const labels = await dd.locator('.option-label').allTextContents();
    expect(labels).not.toContain('maxRounds');
    expect(labels).not.toContain('enableDefenseV2');

    const qb = page.locator('.game-card[data-game="queens-blood"]');
    await qb.locator('summary').click();
    expect(await qb.locator('.option-field[data-option="decks"] .option-label').textContent()).toBe('Decks');
    expect(await qb.locator('.option-field input:not([type="checkbox"])').count()).toBe(0); // no JSON box
    const first = qb.getByLabel('Decks, player 1', { exact: true });
    const second = qb.getByLabel('Decks, player 2', { exact: true });
    const offered = await first.locator('option').allTextContents();
    expect(offered).toEqual(
      expect.arrayContaining(['Starter', 'Enfeeble', 'A random preset', 'A random legal deck']),
    );
    await first.selectOption('enfeeble');
    await second.selectOption('random');
    expect(await qb.locator('.deck-description').first().textContent()).toMatch(/enfeebled/);
    await expect.poll(() => page.locator('.expiry-note').textContent()).toContain('expires after 24 hours');
    await shot(page, 'lobby-options');

    await qb.getByRole('button', { name: /Start a Queen's Blood match/ }).click();
    await page.waitForSelector('.queens-blood');
    const id = page.url().split('/match/')[1];
    const summary = await getJson<MatchSummary>(`/api/matches/${id}`);
    expect((summary.options as { decks: unknown }).decks).toEqual(['enfeeble', 'random']);
    await context.close();
  });

  it("offers Queen's Blood's mulligan as pick-then-confirm, and leaves plays and passing to the board", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${base}/`);
    const qb = page.locator('.game-card[data-game="queens-blood"]');
    await qb.getByRole('button', { name: /Start a Queen's Blood match/ }).click();
    await page.waitForSelector('.queens-blood');
    const id = page.url().split('/match/')[1];
    const { token } = await heldToken(page, id);

    // Wait for this seat's mulligan (the agent may go first).
    await page.waitForSelector('.subset-chooser[data-type="mulligan"]', { timeout: 15_000 });
    const chooser = page.locator('.subset-chooser[data-type="mulligan"]');
    expect(await page.locator('.action-panel .action-button').count()).toBe(0); // not 32 buttons
    const items = await chooser.locator('.subset-items label').allTextContents();
    const hand = await page.locator('.qb-hand-card .qb-card-name').allTextContents();
    expect(items.map((t) => t.trim()).sort()).toEqual([...hand].sort());
    expect(await chooser.locator('.subset-confirm').textContent()).toBe('Confirm: keep the opening hand');

    const boxes = chooser.locator('input[type="checkbox"]');
    await boxes.nth(0).check();
    await boxes.nth(2).check();
    const picked = [items[0].trim(), items[2].trim()];
    await expect.poll(() => chooser.locator('.subset-confirm').textContent()).toMatch(/^Confirm: mulligan /);
    const label = (await chooser.locator('.subset-confirm').textContent())!;
    for (const name of picked) expect(label).toContain(name);
    await shot(page, 'qb-mulligan-chooser');
    // The legal action whose label the button shows is the one the server plays.
    const offeredNow = await getJson<StateMessage>(`/api/matches/${id}/state`, token);
    // Two copies of one card in hand give two legal actions with the same label (the same mulligan).
    const meant = offeredNow.legal.filter((c) => c.label === label.replace('Confirm: ', ''));
    expect(meant.length).toBeGreaterThan(0);
    for (const m of meant) expect((m.action as unknown as { replace: number[] }).replace).toHaveLength(2);
    const before = await version(page);
    await chooser.locator('.subset-confirm').click();
    await movedOn(page, before);
    const played = server.manager.room(id).match.actions.filter((a) => a.player === offeredNow.seat);
    expect(meant.map((m) => m.action)).toContainEqual(played[played.length - 1].action);

    // Then plays and passing are the board's: the panel says so and lists none of them.
    await page.waitForSelector('.action-panel .board-note', { timeout: 15_000 });
    expect(await page.locator('.action-panel .action-button').count()).toBe(0);
    expect(await page.locator('.action-panel .board-note').textContent()).toMatch(
      /Make it on the board \(\d+ choices?\)/,
    );
    await page.locator('.action-panel .list-board-actions').click();
    expect(await page.locator('.action-panel .action-button').count()).toBeGreaterThan(1);
    await shot(page, 'qb-panel-gives-way');
    await context.close();
  });

  it('shows each event in words, with the verbose form a click away', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${base}/`);
    await page
      .locator('.game-card[data-game="dice-duel"]')
      .getByRole('button', { name: /Start a Dice Duel/ })
      .click();
    await page.waitForSelector('.dice-duel .fighter');
    const id = page.url().split('/match/')[1];
    const { token } = await heldToken(page, id);
    // Play until the log holds events.
    await page.waitForSelector('.action-panel.your-turn', { timeout: 15_000 });
    await page.locator('.action-panel .list-board-actions').click();
    for (let i = 0; i < 6 && (await page.locator('.log-event').count()) < 3; i++) {
      await page.waitForSelector('.action-panel.your-turn .action-button', { timeout: 15_000 });
      const before = await version(page);
      await page.locator('.action-panel.your-turn .action-button').first().click();
      await movedOn(page, before);
    }
    const state = await getJson<StateMessage>(`/api/matches/${id}/state`, token);
    // The setup's events (the initiative roll) head the log, then each action's.
    expect(state.setup?.events.length).toBeGreaterThan(0);
    const groups = [state.setup!, ...state.log];
    const compactTexts = groups.flatMap((e) =>
      e.events.flatMap((ev, i) => (ev.level === 'verbose' ? [] : [e.texts[i]])),
    );
    expect(compactTexts.length).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.log-event .event-text').allTextContents()).toEqual(compactTexts);
    // The texts are words, not the raw fields (which only the details show).
    expect(await page.locator('.event-raw').count()).toBe(0);
    for (const t of compactTexts) expect(t).not.toMatch(/^\w+: /);
    await page.getByRole('button', { name: 'details' }).click();
    const total = groups.reduce((n, e) => n + e.events.length, 0);
    await expect.poll(() => page.locator('.event-raw').count()).toBe(total);
    await shot(page, 'log-details');
    await page.getByRole('button', { name: 'hide details' }).click();
    expect(await page.locator('.event-raw').count()).toBe(0);
    await context.close();
  });

  it('expires a match nobody plays, and says so on its page and in the lobby', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${base}/`);
    await page
      .locator('.game-card[data-game="dice-duel"]')
      .getByRole('button', { name: /Start a Dice Duel/ })
      .click();
    await page.waitForSelector('.dice-duel .fighter');
    const id = page.url().split('/match/')[1];
    const lobby = await newPage(browser);
    await lobby.page.goto(`${base}/`);
    const row = lobby.page.locator('.match-row', { has: lobby.page.locator(`a[href="/match/${id}"]`) });
    await expect
      .poll(() => row.locator('.expires').textContent())
      .toMatch(/expires in 2[34] h if nobody moves/);

    clockOffset += 25 * HOUR;
    expect(server.manager.expireIdle()).toContain(id);
    await page.waitForSelector('.expired-note');
    expect(await page.locator('.expired-note').textContent()).toBe(
      'This match expired unfinished: nobody played it for 24 h. Its replay stays.',
    );
    expect(await page.locator('.action-panel').textContent()).toContain('This match expired unfinished.');
    await shot(page, 'match-expired');
    const expiredRow = lobby.page.locator('.expired-list .match-row', {
      has: lobby.page.locator(`a[href="/replay/${id}"]`),
    });
    await expiredRow.waitFor({ timeout: 10_000 });
    expect(await expiredRow.textContent()).toContain('nobody played it for 24 h');
    await shot(lobby.page, 'lobby-expired');
    await expiredRow.getByRole('link', { name: 'Replay' }).click();
    await lobby.page.waitForSelector('.replay-controls');
    expect(await lobby.page.locator('.expired-note').textContent()).toContain('Expired unfinished');
    await lobby.context.close();
    await context.close();
  });
});
