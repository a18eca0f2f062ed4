/**
 * Magic's cards in Chromium: a match against the random agent, played from
 * the action panel for a few turns (playing lands and casting what it can), with every card face on screen checked
 * against the server's view of this seat and the game's data at several
 * decisions — each face (hand, battlefield, stack, graveyards, exile) names a
 * card the view shows there, with its mana cost, type line and (full faces)
 * oracle text from games/mtg/data/cards.json; creatures carry the view's
 * power/toughness and tapped state; there are exactly as many faces as the
 * view shows cards, and none of the opponent's hand. The detail panel opens
 * on click and on hover with the card's text and, for a permanent, its P/T.
 * Screenshots: test-artifacts/web/mtg-cards-*.png.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MtgView } from '@arbiter/mtg';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  haveChromium,
  movedOn,
  newPage,
  seatView,
  serverAndBrowserForFile,
  shot,
  startFromLobby,
  version,
} from './browser-helpers.ts';

interface CardRecord {
  card_id: string;
  name: string;
  type_line: string;
  mana_cost: string;
  oracle_text: string;
}
const DATA_FILE = join(import.meta.dirname, '..', '..', '..', 'games', 'mtg', 'data', 'cards.json');
const data = new Map(
  (JSON.parse(readFileSync(DATA_FILE, 'utf8')) as { cards: CardRecord[] }).cards.map((c) => [c.card_id, c]),
);

const env = serverAndBrowserForFile();
const serverView = (page: Page) => seatView<MtgView>(page, env.base);

interface FaceOnScreen {
  key: string;
  zone: string;
  card: string;
  seat: string;
  name: string;
  cost: string | null;
  type: string | null;
  text: string | null;
  pt: string | null;
  tapped: string | null;
  compact: boolean;
}

async function facesOnScreen(page: Page): Promise<FaceOnScreen[]> {
  return page.$$eval('.mtg-card', (els) =>
    els.map((el) => {
      const own = (sel: string) =>
        Array.from(el.querySelectorAll(sel)).find((x) => x.closest('.mtg-card') === el) ?? null;
      return {
        key: el.getAttribute('data-key') ?? '',
        zone: el.getAttribute('data-zone') ?? '',
        card: el.getAttribute('data-card') ?? '',
        seat: el.getAttribute('data-seat') ?? '',
        name: own('.mtg-name')?.textContent ?? '',
        cost: own('.mtg-cost')?.getAttribute('data-cost') ?? null,
        type: own('.mtg-type')?.textContent ?? null,
        text: own('.mtg-text')?.textContent ?? null,
        pt: own('.mtg-pt')?.getAttribute('data-pt') ?? null,
        tapped: el.getAttribute('data-tapped'),
        compact: el.classList.contains('mtg-compact'),
      };
    }),
  );
}

/** Every card the view shows this seat, by the board's key (zone:id), with its card id. */
function visibleCards(view: MtgView, seat: number): Map<string, string | null> {
  const out = new Map<string, string | null>();
  const mine = view.players[seat].hand;
  if (Array.isArray(mine)) for (const c of mine) out.set(`hand:${c.id}`, c.card);
  for (const p of view.players) for (const c of p.graveyard) out.set(`graveyard:${c.id}`, c.card);
  for (const p of view.battlefield) out.set(`battlefield:${p.id}`, p.card);
  for (const x of view.stack) out.set(`stack:${x.id}`, x.sourceCard);
  for (const c of view.exile) out.set(`exile:${c.id}`, c.card);
  return out;
}

async function checkCards(page: Page, view: MtgView, seat: number): Promise<number> {
  const all = await facesOnScreen(page);
  // Cards a decision names by its words: each must be named in this seat's pending decision.
  const pending = view.pending && 'options' in view.pending ? view.pending : null;
  const words = pending ? [pending.prompt, ...pending.options.map((o) => o.label)].join('\n') : '';
  for (const f of all.filter((x) => x.zone === 'decision')) expect(words, f.key).toContain(f.name);
  const faces = all.filter((f) => f.zone !== 'decision');
  const visible = visibleCards(view, seat);
  expect(faces.map((f) => f.key).sort()).toEqual([...visible.keys()].sort());
  expect(faces.filter((f) => f.zone === 'hand' && f.seat !== String(seat))).toEqual([]);
  const opponentHand = view.players[1 - seat].hand;
  expect(typeof opponentHand).toBe('number');
  for (const f of faces) {
    expect(f.card, f.key).toBe(visible.get(f.key) ?? '');
    const rec = data.get(f.card);
    if (rec) {
      if (f.zone !== 'stack' || !view.stack.some((x) => `stack:${x.id}` === f.key && x.kind === 'ability'))
        expect(f.name, f.key).toBe(rec.name);
      expect(f.cost, f.key).toBe(rec.mana_cost || null);
      expect(f.type, f.key).toBe(rec.type_line);
      expect(f.text, f.key).toBe(f.compact ? null : rec.oracle_text);
    }
    const p = view.battlefield.find((x) => `battlefield:${x.id}` === f.key);
    if (p) {
      expect(f.tapped, f.key).toBe(String(p.tapped));
      expect(f.pt, f.key).toBe(p.types.includes('creature') ? `${p.power}/${p.toughness}` : null);
    }
  }
  return faces.length;
}

describe.skipIf(!haveChromium)('Magic cards in Chromium', { timeout: 120_000 }, () => {
  it('shows every visible card with its data and opens the detail panel, against the random agent', async () => {
    const { context, page } = await newPage(env.browser);
    await startFromLobby(page, env.base, 'mtg', { selects: { 'Seat 2': 'random' }, ready: '.mtg .mtg-side' });
    let checked = 0;
    let detailChecked = false;
    let maxFaces = 0;
    for (let i = 0; i < 60; i++) {
      await page.waitForSelector('.action-panel.your-turn, .outcome-banner', { timeout: 20_000 });
      if ((await page.locator('.outcome-banner').count()) > 0) break;
      const view = await serverView(page);
      if (view && i % 3 === 0) {
        maxFaces = Math.max(maxFaces, await checkCards(page, view, 0));
        checked++;
      }
      const hand = Array.isArray(view?.players[0].hand) ? view.players[0].hand : [];
      // A creature if there is one by now (after a few turns), else any permanent.
      const creature =
        view?.battlefield.find((p) => p.types.includes('creature')) ??
        (i >= 30 ? view?.battlefield[0] : undefined);
      if (view && !detailChecked && hand.length > 0 && creature) {
        // Click a hand card: the panel pins it, with its full text.
        const h = hand[0];
        await page.locator(`.mtg-card[data-key="hand:${h.id}"]`).click();
        const panel = page.locator('.mtg-detail');
        await expect.poll(() => panel.getAttribute('data-key')).toBe(`hand:${h.id}`);
        expect(await panel.locator('.mtg-detail-name').textContent()).toBe(h.name);
        expect(await panel.locator('.mtg-detail-text').textContent()).toBe(
          data.get(h.card ?? '')?.oracle_text,
        );
        await shot(page, 'mtg-cards-detail-hand');
        // Hover a creature: the panel shows it, with the view's P/T and tapped state.
        await page.locator(`.mtg-card[data-key="battlefield:${creature.id}"]`).hover();
        await expect.poll(() => panel.getAttribute('data-key')).toBe(`battlefield:${creature.id}`);
        if (creature.types.includes('creature'))
          expect(await panel.locator('.mtg-detail-pt').getAttribute('data-pt')).toBe(
            `${creature.power}/${creature.toughness}`,
          );
        expect(await panel.locator('.mtg-detail-state').getAttribute('data-tapped')).toBe(
          String(creature.tapped),
        );
        if (creature.card)
          expect(await panel.locator('.mtg-detail-text').textContent()).toBe(
            data.get(creature.card)?.oracle_text,
          );
        await shot(page, 'mtg-cards-detail-creature');
        // The pointer leaves: the clicked card is back.
        await page.mouse.move(2, 2);
        await expect.poll(() => panel.getAttribute('data-key')).toBe(`hand:${h.id}`);
        detailChecked = true;
      }
      if (detailChecked && checked >= 8) break;
      // Play a land or cast a spell when the panel offers one (cards reach the battlefield), else its first action.
      const before = await version(page);
      // A resolving spell's question is answered on the board.
      const develop = page.locator('.action-panel.your-turn .action-button', { hasText: /^(Play|Cast) / });
      const answer = page.locator('.mtg-answer');
      await ((await develop.count()) > 0
        ? develop.first()
        : (await answer.count()) > 0
          ? answer.first()
          : page.locator('.action-panel.your-turn .action-button, .action-panel .subset-confirm').first()
      ).click();
      await movedOn(page, before);
    }
    await shot(page, 'mtg-cards-board');
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(maxFaces).toBeGreaterThan(7);
    expect(detailChecked).toBe(true);
    await context.close();
  });
});
