/**
 * The board after a permanent enters or leaves is built from the board before
 * the move when every source was local (engine/board-moves.ts). It must be
 * the board the layers make from scratch — same permanents, same order, same
 * values — in particular when the object that moves is itself a source.
 */
import { createRng, randInt } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { movesBuilt } from '../src/engine/board-moves.ts';
import { type Board, board, boardFromScratch } from '../src/engine/derived.ts';
import type { MtgState } from '../src/engine/state.ts';
import { moveTo } from '../src/engine/zones.ts';
import { mtg } from '../src/index.ts';
import { build, player, tagged } from './helpers.ts';

/** A board as comparable text: permanents in board order, keywords sorted. */
function boardText(b: Board): string {
  return JSON.stringify([...b.byId.values()].map((d) => ({ ...d, keywords: [...d.keywords].sort() })));
}

function expectFresh(s: MtgState, at: string): void {
  expect(boardText(board(s)), at).toBe(boardText(boardFromScratch(s)));
}

const pt = (s: MtgState, tag: string) => {
  const d = board(s).byId.get(tagged(s, tag))!;
  return `${d.power}/${d.toughness}`;
};

describe('the board after moves, built from the board before them', () => {
  it('a lord entering a board of local sources (an Aura) gives the other Goblins +1/+1', () => {
    const s = build({
      players: [
        player({
          battlefield: [
            { card: 'raging_goblin', tag: 'goblin' },
            { card: 'grizzly_bears', tag: 'bears' },
            { card: 'pacifism', tag: 'aura', attachedTo: 'bears' },
          ],
          hand: [{ card: 'goblin_king', tag: 'king' }],
        }),
        player(),
      ],
    });
    expect(pt(s, 'goblin')).toBe('1/1');
    const before = movesBuilt.count;
    moveTo(s, tagged(s, 'king'), 'battlefield', { controller: 0 });
    expect(pt(s, 'goblin')).toBe('2/2');
    expectFresh(s, 'after the lord entered');
    // The entering lord is a source: that board was computed from scratch.
    expect(movesBuilt.count).toBe(before);
  });

  it('a source leaving (the Aura) takes its effect with it; a card that is no source is built from before', () => {
    const s = build({
      players: [
        player({
          battlefield: [
            { card: 'grizzly_bears', tag: 'bears' },
            { card: 'pacifism', tag: 'aura', attachedTo: 'bears' },
          ],
          hand: [{ card: 'raging_goblin', tag: 'goblin' }],
        }),
        player(),
      ],
    });
    const flags = () => board(s).byId.get(tagged(s, 'bears'))!.flags.length;
    expect(flags()).toBeGreaterThan(0);
    const before = movesBuilt.count;
    // Not a source: the board after is the board before plus the Goblin.
    moveTo(s, tagged(s, 'goblin'), 'battlefield', { controller: 0 });
    expectFresh(s, 'after the Goblin entered');
    expect(movesBuilt.count).toBe(before + 1);
    // The Aura is a source: its host loses what it gave.
    moveTo(s, tagged(s, 'aura'), 'graveyard');
    expect(flags()).toBe(0);
    expectFresh(s, 'after the Aura left');
  });

  it('over random 6ED games, after every action the kept board is the board from scratch, in order', () => {
    const pairings: Array<[string, string]> = [
      ['red_burn', 'white_weenie'],
      ['green_midrange', 'black_aggro'],
      ['blue_control', 'rakdos'],
    ];
    const before = movesBuilt.count;
    let checked = 0;
    for (const [deck1, deck2] of pairings)
      for (let g = 0; g < 2; g++) {
        const seed = `board-moves/${deck1}/${g}`;
        const s = mtg.setup({ deck1, deck2 } as never, seed);
        const rng = createRng(seed);
        for (let i = 0; i < 30000 && !mtg.outcome(s); i++) {
          const p = mtg.toAct(s)[0];
          const legal = mtg.legalActions(s, p);
          mtg.apply(s, p, legal[randInt(rng, legal.length)]);
          expectFresh(s, `${seed} action ${i}`);
          checked++;
        }
      }
    expect(checked).toBeGreaterThan(500);
    expect(movesBuilt.count - before).toBeGreaterThan(50);
  });
});
