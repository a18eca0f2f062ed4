/**
 * What the browser tests share: Debian's Chromium driven by playwright-core,
 * pages with a fixed viewport that fail on any page error, screenshots under
 * test-artifacts/web/, and ways to wait for a match page to move on and to
 * play a seat to the end.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type ArbiterServer, createServer } from '@arbiter/server';
import type { StateMessage } from '@arbiter/server/protocol';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { ensureWebBuilt, webDist, webRoot } from '../scripts/ensure-built.ts';

export const CHROMIUM = '/usr/bin/chromium';
export const haveChromium = existsSync(CHROMIUM);
export const artifacts = join(webRoot, '..', '..', 'test-artifacts', 'web');

export async function launch(): Promise<Browser> {
  mkdirSync(artifacts, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1360, height: 1000 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
  return { context, page };
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
}

/** The number of actions the match page has seen. */
export async function version(page: Page): Promise<number> {
  return Number(await page.locator('.match-page').getAttribute('data-version'));
}

/** Waits until the match page has seen more than `before` actions. */
export async function movedOn(page: Page, before: number): Promise<void> {
  await page.waitForFunction(
    (v) => Number(document.querySelector('.match-page')?.getAttribute('data-version')) > v,
    before,
    { timeout: 15_000 },
  );
}

/**
 * Opens the lobby, sets the game card's selects by their labels (`Seat 2`,
 * `Players`…), lets `before` fill in anything else on the card (the options
 * under its summary), starts the match and waits for `ready`, a selector of
 * the game's board. Returns the lobby's card for the game.
 */
export async function startFromLobby(
  page: Page,
  base: string,
  game: string,
  setup: { selects?: Record<string, string>; before?: (card: Locator) => Promise<void>; ready: string },
): Promise<Locator> {
  await page.goto(`${base}/`);
  const card = page.locator(`.game-card[data-game="${game}"]`);
  await card.waitFor();
  for (const [label, value] of Object.entries(setup.selects ?? {}))
    await card.getByLabel(label).selectOption(value);
  await setup.before?.(card);
  await card.getByRole('button', { name: /Start a .* match/ }).click();
  await page.waitForSelector(setup.ready);
  return card;
}

/**
 * Clicks the first of `selectors` that is on the page and enabled, and waits
 * for the match to move on; false when none is.
 */
export async function clickFirst(page: Page, selectors: readonly string[]): Promise<boolean> {
  for (const sel of selectors) {
    const el = page.locator(sel).first();
    if ((await el.count()) > 0 && (await el.isEnabled())) {
      const before = await version(page);
      await el.click();
      await movedOn(page, before);
      return true;
    }
  }
  return false;
}

/** Waits for this seat's turn or the end; true when the match is over. */
async function yourTurnOrEnd(page: Page): Promise<boolean> {
  await page.waitForSelector('.action-panel.your-turn, .outcome-banner', { timeout: 15_000 });
  return (await page.locator('.outcome-banner').count()) > 0;
}

/**
 * Plays this page's seat until the match ends from the action panel: the
 * first action it lists, after listing the board's share there too (one
 * click, which the panel remembers). Returns how many actions it played.
 */
export async function playToTheEnd(page: Page, maxClicks = 400): Promise<number> {
  for (let clicks = 0; clicks < maxClicks; clicks++) {
    if (await yourTurnOrEnd(page)) return clicks;
    const list = page.locator('.action-panel .list-board-actions', { hasText: 'list them here' });
    if (await list.count()) await list.click();
    const before = await version(page);
    await page
      .locator('.action-panel.your-turn .action-button, .action-panel .subset-confirm')
      .first()
      .click();
    await movedOn(page, before);
  }
  throw new Error(`no result after ${maxClicks} clicks`);
}

/**
 * Plays this page's Magic seat for up to `maxClicks` of its decisions, or to
 * the end: a resolving spell's answers are on the board (identical ones
 * grouped), everything else is in the action panel; it clicks the first.
 * `each` runs before every click (with how many were made) for what a test
 * checks on the way. Returns how many clicks it made.
 */
export async function playMtgSeat(
  page: Page,
  maxClicks: number,
  each?: (clicks: number) => Promise<void>,
): Promise<number> {
  let clicks = 0;
  while (clicks < maxClicks) {
    if (await yourTurnOrEnd(page)) break;
    await each?.(clicks);
    const before = await version(page);
    const answer = page.locator('.mtg-answer');
    if ((await answer.count()) > 0) await answer.first().click();
    else
      await page
        .locator('.action-panel.your-turn .action-button, .action-panel .subset-confirm')
        .first()
        .click();
    await movedOn(page, before);
    clicks++;
  }
  return clicks;
}

/**
 * Plays a Dice Duel seat to the end with the board's own controls only:
 * attack with a ready ability, otherwise reroll while rolls are left, end
 * the turn without an ability, or take the hit. Checks at every decision
 * that the action panel lists none of them (it gives way to the board).
 */
export async function playDiceDuelOnTheBoard(page: Page, maxClicks = 400): Promise<number> {
  for (let clicks = 0; clicks < maxClicks; clicks++) {
    if (await yourTurnOrEnd(page)) return clicks;
    if (await page.locator('.action-panel .action-button').count()) {
      throw new Error('the action panel lists actions the board offers');
    }
    const before = await version(page);
    const attack = page.locator('.ability.ready button');
    const react = page.locator('.reaction button.primary');
    const reroll = page.locator('button.reroll-button:enabled');
    const endTurn = page.getByRole('button', { name: 'End turn without an ability' });
    if (await attack.count()) await attack.first().click();
    else if (await react.count()) await react.click();
    else if (await reroll.count()) await reroll.click();
    else if (await endTurn.count()) await endTurn.click();
    else throw new Error('your turn, but no board control to use');
    await movedOn(page, before);
  }
  throw new Error(`no result after ${maxClicks} clicks`);
}

/** A file's server (in memory, agents without delay, serving the built client) and Chromium. */
export interface BrowserEnv {
  server: ArbiterServer;
  /** The server's address, e.g. http://127.0.0.1:PORT. */
  base: string;
  browser: Browser;
}

/**
 * Starts the server and Chromium before the calling file's tests and closes
 * them after; nothing when Chromium is missing (the tests skip themselves).
 * Read the fields inside tests: they are set once `beforeAll` has run.
 */
export function serverAndBrowserForFile(): BrowserEnv {
  const env = {} as BrowserEnv;
  if (!haveChromium) return env;
  beforeAll(async () => {
    await ensureWebBuilt({ quiet: true });
    env.server = createServer({ dbPath: ':memory:', agentDelayMs: 0, webDist, log: () => {} });
    env.base = await env.server.listen(0, '127.0.0.1');
    env.browser = await launch();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/** The view the server sends the seat this page holds (its token from the page's storage), or null. */
export async function seatView<V>(page: Page, base: string): Promise<V | null> {
  const id = page.url().split('/match/')[1];
  const stored = await page.evaluate((m) => {
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i) ?? '';
      if (k.includes(m)) return localStorage.getItem(k);
    }
    return null;
  }, id);
  if (!stored) return null;
  let token = stored;
  try {
    const parsed = JSON.parse(stored) as { token?: string };
    if (parsed.token) token = parsed.token;
  } catch {}
  const res = await fetch(`${base}/api/matches/${id}/state`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) return null;
  return ((await res.json()) as StateMessage).view as V;
}
