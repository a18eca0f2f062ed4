/**
 * The Pocket board shows damage waiting for the end of a turn (issue 21,
 * `delayed_damage`): Flower Trick's 70 on a chosen Bench spot is listed on the
 * Pokémon in that spot (and among the active effects) for both seats, and a
 * Pokémon elsewhere on that side does not show it.
 */
import { type PocketAction, pocket } from '@arbiter/pocket';
import { describe, expect, it } from 'vitest';
import { type PocketPosition, pocketBoardMarkup, pocketPosition } from './pocket-board-helpers.ts';

type State = PocketPosition;

const build = (setup: unknown): State => pocketPosition(setup, 'board-delayed');

const markup = (s: State, seat: 0 | 1) => pocketBoardMarkup(s, seat);

/** The markup of the Pokémon card whose aria-label starts with `label`. */
function card(html: string, label: string): string {
  const at = html.indexOf(`aria-label="${label}`);
  expect(at).toBeGreaterThan(-1);
  return html.slice(at, html.indexOf('</article>', at));
}

describe('Pocket board: delayed damage', () => {
  it("shows Flower Trick's waiting damage on the Pokémon in the chosen Bench spot, to both seats", () => {
    let s = build({
      turn: 3,
      current: 0,
      first: 0,
      sides: [
        { active: { card: 'B2a 003', energy: ['G'] }, deck: ['A1 001', 'A1 001'], energyTypes: ['G'] },
        {
          active: { card: 'A1 211' },
          bench: [{ card: 'A1 189' }, { card: 'A1 001' }],
          deck: ['A1 001', 'A1 001'],
          energyTypes: ['C'],
        },
      ],
    });
    s = pocket.apply(s, 0, { type: 'attack', index: 0 } as PocketAction);
    // Bench spot 2: the Bulbasaur.
    s = pocket.apply(s, 0, { type: 'choose', option: 2 } as PocketAction);
    for (const seat of [0, 1] as const) {
      const html = markup(s, seat);
      expect(card(html, 'Bulbasaur')).toContain('Flower Trick');
      expect(card(html, 'Rattata')).not.toContain('Flower Trick');
      expect(card(html, 'Snorlax')).not.toContain('Flower Trick');
      expect(html).toContain('Active effects');
    }
  });
});
