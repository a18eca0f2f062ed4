/**
 * The Pocket board rendered to markup from real views (positions built with
 * the game's scenario spec): a pending decision shows the card whose text is
 * resolving with that text, to both seats; every Pokémon in play carries its
 * printed card (stage, evolves from, weakness, retreat, attacks with cost,
 * damage and text) and its live HP and damage; the opponent's hand is never
 * drawn, only its size.
 */
import { type PocketAction, pocket } from '@arbiter/pocket';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PocketBoard } from '../src/boards/pocket/PocketBoard.tsx';
import type { BoardChoice } from '../src/boards/types.ts';
import { type PocketPosition, pocketPosition } from './pocket-board-helpers.ts';

type State = PocketPosition;

const markup = (s: State, seat: 0 | 1, legal: BoardChoice<PocketAction>[] = []) =>
  renderToStaticMarkup(
    createElement(PocketBoard, {
      view: pocket.view(s, seat),
      seat,
      seats: [],
      legal,
      onAct: () => {},
      log: [],
    }),
  );

/** Text with tags removed, so wording split across elements reads as one line. */
const text = (html: string) => html.replace(/<[^>]+>/g, '');

const build = (setup: unknown): State => pocketPosition(setup, 'board-markup');

const side = (extra: Record<string, unknown>) => ({
  deck: ['A1 001', 'A1 001', 'A1 053'],
  discard: [],
  points: 0,
  energyTypes: ['G'],
  zone: 'G',
  next: 'G',
  ...extra,
});

describe('Pocket board markup', () => {
  it("a Trainer's decision shows the resolving card and its text to both seats; the opponent's hand stays hidden", () => {
    const s = build({
      turn: 3,
      current: 0,
      first: 0,
      turnLimit: 30,
      sides: [
        side({
          active: { card: 'A1 002', under: ['A1 001'], hp: 40, energy: ['G'] },
          bench: [{ card: 'A1 001', hp: 50 }],
          hand: ['P-A 001'],
        }),
        side({ active: { card: 'A1 211' }, hand: ['A1 225', 'A1 219'] }),
      ],
    });
    const play = pocket.legalActions(s, 0).find((a) => a.type === 'play');
    expect(play).toBeDefined();
    pocket.apply(s, 0, play!);
    expect(s.pending?.kind).toBe('effect');
    const legal = pocket
      .legalActions(s, 0)
      .map((action) => ({ action, label: pocket.describe(action, s, 0) }));
    const mine = text(markup(s, 0, legal));
    expect(mine).toContain('Resolving: Potion');
    expect(mine).toContain('Heal 20 damage from 1 of your Pokémon.');
    const theirs = markup(s, 1);
    expect(text(theirs)).toContain('Resolving: Potion');
    expect(text(theirs)).toContain('Heal 20 damage from 1 of your Pokémon.');
    // Seat 1 holds Sabrina and Erika: seat 0's page never names them.
    expect(mine).not.toContain('Sabrina');
    expect(mine).not.toContain('Erika');
    expect(mine).toContain('hand 2');
    expect(text(theirs)).toContain('Sabrina');
  });

  it('every Pokémon in play carries its printed card and live HP', () => {
    const s = build({
      turn: 3,
      current: 0,
      first: 0,
      turnLimit: 30,
      sides: [
        side({ active: { card: 'A1 002', under: ['A1 001'], hp: 40, energy: ['G', 'G'] }, hand: [] }),
        side({ active: { card: 'A1 003', under: ['A1 001', 'A1 002'], status: ['poisoned'] }, hand: [] }),
      ],
    });
    const page = text(markup(s, 0));
    // Ivysaur: Stage 1 from Bulbasaur, 40 of 90 HP left, weak to Fire, retreat 2, Razor Leaf [G][C][C] 60.
    expect(page).toContain('Stage 1 Pokémon · evolves from Bulbasaur');
    expect(page).toContain('40 / 90 HP · 50 damage');
    expect(page).toContain('Razor Leaf 60');
    // Venusaur: Stage 2 from Ivysaur, Mega Drain with its text, Poisoned.
    expect(page).toContain('Stage 2 Pokémon · evolves from Ivysaur');
    expect(page).toContain('Mega Drain 80');
    expect(page).toContain('Heal 30 damage from this Pokémon.');
    const html = markup(s, 0);
    expect(html).toContain('data-cost="GCC"');
    expect(html).toContain('data-cost="GGCC"');
    expect(html).toContain('data-status="poisoned"');
    expect(html).toMatch(/data-weakness="R" data-retreat="2"/);
  });

  it('an active effect shows the printed text of the card that made it', () => {
    const s = build({
      turn: 3,
      current: 0,
      first: 0,
      turnLimit: 30,
      sides: [
        side({
          active: { card: 'A1 002', under: ['A1 001'] },
          bench: [{ card: 'A1 001' }],
          hand: ['P-A 002'],
        }),
        side({ active: { card: 'A1 211' }, hand: [] }),
      ],
    });
    expect(text(markup(s, 1))).not.toContain('Retreat Cost of your Active Pokémon is 1 less');
    const play = pocket.legalActions(s, 0).find((a) => a.type === 'play');
    pocket.apply(s, 0, play!);
    expect(s.effects.effects.length).toBeGreaterThan(0);
    for (const seat of [0, 1] as const) {
      const html = markup(s, seat);
      expect(html).toContain('data-source-card="P-A 002"');
      expect(text(html)).toContain('X Speed');
      expect(text(html)).toContain('During this turn, the Retreat Cost of your Active Pokémon is 1 less.');
    }
  });

  it("a hand revealed by Hand Scope and Pokédex's look at the deck are readable cards, to their viewer only", () => {
    const s = build({
      turn: 3,
      current: 0,
      first: 0,
      turnLimit: 30,
      sides: [
        side({
          active: { card: 'A1 001' },
          hand: ['P-A 003', 'P-A 004'],
          deck: ['A1 002', 'A1 219', 'A1 001'],
        }),
        side({ active: { card: 'A1 211' }, hand: ['A1 225'] }),
      ],
    });
    for (const uid of [s.sides[0].hand[0], s.sides[0].hand[1]]) {
      const play = pocket.legalActions(s, 0).find((a) => a.type === 'play' && a.card === uid);
      expect(play).toBeDefined();
      pocket.apply(s, 0, play!);
    }
    const mine = markup(s, 0);
    expect(text(mine)).toContain('Hand revealed to you this turn: Sabrina');
    expect(mine).toContain('data-card="A1 225"');
    expect(text(mine)).toContain('Top of your deck, first to last: IvysaurErikaBulbasaur');
    const theirs = markup(s, 1);
    expect(text(theirs)).not.toContain('Top of your deck');
    expect(text(theirs)).not.toContain('revealed to you');
  });
});
