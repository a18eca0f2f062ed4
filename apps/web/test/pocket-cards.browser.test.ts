/**
 * Pokémon TCG Pocket cards on screen, in Chromium against the
 * greedy agent, played by clicking the board (a decision's
 * option, a playable hand card, an attach, an attack, else End turn) for a
 * number of turns with a fixed seed. At every decision of this seat the page
 * is checked against the server's view of the seat and the game's own data
 * (games/pocket/data/cards.json through its catalog):
 *  - every Pokémon in play (both sides, Active and Bench) shows its card,
 *    stage and what it evolves from, HP and damage, weakness, retreat cost,
 *    attached energy, tool, special conditions, its ability's text and every
 *    attack's cost, damage and effect text;
 *  - every hand card, pointed at, opens the detail panel with its printed
 *    card: a Pokémon's HP, type, attacks (cost, damage, text) and ability, a
 *    Trainer's kind and effect text;
 *  - a clicked Pokémon of the opponent stays in the panel when the pointer
 *    leaves, with its live HP and energy;
 *  - both discard piles are listed, and open in the panel; the pending
 *    decision shows the card whose text is resolving with that text, and an
 *    option naming a card (setup placement, promotion) opens it in the panel;
 *  - every active effect is listed with the printed text of its source card;
 *  - nothing hidden is drawn: no hand on the opponent's side, and every card
 *    on the page is one of the view's public cards (this seat's hand, the
 *    Pokémon in play and their tools, both discard piles, the resolving card).
 * Screenshots: test-artifacts/web/pocket-cards-*.png.
 */
import type { PocketView } from '@arbiter/pocket';
import type { CreateMatchResponse } from '@arbiter/server/protocol';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../games/pocket/src/data/catalog.ts';
import type { Card } from '../../../games/pocket/src/data/schema.ts';
import {
  clickFirst,
  haveChromium,
  newPage,
  seatView,
  serverAndBrowserForFile,
  shot,
} from './browser-helpers.ts';

const env = serverAndBrowserForFile();
// A seed whose human seat starts with two Basics, so it is asked its Active (a prompt with one option is not asked).
const SEED = process.env.POCKET_CARDS_SEED ?? 'pocket-cards-3';
const AGENT = 'greedy';
const catalog = loadCatalog();
const cardOf = (id: string): Card => catalog.cards[catalog.byId.get(id)!];
const STAGES = ['Basic', 'Stage 1', 'Stage 2'];

interface AttackOnScreen {
  name: string | null;
  cost: string | null;
  damage: string | null;
  text: string;
}

/** The printed attacks of a card from the game data, as the board must draw them. */
function printedAttacks(id: string): AttackOnScreen[] {
  const c = cardOf(id);
  if (c.kind !== 'pokemon') return [];
  return c.attacks.map((a) => ({
    name: a.name,
    cost: a.cost.join(''),
    damage: String(a.damage),
    text: a.effect?.text ?? '',
  }));
}

/** The attack lines under `root` as drawn: the cost read from its energy symbols, the text from the page. */
function attacksOnScreen(page: Page, root: string): Promise<AttackOnScreen[]> {
  return page.locator(`${root} .pk-attack`).evaluateAll((els) =>
    els.map((el) => {
      const cost = Array.from(el.querySelectorAll('.pk-attack-cost [data-energy]')).map((e) =>
        e.getAttribute('data-energy'),
      );
      const dmg = el.querySelector('.pk-attack-damage')?.textContent?.trim() ?? '0';
      return {
        name: el.querySelector('strong')?.textContent ?? null,
        cost: cost.join(''),
        damage: dmg,
        text: el.querySelector('.pk-attack-text')?.textContent ?? '',
      };
    }),
  );
}

interface Seen {
  pokemon: number;
  attacks: number;
  abilities: number;
  damaged: number;
  evolved: number;
  handPokemon: number;
  handTrainers: number;
  pinned: number;
  discards: number;
  resolving: number;
  options: number;
  effects: number;
}

async function checkPokemon(page: Page, view: PocketView, seen: Seen): Promise<void> {
  for (const side of [0, 1]) {
    const s = view.sides[side];
    const all = [...(s.active ? [s.active] : []), ...s.bench];
    const drawn = await page
      .locator(`.pk-side[data-side="${side}"] .pk-pokemon`)
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-pid')));
    expect(drawn.sort()).toEqual(all.map((p) => String(p.pid)).sort());
    for (const p of all) {
      const root = `.pk-side[data-side="${side}"] .pk-pokemon[data-pid="${p.pid}"]`;
      const spot = page.locator(root);
      const card = cardOf(p.card);
      expect(await spot.getAttribute('data-card')).toBe(p.card);
      const hp = spot.locator('.pk-hp');
      expect(await hp.getAttribute('data-hp')).toBe(String(p.hp));
      expect(await hp.getAttribute('data-max-hp')).toBe(String(p.maxHp));
      const hpText = await hp.textContent();
      expect(hpText).toContain(`${p.hp} / ${p.maxHp} HP`);
      if (p.hp < p.maxHp) {
        expect(hpText).toContain(`${p.maxHp - p.hp} damage`);
        seen.damaged++;
      }
      const kind = (await spot.locator('.pk-kind').textContent()) ?? '';
      if (card.kind === 'pokemon') {
        expect(kind).toContain(STAGES[card.stage]);
        if (card.evolvesFrom) {
          expect(kind).toContain(`evolves from ${card.evolvesFrom}`);
          seen.evolved++;
        }
        expect(p.maxHp).toBeGreaterThanOrEqual(card.hp);
        expect(p.type).toBe(card.type);
      } else {
        // A Fossil in play: its Trainer text stays on the spot.
        expect(await spot.locator('.pk-trainer-text').textContent()).toBe(card.effect.text);
      }
      const stats = spot.locator('.pk-stats');
      expect(await stats.getAttribute('data-weakness')).toBe(p.weakness ?? '');
      expect(await stats.getAttribute('data-retreat')).toBe(String(p.retreat));
      expect(await stats.locator('[data-energy="C"]').count()).toBe(p.retreat);
      expect(
        await spot
          .locator('.pk-energies [data-energy]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-energy'))),
      ).toEqual(p.energy);
      const tool = await spot
        .locator('.pk-tool')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-tool')));
      expect(tool).toEqual(p.tool ? [p.tool] : []);
      expect(
        await spot
          .locator('.pk-status [data-status]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-status'))),
      ).toEqual(p.status);
      const attacks = await attacksOnScreen(page, root);
      expect(attacks, `${p.name}'s attacks`).toEqual(printedAttacks(p.card));
      seen.attacks += attacks.length;
      if (card.kind === 'pokemon' && card.ability) {
        expect(await spot.locator('.pk-ability').getAttribute('data-ability')).toBe(card.ability.name);
        expect(await spot.locator('.pk-ability .pk-text').textContent()).toBe(card.ability.effect.text);
        seen.abilities++;
      } else expect(await spot.locator('.pk-ability').count()).toBe(0);
      seen.pokemon++;
    }
  }
}

/** The printed card in the detail panel, against the data. */
async function checkDetail(page: Page, id: string): Promise<void> {
  const panel = page.locator('.pk-detail');
  await expect.poll(() => panel.getAttribute('data-card-id')).toBe(id);
  const card = cardOf(id);
  expect(await panel.locator('.pk-detail-name').textContent()).toContain(card.name);
  expect(await attacksOnScreen(page, '.pk-detail')).toEqual(printedAttacks(id));
  if (card.kind === 'pokemon') {
    expect(await panel.locator('.pk-detail-hp').getAttribute('data-max-hp')).toBe(String(card.hp));
    expect(await panel.locator('[data-type]').getAttribute('data-type')).toBe(card.type);
    expect(await panel.locator('[data-weakness]').getAttribute('data-weakness')).toBe(card.weakness ?? '');
    expect(await panel.locator('[data-retreat]').getAttribute('data-retreat')).toBe(String(card.retreat));
    const kind = (await panel.locator('.pk-detail-kind').textContent()) ?? '';
    expect(kind).toContain(STAGES[card.stage]);
    if (card.evolvesFrom) expect(kind).toContain(`evolves from ${card.evolvesFrom}`);
    if (card.ability)
      expect(await panel.locator('.pk-ability .pk-text').textContent()).toBe(card.ability.effect.text);
  } else {
    expect(await panel.locator('.pk-detail-text').textContent()).toBe(card.effect.text);
    expect(((await panel.locator('.pk-detail-kind').textContent()) ?? '').toLowerCase()).toContain(
      card.trainerType === 'tool' ? 'tool' : card.trainerType,
    );
  }
}

async function checkHand(page: Page, view: PocketView, seat: number, seen: Seen): Promise<void> {
  const hand = view.sides[seat].hand ?? [];
  const cards = page.locator(`.pk-side[data-side="${seat}"] .pk-hand-card`);
  expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))).toEqual(
    hand.map((c) => c.card),
  );
  for (const [i, c] of hand.entries()) {
    await cards.nth(i).hover();
    await checkDetail(page, c.card);
    if (cardOf(c.card).kind === 'pokemon') seen.handPokemon++;
    else seen.handTrainers++;
  }
}

/** The active effects list: one line per effect, each with its source card's printed text. */
async function checkEffects(page: Page, view: PocketView, seen: Seen): Promise<void> {
  const lines = await page.locator('.pk-effect-list .pk-effect').evaluateAll((els) =>
    els.map((e) => ({
      type: e.getAttribute('data-effect'),
      card: e.getAttribute('data-source-card'),
      text: e.querySelector('.pk-effect-text')?.textContent ?? '',
    })),
  );
  expect(lines.map((l) => l.type)).toEqual(view.effects.map((e) => e.type));
  const split = view.decklists[0].length;
  for (const [i, e] of view.effects.entries()) {
    const uid = (e.stored.payload as { sourceCard?: number | null } | undefined)?.sourceCard;
    if (uid === null || uid === undefined) continue;
    const id = uid < split ? view.decklists[0][uid] : view.decklists[1][uid - split];
    expect(lines[i].card).toBe(id);
    const card = cardOf(id);
    const printed =
      card.kind === 'trainer'
        ? card.effect.text
        : e.sourceType === 'attack'
          ? (card.attacks.find((a) => a.name === e.source)?.effect?.text ?? '')
          : (card.ability?.effect.text ?? '');
    expect(lines[i].text).toBe(printed);
    seen.effects++;
  }
}

/** Both discard piles as chips, in order; the first of each opens in the detail panel. */
async function checkDiscards(page: Page, view: PocketView, seen: Seen): Promise<void> {
  for (const side of [0, 1]) {
    const chips = page.locator(`.pk-side[data-side="${side}"] .pk-discard .pk-chip`);
    const pile = view.sides[side].discard;
    expect(await chips.evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))).toEqual(
      pile.map((c) => c.card),
    );
    if (pile.length > 0) {
      await chips.first().hover();
      await checkDetail(page, pile[0].card);
      seen.discards++;
    }
  }
}

/** The pending decision: the resolving card with its text, and options naming cards open them in the panel. */
async function checkDecision(page: Page, view: PocketView, seat: number, seen: Seen): Promise<void> {
  const pending = view.pending;
  if (!pending) return;
  const split = view.decklists[0].length;
  const cardOfUid = (uid: number) => (uid < split ? view.decklists[0][uid] : view.decklists[1][uid - split]);
  const r = view.resolution;
  if (r) {
    const id = cardOfUid(r.card);
    const box = page.locator('.pk-decision .pk-resolving');
    expect(await box.getAttribute('data-card')).toBe(id);
    const card = cardOf(id);
    const text =
      card.kind === 'trainer'
        ? card.effect.text
        : r.source === 'attack'
          ? (card.attacks.find((a) => a.name === r.attackName)?.effect?.text ?? '')
          : (card.ability?.effect.text ?? '');
    if (text) expect(await box.locator('.pk-text').textContent()).toBe(text);
    seen.resolving++;
  }
  if (pending.player !== seat || pending.values.length === 0) return;
  const named =
    pending.kind === 'promote'
      ? [...view.sides[seat].bench].find((b) => b.pid === pending.values[0])?.card
      : pending.kind.startsWith('setup')
        ? cardOfUid(pending.values[0])
        : undefined;
  if (!named) return;
  await page.locator('.pk-decision .pk-action').first().hover();
  await checkDetail(page, named);
  seen.options++;
}

/** Nothing hidden on the page: every card drawn is one of the view's public cards for this seat. */
async function checkNothingHidden(page: Page, view: PocketView, seat: number): Promise<void> {
  const opp = 1 - seat;
  expect(view.sides[opp].hand).toBeNull();
  expect(view.sides[opp].next).toBeNull();
  expect(
    await page
      .locator(`.pk-side[data-side="${opp}"] .pk-hand, .pk-side[data-side="${opp}"] .pk-hand-card`)
      .count(),
  ).toBe(0);
  const publicCards = new Set<string>();
  for (const s of view.sides) {
    for (const p of [...(s.active ? [s.active] : []), ...s.bench]) {
      publicCards.add(p.card);
      if (p.tool) publicCards.add(p.tool);
    }
    for (const c of s.discard) publicCards.add(c.card);
  }
  for (const c of view.sides[seat].hand ?? []) publicCards.add(c.card);
  // Shown to this seat by a card's effect this turn (a revealed hand, a look at its own deck's top).
  for (const id of [...(view.sides[opp].revealedToMe ?? []), ...(view.sides[seat].peek ?? [])])
    publicCards.add(id);
  if (view.resolution) {
    const split = view.decklists[0].length;
    const uid = view.resolution.card;
    publicCards.add(uid < split ? view.decklists[0][uid] : view.decklists[1][uid - split]);
  }
  const drawn = await page
    .locator('.pocket [data-card], .pocket [data-card-id]')
    .evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-card') ?? e.getAttribute('data-card-id') ?? ''),
    );
  for (const id of drawn) expect(publicCards.has(id), `card ${id} on the page is not public`).toBe(true);
}

/** One click of this seat's: a decision option, a playable hand card, an attach, an attack, or End turn. */
async function clickOnce(page: Page): Promise<boolean> {
  const tries = [
    '.pk-decision .pk-action',
    '.pk-hand-card.playable',
    '.pk-side .pk-action:text-matches("^attach")',
    '.pk-active-spot .pk-action:text-matches("^attack:")',
    '.pk-end button',
  ];
  return clickFirst(page, tries);
}

describe.skipIf(!haveChromium)('Pokémon TCG Pocket cards on screen', { timeout: 120_000 }, () => {
  it('shows every card in play, in hand and in the detail panel as the game data prints it', async () => {
    const res = await fetch(`${env.base}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'pocket',
        seats: ['human', AGENT],
        options: { deck1: 'venusaur-exeggutor', deck2: 'mewtwoex' },
        seed: SEED,
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const created = (await res.json()) as CreateMatchResponse;
    const seat = created.seat!;
    const { context, page } = await newPage(env.browser);
    await page.goto(`${env.base}/`);
    await page.evaluate(
      ([id, held]) => localStorage.setItem(`arbiter.seat.${id}`, held),
      [created.id, JSON.stringify({ seat, token: created.token })],
    );
    await page.goto(`${env.base}/match/${created.id}`);
    await page.waitForSelector('.pocket .pk-side');

    const seen: Seen = {
      pokemon: 0,
      attacks: 0,
      abilities: 0,
      damaged: 0,
      evolved: 0,
      handPokemon: 0,
      handTrainers: 0,
      pinned: 0,
      discards: 0,
      resolving: 0,
      options: 0,
      effects: 0,
    };
    let lastChecked = -1;
    let turn = 0;
    for (let step = 0; step < 120 && turn < 12; step++) {
      await page.waitForSelector('.action-panel.your-turn, .outcome-banner', { timeout: 20_000 });
      if (await page.locator('.outcome-banner').count()) break;
      const view = (await seatView<PocketView>(page, env.base))!;
      turn = view.turn;
      if (process.env.POCKET_CARDS_TRACE)
        console.log(`step ${step} turn ${turn} ${view.stage} ${JSON.stringify(seen)}`);
      await checkNothingHidden(page, view, seat);
      await checkDecision(page, view, seat, seen);
      await checkEffects(page, view, seen);
      if (view.stage !== 'setup' && view.turn !== lastChecked) {
        // Once per turn of this seat's: every card in play and in hand, and a pinned opponent.
        lastChecked = view.turn;
        await checkPokemon(page, view, seen);
        await checkHand(page, view, seat, seen);
        await checkDiscards(page, view, seen);
        if (seen.handPokemon > 0 && seen.pinned === 0) await shot(page, 'pocket-cards-hover');
        const theirs = view.sides[1 - seat].active;
        if (theirs) {
          await page.locator(`.pk-side[data-side="${1 - seat}"] .pk-active-spot .pk-name`).click();
          await page.locator('.round-line').hover();
          await checkDetail(page, theirs.card);
          const panel = page.locator('.pk-detail');
          expect(await panel.locator('.pk-detail-hp').getAttribute('data-hp')).toBe(String(theirs.hp));
          expect(await panel.locator('.pk-detail-energy').getAttribute('data-energy-count')).toBe(
            String(theirs.energy.length),
          );
          expect(await panel.textContent()).toContain("'s Active Spot");
          if (seen.pinned === 0) await shot(page, 'pocket-cards-pinned');
          seen.pinned++;
        }
      }
      if (!(await clickOnce(page))) throw new Error('no control on the board for this seat');
    }
    await shot(page, 'pocket-cards-end');
    console.log(`pocket-cards: seed ${SEED}, turn ${turn}, checks ${JSON.stringify(seen)}`);
    expect(seen.pokemon).toBeGreaterThan(5);
    expect(seen.attacks).toBeGreaterThan(5);
    expect(seen.handPokemon).toBeGreaterThan(0);
    expect(seen.handTrainers).toBeGreaterThan(0);
    expect(seen.damaged).toBeGreaterThan(0);
    expect(seen.pinned).toBeGreaterThan(1);
    expect(seen.discards).toBeGreaterThan(0);
    expect(seen.options).toBeGreaterThan(0);
    expect(seen.effects).toBeGreaterThan(0);
    await context.close();
  });
});
