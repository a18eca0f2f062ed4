/**
 * The Pocket board shows the later card kinds (issue 21): the Stadium in
 * play with its name, who played it and its text, to both seats, with its
 * action when the seat may use it; a Pokémon's attached Tool with its text;
 * a Tool in hand attached from the Pokémon it can go on; and no Stadium zone
 * content when none is in play.
 */
import { type PocketAction, pocket } from '@arbiter/pocket';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PocketBoard } from '../src/boards/pocket/PocketBoard.tsx';
import type { BoardChoice } from '../src/boards/types.ts';
import { type PocketPosition, pocketPosition } from './pocket-board-helpers.ts';

type State = PocketPosition;

const text = (html: string) => html.replace(/<[^>]+>/g, '');

const build = (setup: unknown): State => pocketPosition(setup, 'board-tools');

const markup = (s: State, seat: 0 | 1) => {
  const legal: BoardChoice<PocketAction>[] =
    pocket.toAct(s)[0] === seat
      ? pocket.legalActions(s, seat).map((action) => ({ action, label: pocket.describe(action, s, seat) }))
      : [];
  return renderToStaticMarkup(
    createElement(PocketBoard, {
      view: pocket.view(s, seat),
      seat,
      seats: [],
      legal,
      onAct: () => {},
      log: [],
    }),
  );
};

const position = (stadium?: unknown, bench: unknown[] = []) =>
  build({
    turn: 3,
    current: 0,
    first: 0,
    sides: [
      {
        active: { card: 'A1 001', tool: 'A2 147' },
        bench,
        hand: ['A3 147'],
        deck: ['A1 001', 'A1 001'],
        energyTypes: ['G'],
      },
      { active: { card: 'A1 211' }, deck: ['A1 001'], energyTypes: ['C'] },
    ],
    ...(stadium ? { stadium } : {}),
  });

describe('Pocket board: Tools and the Stadium', () => {
  it('shows the Stadium in play and its text to both seats, its action to the seat that may use it', () => {
    const s = position({ card: 'B3 153', owner: 1 });
    for (const seat of [0, 1] as const) {
      const t = text(markup(s, seat));
      expect(t).toContain('Stadium in play');
      expect(t).toContain('Fragrant Forest');
      expect(t).toContain('put a random Basic');
    }
    expect(text(markup(s, 0))).toContain('use the Stadium Fragrant Forest');
    expect(text(markup(s, 1))).not.toContain('use the Stadium Fragrant Forest');
  });

  it("shows a Pokémon's Tool with its text and its HP with the Tool; a Tool in hand is attached from its Pokémon", () => {
    const t = text(markup(position(), 0));
    expect(t).toContain('Giant Cape');
    expect(t).toContain('gets +20 HP');
    expect(t).toContain('90 / 90 HP');
    // Bulbasaur holds a Tool: Leaf Cape has nowhere to go.
    expect(t).not.toContain('attach Leaf Cape');
    expect(t).toMatch(/Stadium in play\s*none/);
    // A Benched Pokémon without one takes it.
    expect(text(markup(position(undefined, [{ card: 'A1 094' }]), 0))).toContain(
      'attach Leaf Cape to Pikachu',
    );
  });

  it('shows both Tools of a Pokémon whose Ability allows two (Dual Customization), each with its text, to both seats', () => {
    const s = build({
      turn: 3,
      current: 0,
      first: 0,
      sides: [
        {
          active: { card: 'B4 115', under: ['B4 114'], tools: ['A2 147', 'A3 146'] },
          deck: ['A1 001', 'A1 001'],
          energyTypes: ['M'],
        },
        { active: { card: 'A1 211' }, deck: ['A1 001'], energyTypes: ['C'] },
      ],
    });
    for (const seat of [0, 1] as const) {
      const html = markup(s, seat);
      expect(html.match(/class="pk-tool small" data-tool="[^"]+"/g)).toEqual([
        'class="pk-tool small" data-tool="A2 147"',
        'class="pk-tool small" data-tool="A3 146"',
      ]);
      const t = text(html);
      expect(t).toContain('Giant Cape');
      expect(t).toContain('gets +20 HP');
      expect(t).toContain('Poison Barb');
      expect(t).toContain('140 / 140 HP');
    }
  });
});
