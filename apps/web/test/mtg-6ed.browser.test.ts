/**
 * Issue 22 in Chromium: the lobby lists Magic's decks grouped by pool (Phase
 * 1, Sixth Edition), and a match between two Sixth Edition presets starts
 * from it and plays some actions from the action panel, its cards the
 * presets' own. Screenshot: test-artifacts/web/mtg-6ed-*.png.
 */
import { type MtgView, mtgCatalog } from '@arbiter/mtg';
import { describe, expect, it } from 'vitest';
import {
  haveChromium,
  newPage,
  playMtgSeat,
  seatView,
  serverAndBrowserForFile,
  shot,
  startFromLobby,
} from './browser-helpers.ts';

const env = serverAndBrowserForFile();

describe.skipIf(!haveChromium)('Magic Sixth Edition presets in Chromium', { timeout: 240_000 }, () => {
  it('lists the decks by pool and plays a red_burn v white_weenie match for some actions', async () => {
    const cat = mtgCatalog();
    const { context, page } = await newPage(env.browser);
    const card = await startFromLobby(page, env.base, 'mtg', {
      selects: { 'Seat 2': 'random' },
      before: async (c) => {
        await c.locator('summary', { hasText: 'Options' }).click();
        const picker = c.getByLabel("Player 1's deck");
        const groups = await picker
          .locator('optgroup')
          .evaluateAll((els) =>
            els.map((g) => [
              g.getAttribute('label'),
              Array.from(g.querySelectorAll('option')).map((o) => o.getAttribute('value')),
            ]),
          );
        expect(groups.map(([label]) => label)).toEqual(['Phase 1', 'Sixth Edition']);
        const byPool = Object.fromEntries(groups) as Record<string, string[]>;
        expect(byPool['Phase 1']).toEqual(cat.deckList.filter((d) => d.pool === 'phase1').map((d) => d.id));
        expect(byPool['Sixth Edition']).toEqual(
          cat.deckList.filter((d) => d.pool === '6ed').map((d) => d.id),
        );
        expect(byPool['Sixth Edition']).toHaveLength(26);
        await picker.selectOption('red_burn');
        await c.getByLabel("Player 2's deck").selectOption('white_weenie');
        await shot(page, 'mtg-6ed-lobby');
      },
      ready: '.mtg .mtg-side',
    });
    expect(card).toBeTruthy();
    const redBurn = new Set(cat.decks.red_burn.cards.map((id) => cat.cards[id].name));
    let handsChecked = 0;
    const clicks = await playMtgSeat(page, 40, async () => {
      const view = await seatView<MtgView>(page, env.base);
      if (!view) return;
      const hand = (view.players[0].hand as Array<{ name: string }>).map((c) => c.name);
      for (const name of hand) expect(redBurn.has(name), name).toBe(true);
      const shown = await page.locator('.mtg-side[data-side="0"] .mtg-hand-card').allTextContents();
      expect(shown).toEqual(hand);
      if (hand.length > 0) handsChecked++;
    });
    expect(clicks).toBeGreaterThanOrEqual(10);
    expect(handsChecked).toBeGreaterThan(0);
    await shot(page, 'mtg-6ed-playing');
    await context.close();
  });
});
