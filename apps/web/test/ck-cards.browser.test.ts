/**
 * Card Kingdoms cards read in Chromium: a 2-player match against a random
 * agent, checked against the game's own generator (cardSheet() from the
 * game, not the committed sheet):
 *  - every citizen, monster and domain on top of a centre stack shows the
 *    generator's words for it (harvest on your roll and on others', cost to
 *    slay and reward, once-built and while-owned effects);
 *  - the detail panel opens on hover with that card's name and every line,
 *    and stays on a clicked card when the pointer leaves;
 *  - your dealt dukes and then your kept duke read with their scoring,
 *    while no other duke's name appears anywhere on the page;
 *  - a hired citizen in your tableau opens its detail too;
 *  - no effect grammar (snake_case ids, `<…>`, `key=value`) reaches the page;
 *  - with the lobby's relics option, each player's relic reads its power.
 * Screenshots: test-artifacts/web/ck-cards-*.png.
 */
import { type CkView, cardSheet } from '@arbiter/card-kingdoms';
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

const env = serverAndBrowserForFile();
const sheet = cardSheet();
const rollsText = (rolls: number[]) =>
  rolls.length > 1 ? `${rolls[0]}–${rolls[rolls.length - 1]}` : rolls.length === 1 ? `${rolls[0]}` : 'none';
const RAW = /\w+_\w+|[<>]|\w=\w/;

/** The detail panel as drawn: kind, index, name and its [label, words] lines. */
async function detail(page: Page) {
  const panel = page.locator('.ck-detail');
  return {
    kind: await panel.getAttribute('data-kind'),
    index: Number(await panel.getAttribute('data-index')),
    name: await panel.locator('.ck-detail-name').textContent(),
    lines: await panel
      .locator('.ck-detail-line')
      .evaluateAll((els) =>
        els.map((e) => [e.querySelector('dt')?.textContent ?? '', e.querySelector('dd')?.textContent ?? '']),
      ),
  };
}

/** The lines the detail must show for a card, from the generator's sheet. */
function expectedLines(kind: string, i: number): string[][] {
  if (kind === 'citizen') {
    const c = sheet.citizens[i];
    return [
      ['Cost', `${c.cost} gold`],
      ['Number', rollsText(c.rolls)],
      ['Roles', c.roles.join(', ') || 'no role'],
      ['Activates', c.activation],
      ['On your roll', c.onTurn],
      ["On others' rolls", c.offTurn],
    ];
  }
  if (kind === 'monster') {
    const m = sheet.monsters[i];
    return [
      ['Area', `${m.area} (${m.type})`],
      ['To slay', m.cost],
      ['Reward', m.reward],
    ];
  }
  if (kind === 'domain') {
    const d = sheet.domains[i];
    return [
      ['Cost', d.requirement],
      ['VP', String(d.vp)],
      ...(d.activation ? [['Once', d.activation]] : []),
      ...(d.passive ? [['While owned', d.passive]] : []),
    ];
  }
  return [['Scoring', sheet.dukes[i].scoring]];
}

/** Every centre card's face text against the generator, and the detail on hover for each. */
async function checkCentre(page: Page, view: CkView): Promise<number> {
  let checked = 0;
  const citizens = page.locator('.ck-citizen');
  for (let s = 0; s < view.citizenStacks.length; s++) {
    const stack = view.citizenStacks[s];
    const top = stack.cards[stack.cards.length - 1];
    const el = citizens.nth(s);
    if (top === undefined) continue;
    const c = sheet.citizens[top];
    expect(await el.getAttribute('data-index')).toBe(String(top));
    expect(await el.locator('.ck-name').textContent()).toBe(c.name);
    expect(await el.locator('.ck-on-turn').textContent()).toBe(`Your roll: ${c.onTurn}`);
    expect(await el.locator('.ck-off-turn').textContent()).toBe(`Others' rolls: ${c.offTurn}`);
    await el.locator('.ck-name').hover();
    const d = await detail(page);
    expect(d).toEqual({ kind: 'citizen', index: top, name: c.name, lines: expectedLines('citizen', top) });
    checked++;
  }
  const monsters = page.locator('.ck-monster');
  for (let a = 0; a < view.monsterAreas.length; a++) {
    const area = view.monsterAreas[a];
    const top = area.cards[area.cards.length - 1];
    if (top === undefined) continue;
    const m = sheet.monsters[top];
    const el = monsters.nth(a);
    expect(await el.locator('.ck-monster-cost').textContent()).toBe(m.cost);
    expect(await el.locator('.ck-monster-reward').textContent()).toBe(m.reward);
    await el.locator('.ck-name').hover();
    expect(await detail(page)).toEqual({
      kind: 'monster',
      index: top,
      name: m.name,
      lines: expectedLines('monster', top),
    });
    checked++;
  }
  const domains = page.locator('.ck-domain');
  for (let i = 0; i < view.domainStacks.length; i++) {
    const top = view.domainStacks[i].top;
    if (top === null) continue;
    const d = sheet.domains[top];
    const el = domains.nth(i);
    const texts = await el.locator('.ck-card-text > div').allTextContents();
    expect(texts).toEqual([d.activation, d.passive].filter((x) => x !== null));
    await el.locator('.ck-name').hover();
    expect(await detail(page)).toEqual({
      kind: 'domain',
      index: top,
      name: d.name,
      lines: expectedLines('domain', top),
    });
    checked++;
  }
  return checked;
}

/** No duke's name on the page but those this seat may know; no effect grammar in any card text. */
async function checkHidden(page: Page, mine: number[]): Promise<void> {
  const text = await page.evaluate(() => document.body.innerText);
  for (let i = 0; i < sheet.dukes.length; i++) {
    if (mine.includes(i)) continue;
    expect(text, `another seat's duke ${sheet.dukes[i].name} on screen`).not.toContain(sheet.dukes[i].name);
    expect(text, 'another duke scoring on screen').not.toContain(sheet.dukes[i].scoring);
  }
  for (const t of await page.locator('.ck-card-text, .ck-detail').allTextContents())
    expect(t).not.toMatch(RAW);
}

describe.skipIf(!haveChromium)('Card Kingdoms cards in words in Chromium', { timeout: 240_000 }, () => {
  it('shows every card in words, a detail panel on hover and click, and only your own duke', async () => {
    const { context, page } = await newPage(env.browser);
    await startFromLobby(page, env.base, 'card-kingdoms', {
      selects: { Players: '2' },
      ready: '.card-kingdoms .ck-citizen',
    });
    await page.waitForSelector('.action-panel.your-turn');
    const seat = Number(await page.locator('.ck-player.you').getAttribute('data-seat'));

    // The deal: this seat's dukes to choose from read with their scoring; the other seat's are nowhere.
    let view = (await seatView<CkView>(page, env.base))!;
    const dealt = view.players[seat].dukeChoices;
    expect(dealt.length).toBeGreaterThan(0);
    expect(view.players[1 - seat].duke).toBeNull();
    expect(view.players[1 - seat].dukeChoices).toEqual([]);
    const chips = page.locator('.ck-player.you .ck-duke .ck-chip');
    expect(await chips.allTextContents()).toEqual(dealt.map((d) => sheet.dukes[d].name));
    await chips.first().hover();
    expect(await detail(page)).toEqual({
      kind: 'duke',
      index: dealt[0],
      name: sheet.dukes[dealt[0]].name,
      lines: expectedLines('duke', dealt[0]),
    });
    await checkHidden(page, dealt);
    expect(await checkCentre(page, view)).toBe(20);
    await shot(page, 'ck-cards-start');

    // A click pins the card: the panel keeps it after the pointer leaves.
    const monster = page.locator('.ck-monster').first();
    await monster.locator('.ck-name').click();
    await page.locator('.round-line').hover();
    expect((await detail(page)).kind).toBe('monster');
    expect((await detail(page)).index).toBe(Number(await monster.getAttribute('data-index')));

    // Play on (hiring when the board offers it) until this seat has kept a duke and hired a citizen.
    let hired = false;
    for (let i = 0; i < 80 && !(hired && view.players[seat].duke !== null); i++) {
      await page.waitForSelector('.action-panel.your-turn, .outcome-banner', { timeout: 20_000 });
      if (await page.locator('.outcome-banner').count()) break;
      const before = await version(page);
      const hire = page.locator('.ck-citizen .ck-buttons button');
      if (await hire.count()) {
        await hire.first().click();
        hired = true;
      } else await page.locator('.action-panel.your-turn .action-button').first().click();
      await movedOn(page, before);
      view = (await seatView<CkView>(page, env.base))!;
    }
    const me = view.players[seat];
    expect(hired).toBe(true);
    expect(me.duke).not.toBeNull();
    expect(view.players[1 - seat].duke).toBeNull();
    await page.waitForSelector('.ck-player.you .ck-duke .ck-chip');
    const kept = page.locator('.ck-player.you .ck-duke .ck-chip');
    expect(await kept.allTextContents()).toEqual([sheet.dukes[me.duke!].name]);
    await kept.click();
    expect(await detail(page)).toEqual({
      kind: 'duke',
      index: me.duke,
      name: sheet.dukes[me.duke!].name,
      lines: expectedLines('duke', me.duke!),
    });
    expect(await page.locator('.ck-player:not(.you) .ck-duke').textContent()).toMatch(
      /kept in secret|choosing/,
    );
    // The seat still knows both dukes it was dealt (its log's setup entry names them); no other duke shows.
    expect(me.duke !== null && dealt.includes(me.duke)).toBe(true);
    const setupWords = (await page.locator('.log-panel .log-setup').textContent()) ?? '';
    for (const d of dealt) expect(setupWords).toContain(sheet.dukes[d].name);
    await checkHidden(page, dealt);

    // The hired citizen in this seat's tableau opens its own detail.
    const hiredIndex = me.citizens[me.citizens.length - 1];
    const chip = page.locator(`.ck-player.you .ck-tableau-citizens .ck-chip[data-kind="citizen"]`).last();
    expect(await chip.getAttribute('data-index')).toBe(String(hiredIndex));
    await chip.hover();
    expect(await detail(page)).toEqual({
      kind: 'citizen',
      index: hiredIndex,
      name: sheet.citizens[hiredIndex].name,
      lines: expectedLines('citizen', hiredIndex),
    });
    await shot(page, 'ck-cards-detail');
    await context.close();
  });

  it('deals relics when the lobby option is ticked, each a chip that opens its power in words', async () => {
    const { context, page } = await newPage(env.browser);
    await startFromLobby(page, env.base, 'card-kingdoms', {
      selects: { Players: '2' },
      before: async (card) => {
        await card.locator('summary').click();
        await card.locator('#opt-relics').check();
      },
      ready: '.card-kingdoms .ck-citizen',
    });
    const view = (await seatView<CkView>(page, env.base))!;
    const relics = view.players.flatMap((p) => p.extra?.relics ?? []);
    expect(relics).toHaveLength(2);
    const chips = page.locator('.ck-player .ck-chip[data-kind="relic"]');
    expect(await chips.allTextContents()).toEqual(relics.map((r) => sheet.relics[r].name));
    for (let i = 0; i < relics.length; i++) {
      await chips.nth(i).hover();
      expect(await detail(page)).toEqual({
        kind: 'relic',
        index: relics[i],
        name: sheet.relics[relics[i]].name,
        lines: [['Power', sheet.relics[relics[i]].text]],
      });
    }
    await shot(page, 'ck-cards-relics');
    await context.close();
  });
});
