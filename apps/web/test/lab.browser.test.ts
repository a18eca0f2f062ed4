/**
 * The Lab in Chromium, against the real server and its worker pool: a
 * Pocket deck built card by card and run 1,000 games against each of three
 * presets, the chart's numbers read against the server's result; a Magic
 * list with one bad line imported and its reason shown; a Dice Duel hero's
 * number changed, run as an A/B, the difference shown as the server
 * computes it; one Queen's Blood card's power swept over three values; a
 * run cancelled from its page. Screenshots: test-artifacts/web/lab-*.png.
 */
import type { LabResult, RunSummary } from '@arbiter/server/lab';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { haveChromium, newPage, serverAndBrowserForFile, shot } from './browser-helpers.ts';

const env = serverAndBrowserForFile();
const maybe = haveChromium ? describe : describe.skip;
if (!haveChromium) console.warn('lab.browser.test.ts: /usr/bin/chromium not found; skipping');

interface RunView {
  run: RunSummary;
  result?: LabResult;
}

async function serverRun(id: string): Promise<RunView> {
  return (await (await fetch(`${env.base}/api/lab/runs/${id}`)).json()) as RunView;
}

/** Waits for the run page to show the run ended, and for every chart on it to have drawn. */
async function finished(page: Page, status = 'done'): Promise<string> {
  await page.waitForSelector(`.lab-run[data-status="${status}"]`, { timeout: 120_000 });
  if (status === 'done') {
    await page.waitForSelector('.lab-chart');
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll('.lab-chart')).every(
          (c) => c.getAttribute('data-state') === 'rendered',
        ),
      null,
      {
        timeout: 60_000,
      },
    );
  }
  return (await page.locator('.lab-run').getAttribute('data-run'))!;
}

/** The text marks a chart writes on its bars or points (the rates it shows). */
async function chartLabels(page: Page, name: string): Promise<string[]> {
  return page.locator(`.lab-chart[data-chart="${name}"] g.role-mark.mark-text text`).allTextContents();
}

async function tableRows(page: Page, name: string): Promise<string[][]> {
  return page
    .locator(`table[data-table="${name}"] tbody tr`)
    .evaluateAll((rows) =>
      rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent ?? '')),
    );
}

const pct = (wins: number, games: number) => `${((wins / games) * 100).toFixed(1)}%`;

/** The subject's wins and games against each opponent in one variant, from the server's batches. */
function records(result: LabResult, variant = 0): Map<string, { wins: number; games: number }> {
  const out = new Map<string, { wins: number; games: number }>();
  for (const b of result.batches) {
    if (b.variant !== variant || b.opponent === null || b.subjectSeat === null) continue;
    const r = out.get(b.opponent) ?? { wins: 0, games: 0 };
    r.wins += b.report.wins[b.subjectSeat];
    r.games += b.report.games;
    out.set(b.opponent, r);
  }
  return out;
}

/** A legal Water deck, card by card (the builder's pool searched by id, each added with its + button). */
const WATER: Array<[string, number]> = [
  ['A1 053', 2],
  ['A1 054', 2],
  ['A1 056', 2],
  ['A1 223', 1],
  ['A1 225', 2],
  ['A1 246', 2],
  ['A1 270', 1],
  ['P-A 001', 2],
  ['P-A 002', 2],
  ['P-A 005', 2],
  ['P-A 007', 2],
];

maybe('the Lab in the browser', () => {
  it('builds a Pocket deck, runs 1,000 games against three presets, and charts what the server found', async () => {
    const { context, page } = await newPage(env.browser);
    await page.goto(`${env.base}/lab/pocket`);
    const search = page.getByLabel('Search cards');
    await search.waitFor();
    for (const [id, count] of WATER) {
      await search.fill(id);
      const row = page.locator(`li[data-pool-card="${id}"]`);
      await row.waitFor();
      // Every card is shown with its text in words.
      expect((await row.locator('.lab-face').textContent())?.length).toBeGreaterThan(10);
      for (let k = 0; k < count; k++) await row.getByRole('button', { name: /^add / }).click();
    }
    await page.getByLabel('Energy Water').check();
    await page.getByLabel('Deck name').fill('water test');
    await page.waitForSelector('[data-deck-ok="true"]');
    expect(await page.locator('.lab-deck-list li').count()).toBe(WATER.length);
    await shot(page, 'lab-pocket-builder');

    await page.getByRole('tab', { name: 'Run' }).click();
    await expect.poll(() => page.getByLabel('This deck').isChecked()).toBe(true);
    for (const o of ['Blastoiseex', 'Fire', 'Hitmonlee', 'Mewtwoex']) {
      await page.getByLabel(`Opponent ${o}`).setChecked(o !== 'Blastoiseex');
    }
    await page.getByLabel('Games').fill('1000');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const id = await finished(page);
    await shot(page, 'lab-pocket-result');

    const { result } = await serverRun(id);
    const byOpponent = records(result!);
    expect([...byOpponent.keys()]).toEqual(['Fire', 'Hitmonlee', 'Mewtwoex']);
    for (const r of byOpponent.values()) expect(r.games).toBe(1000);
    const all = [...byOpponent.values()].reduce(
      (a, r) => ({ wins: a.wins + r.wins, games: a.games + r.games }),
      { wins: 0, games: 0 },
    );
    // The chart writes each rate on its bar: the server's numbers, one opponent after another, then all of them.
    expect(await chartLabels(page, 'win-rate-0')).toEqual([
      ...[...byOpponent.values()].map((r) => pct(r.wins, r.games)),
      pct(all.wins, all.games),
    ]);
    const rows = await tableRows(page, 'matchups-0');
    expect(rows.map((r) => [r[0], r[1], r[2]])).toEqual([
      ...[...byOpponent].map(([o, r]) => [
        o,
        r.games.toLocaleString('en-US'),
        r.wins.toLocaleString('en-US'),
      ]),
      ['all opponents', '3,000', all.wins.toLocaleString('en-US')],
    ]);
    // The downloads are there, and the HTML report holds the same table.
    const html = await (await fetch(`${env.base}/api/lab/runs/${id}/report.html`)).text();
    expect(html).toContain(`${pct(all.wins, all.games)} [`);
    expect(await page.getByRole('link', { name: 'Download the JSON' }).getAttribute('href')).toBe(
      `/api/lab/runs/${id}/result.json?download=1`,
    );
    await context.close();
  });

  it('imports a Magic deck list with one bad line and says why', async () => {
    const { context, page } = await newPage(env.browser);
    await page.goto(`${env.base}/lab/mtg`);
    await page
      .getByLabel('Deck list to import')
      .fill(['4 Serra Angel', '4 Lightning Blot', '56 Plains'].join('\n'));
    await page.getByRole('button', { name: 'Import' }).click();
    const imported = page.locator('.lab-problems', { hasText: 'The imported list' });
    await imported.waitFor();
    expect(await imported.locator('li').allTextContents()).toEqual([
      "line 2: no card named 'Lightning Blot' in the pools (Phase 1: 125 cards, Sixth Edition: 335 cards)",
    ]);
    // The good lines made it in: a legal 60-card deck, which the live check says.
    await page.waitForSelector('.lab-deck-list li[data-count="56"]');
    await page.waitForSelector('[data-deck-ok="true"]');
    // And one line fewer of Plains is one problem, named live.
    await page.getByRole('button', { name: 'remove one Plains' }).click();
    await expect
      .poll(() => page.locator('.lab-problems', { hasText: 'This deck' }).textContent())
      .toContain('59 cards; a deck has at least 60');
    await shot(page, 'lab-mtg-import');
    // Saved in this browser, and shared by link: whoever opens it gets the same list.
    await page.getByLabel('Deck name').fill('angels');
    await page.getByRole('button', { name: 'Save “angels”' }).click();
    expect(await page.locator('.lab-saved li').allTextContents()).toEqual([
      expect.stringContaining('angels'),
    ]);
    await page.getByRole('button', { name: 'Share link' }).click();
    const link = await page.getByLabel('Share link').inputValue();
    const text = await page.getByLabel('Deck text').inputValue();
    expect(text).toBe(['4 Serra Angel', '55 Plains'].join('\n'));
    const other = await env.browser.newContext();
    const friend = await other.newPage();
    await friend.goto(link);
    await expect.poll(() => friend.getByLabel('Deck text').inputValue()).toBe(text);
    expect(await friend.getByLabel('Deck name').inputValue()).toBe('angels');
    await other.close();
    await context.close();
  });

  it("changes a Dice Duel hero's number, runs an A/B, and shows the difference", async () => {
    const { context, page } = await newPage(env.browser);
    await page.goto(`${env.base}/lab/dice-duel`);
    await page.getByRole('button', { name: 'Pyromancer' }).click();
    const hp = page.locator('.lab-field[data-path="$.heroes[0].maxHp"] input');
    expect(await hp.inputValue()).toBe('30');
    // A value the schema refuses is named at its field, as `arbiter validate` names it.
    await hp.fill('0');
    await expect
      .poll(() => page.locator('.lab-field[data-path="$.heroes[0].maxHp"] .lab-field-error').textContent())
      .toMatch(/>=\s*1|at least 1|too small/i);
    await hp.fill('40');
    await page.waitForSelector('[data-variant-ok="true"]');
    await page.getByLabel('Variant name').fill('tough pyromancer');
    await shot(page, 'lab-dice-duel-variant');

    await page.getByRole('tab', { name: 'Run' }).click();
    await page.getByLabel('Subject hero').selectOption('pyromancer');
    for (const o of ['Pyromancer', 'Shadow Monk', 'Training Dummy'])
      await page.getByLabel(`Opponent ${o}`).setChecked(o === 'Shadow Monk');
    expect(await page.getByLabel('A/B').isChecked()).toBe(true);
    await page.getByLabel('Games').fill('2000');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const id = await finished(page);
    await shot(page, 'lab-dice-duel-ab');

    const { result } = await serverRun(id);
    expect(result!.variants.map((v) => v.label)).toEqual(['shipped data', 'tough pyromancer']);
    const a = records(result!, 0).get('Shadow Monk')!;
    const b = records(result!, 1).get('Shadow Monk')!;
    const delta = b.wins / b.games - a.wins / a.games;
    const [row] = await tableRows(page, 'ab-differences');
    expect(row[0]).toBe('Shadow Monk');
    expect(row[1]).toBe(`${delta > 0 ? '+' : ''}${(delta * 100).toFixed(1)}%`);
    // Ten more hit points win more games, clearly.
    expect(delta).toBeGreaterThan(0.05);
    expect(row[3]).toBe('< 0.0001');
    expect(row[4]).toBe('yes');
    // The downloadable HTML report draws the same charts on its own, offline.
    const report = await context.newPage();
    await report.goto(`${env.base}/api/lab/runs/${id}/report.html`);
    await report.waitForSelector('body[data-charts="rendered"]', { timeout: 60_000 });
    expect(await report.locator('.chart svg').count()).toBe(await page.locator('.lab-chart svg').count());
    await context.close();
  });

  it("sweeps one Queen's Blood card's power over three values", async () => {
    const { context, page } = await newPage(env.browser);
    await page.goto(`${env.base}/lab/queens-blood`);
    await page.getByRole('tab', { name: 'Change the game' }).click();
    await page.getByLabel('Find in Cards').fill('Security Officer');
    await page.getByRole('button', { name: /^Security Officer/ }).click();
    const power = page.locator('.lab-field[data-path$="].power"]');
    expect(await power.locator('input').inputValue()).toBe('1');
    await power.getByRole('button', { name: /^sweep / }).click();
    // The run form opens with the sweep chosen.
    expect(await page.getByLabel('Sweep', { exact: true }).isChecked()).toBe(true);
    await page.getByLabel('A preset').check();
    await page.getByLabel('Subject preset').selectOption('starter');
    const opponents = await page
      .locator('.lab-fieldset', { hasText: 'Opponents' })
      .locator('input[type="checkbox"]')
      .all();
    for (const box of opponents)
      await box.setChecked((await box.getAttribute('aria-label')) === 'Opponent Enhance');
    await page.getByLabel('Sweep values').fill('1, 4, 8');
    await page.getByLabel('Games').fill('400');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const id = await finished(page);
    await shot(page, 'lab-qb-sweep');

    const { result } = await serverRun(id);
    expect(result!.variants.map((v) => v.value)).toEqual([1, 4, 8]);
    const rates = [0, 1, 2].map((v) => {
      const r = records(result!, v).get('Enhance')!;
      return pct(r.wins, r.games);
    });
    expect((await tableRows(page, 'sweep')).map((r) => [r[0], r[3].split(' ')[0]])).toEqual([
      ['1', rates[0]],
      ['4', rates[1]],
      ['8', rates[2]],
    ]);
    expect(await chartLabels(page, 'sweep')).toEqual(rates);
    await context.close();
  });

  it('cancels a run from its page', async () => {
    const { context, page } = await newPage(env.browser);
    await page.goto(`${env.base}/lab/pocket`);
    await page.getByRole('tab', { name: 'Run' }).click();
    await page.getByLabel('A preset').check();
    const opponents = await page
      .locator('.lab-fieldset', { hasText: 'Opponents' })
      .locator('input[type="checkbox"]')
      .all();
    for (const box of opponents)
      await box.setChecked((await box.getAttribute('aria-label')) === 'Opponent Fire');
    await page.getByLabel("Subject's agent").selectOption('random');
    await page.getByLabel('Games').fill('40000');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.waitForFunction(
      () => Number(document.querySelector('.lab-progress')?.getAttribute('data-done')) > 0,
      null,
      { timeout: 60_000 },
    );
    await page.getByRole('button', { name: 'Cancel' }).click();
    const id = await finished(page, 'cancelled');
    expect(await page.locator('.lab-status').textContent()).toContain('Cancelled');
    const { run } = await serverRun(id);
    expect(run.status).toBe('cancelled');
    expect(run.gamesDone).toBeLessThan(40_000);
    await shot(page, 'lab-cancelled');
    await context.close();
  });
});
