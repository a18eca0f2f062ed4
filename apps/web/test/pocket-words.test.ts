/**
 * The Pocket board reads the game's words (markup from real views): an
 * active effect says what it does in the log's words (its
 * `effect-registered` line, found by effect id), a Special Condition shows
 * its name with its reminder, and options that read the same are one button
 * with their count.
 */
import { type PocketAction, type PocketEvent, pocket } from '@arbiter/pocket';
import type { LegalChoice, LogEntry } from '@arbiter/server/protocol';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { groupAlike, PocketBoard } from '../src/boards/pocket/PocketBoard.tsx';
import { effectWordsFromLog } from '../src/boards/pocket/words.ts';
import { type PocketPosition, pocketPosition } from './pocket-board-helpers.ts';

type State = PocketPosition;

const build = (setup: unknown): State => pocketPosition(setup, 'board-words');

const side = (extra: Record<string, unknown>) => ({
  deck: ['A1 001', 'A1 001', 'A1 053'],
  points: 0,
  energyTypes: ['G'],
  ...extra,
});

/** The markup's text as a reader sees it: tags dropped, entities read. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('Pocket board words', () => {
  it("an active effect reads as the log's words for it; a condition by its name and reminder", () => {
    const s = build({
      turn: 3,
      current: 0,
      first: 0,
      sides: [
        side({ active: { card: 'A1 053', status: ['poisoned'] }, hand: ['A1 223'] }),
        side({ active: { card: 'A1 211' } }),
      ],
    });
    const giovanni = pocket.legalActions(s, 0).find((a) => a.type === 'play');
    const events: PocketEvent[] = [];
    pocket.apply(s, 0, giovanni!, { emit: (e) => events.push(e) });
    const log: LogEntry[] = [
      {
        index: 0,
        player: 0,
        label: 'play Giovanni',
        events,
        texts: events.map((e) => pocket.describeEvent!(e)),
      },
    ];
    const said = effectWordsFromLog(log);
    expect([...said.values()]).toEqual([
      "Giovanni: attacks used by Player 1's Pokémon do 10 more damage to the opponent's Active Pokémon, until the end of turn 3",
    ]);
    const html = renderToStaticMarkup(
      createElement(PocketBoard, {
        view: pocket.view(s, 0),
        seat: 0,
        seats: [],
        legal: [],
        onAct: () => {},
        log,
      }),
    );
    expect(text(html)).toContain("Giovanni: attacks used by Player 1's Pokémon do 10 more damage");
    expect(text(html)).not.toMatch(/damage boost|team all|_/);
    expect(html).toContain('data-status="poisoned"');
    expect(text(html)).toContain('Poisoned');
    expect(html).toContain('title="Poisoned: 10 damage between turns."');
    // Without the log (a position built directly), the line names its source and how long it lasts.
    const bare = renderToStaticMarkup(
      createElement(PocketBoard, {
        view: pocket.view(s, 0),
        seat: 0,
        seats: [],
        legal: [],
        onAct: () => {},
        log: [],
      }),
    );
    expect(text(bare)).toContain('Giovanni (Seat 1), until the end of turn 3');
  });

  it('options that read the same are one button with their count (the first is sent)', () => {
    const choose = (option: number, label: string): LegalChoice => {
      const action: PocketAction = { type: 'choose', option };
      return { action, label };
    };
    const choices = [
      choose(0, 'put Ekans on the Bench'),
      choose(1, 'put Koffing on the Bench'),
      choose(2, 'put Ekans on the Bench'),
      choose(3, 'finish placing Pokémon'),
    ];
    expect(groupAlike(choices).map((g) => [g.choice.action, g.count])).toEqual([
      [{ type: 'choose', option: 0 }, 2],
      [{ type: 'choose', option: 1 }, 1],
      [{ type: 'choose', option: 3 }, 1],
    ]);
  });
});
