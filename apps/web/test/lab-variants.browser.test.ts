/**
 * Lab variants of the games with a card pool, in Chromium: the variant
 * editor's card picker searches the pool as the deck builder does (name,
 * type, text, cost) instead of listing thousands of cards; a Pocket card
 * found by search has an attack's damage changed, and a Magic card found by
 * its text has its power changed; each variant runs as an A/B against the
 * shipped data, and the page's difference is the server's.
 * Screenshots: test-artifacts/web/lab-variant-*.png.
 */
import type { LabResult, RunSummary } from '@arbiter/server/lab';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { haveChromium, newPage, serverAndBrowserForFile, shot } from './browser-helpers.ts';

const env = serverAndBrowserForFile();
const maybe = haveChromium ? describe : describe.skip;
if (!haveChromium) console.warn('lab-variants.browser.test.ts: /usr/bin/chromium not found; skipping');

async function serverResult(id: string): Promise<LabResult> {
  const body = (await (await fetch(`${env.base}/api/lab/runs/${id}`)).json()) as {
    run: RunSummary;
    result?: LabResult;
  };
  return body.result!;
}

/** Waits for the run page to show the run done, with its tables drawn; the run's id. */
async function finished(page: Page): Promise<string> {
  await page.waitForSelector('.lab-run[data-status="done"]', { timeout: 180_000 });
  await page.waitForSelector('table[data-table="ab-differences"] tbody tr');
  return (await page.locator('.lab-run').getAttribute('data-run'))!;
}

/** The subject's win rate against `opponent` under a variant, from the server's batches. */
function rate(result: LabResult, variant: number, opponent: string): number {
  let wins = 0;
  let games = 0;
  for (const b of result.batches) {
    if (b.variant !== variant || b.opponent !== opponent || b.subjectSeat === null) continue;
    wins += b.report.wins[b.subjectSeat];
    games += b.report.games;
  }
  return wins / games;
}

/** How many cards the picker found, as it says. */
const foundCount = async (page: Page) =>
  Number(await page.locator('.lab-entities [data-found]').getAttribute('data-found'));

/** Runs the variant on the page as an A/B of `preset` against one opponent; the run's id. */
async function runAb(page: Page, preset: string, opponent: string, agent: string, games: number) {
  await page.getByRole('tab', { name: 'Run' }).click();
  await page.getByLabel('A preset').check();
  await page.getByLabel('Subject preset').selectOption(preset);
  const boxes = await page
    .locator('.lab-fieldset', { hasText: 'Opponents' })
    .locator('input[type="checkbox"]')
    .all();
  for (const box of boxes)
    await box.setChecked((await box.getAttribute('aria-label')) === `Opponent ${opponent}`);
  await page.getByLabel("Subject's agent").selectOption(agent);
  await page.getByLabel("Opponents' agent").selectOption(agent);
  expect(await page.getByLabel('A/B').isChecked()).toBe(true);
  await page.getByLabel('Games').fill(String(games));
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  return finished(page);
}

/** The page's difference row for `opponent` against the server's numbers. */
async function expectDifference(page: Page, id: string, opponent: string): Promise<number> {
  const result = await serverResult(id);
  const delta = rate(result, 1, opponent) - rate(result, 0, opponent);
  const row = await page
    .locator('table[data-table="ab-differences"] tbody tr')
    .first()
    .evaluate((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent ?? ''));
  expect(row[0]).toBe(opponent);
  expect(row[1]).toBe(`${delta > 0 ? '+' : ''}${(delta * 100).toFixed(1)}%`);
  return delta;
}

maybe('Lab variants of the games with a card pool', () => {
  it("finds a Pocket card by search among 3,761, changes an attack's damage, and runs an A/B", async () => {
    const { context, page } = await newPage(env.browser);
    await page.goto(`${env.base}/lab/pocket`);
    await page.getByRole('tab', { name: 'Change the game' }).click();
    const find = page.getByLabel('Find in Cards');
    await find.waitFor();
    // Nothing searched yet: the whole pool is counted, only the first hundred drawn.
    expect(await foundCount(page)).toBe(3761);
    expect(await page.locator('.lab-entity-list li').count()).toBe(100);
    // The deck builder's search: words of the name and of the text, and a type.
    await find.fill('ponyta flare');
    await page.locator('.lab-entities').getByLabel('Type').selectOption('Pokémon');
    await expect.poll(() => foundCount(page)).toBeLessThan(10);
    expect(await page.locator('.lab-entity-list li').count()).toBe(await foundCount(page));
    await page.getByRole('button', { name: 'Ponyta A1 042' }).click();
    const damage = page.locator('.lab-field[data-path$="].attacks[0].damage"] input');
    expect(await damage.inputValue()).toBe('20');
    await damage.fill('120');
    await page.waitForSelector('[data-variant-ok="true"]');
    await page.getByLabel('Variant name').fill('hot ponyta');
    await shot(page, 'lab-variant-pocket');

    const id = await runAb(page, 'fire', 'Mewtwoex', 'attach-then-attack', 400);
    await shot(page, 'lab-variant-pocket-ab');
    const result = await serverResult(id);
    expect(result.variants.map((v) => v.label)).toEqual(['shipped data', 'hot ponyta']);
    // Six times the damage on the fire deck's first attacker wins more games.
    expect(await expectDifference(page, id, 'Mewtwoex')).toBeGreaterThan(0);
    await context.close();
  });

  it('finds a Magic card by its text, changes its power, and runs an A/B', async () => {
    const { context, page } = await newPage(env.browser);
    await page.goto(`${env.base}/lab/mtg`);
    await page.getByRole('tab', { name: 'Change the game' }).click();
    const find = page.getByLabel('Find in Cards');
    await find.waitFor();
    await find.fill('{T}: Add {G}.');
    await page.locator('.lab-entities').getByLabel('Type').selectOption('Creature');
    await page.locator('.lab-entities').getByLabel('mana value').fill('1');
    await expect.poll(() => foundCount(page)).toBe(1);
    await page.getByRole('button', { name: 'Llanowar Elves llanowar_elves' }).click();
    const power = page.locator('.lab-field[data-path$="].power"] input');
    expect(await power.inputValue()).toBe('1');
    // A value the data check refuses is named at its field.
    await power.fill('lots');
    await expect
      .poll(() => page.locator('.lab-field[data-path$="].power"] .lab-field-error').textContent())
      .toMatch(/whole number/);
    await power.fill('6');
    await page.waitForSelector('[data-variant-ok="true"]');
    await page.getByLabel('Variant name').fill('huge elves');
    await shot(page, 'lab-variant-mtg');

    const id = await runAb(page, 'boundless_elves', 'Dark Sacrifice', 'random', 200);
    const result = await serverResult(id);
    expect(result.variants.map((v) => v.label)).toEqual(['shipped data', 'huge elves']);
    await expectDifference(page, id, 'Dark Sacrifice');
    await context.close();
  });
});
