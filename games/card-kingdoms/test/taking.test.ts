/**
 * Golden tests for `take_owned KIND random` ("take a random KIND from a
 * player of your choice", as `src/view/card-text.ts` words it): the kind the
 * string names is what is taken. The shipped tables name only monsters
 * (Forgotten Sorrows' activation; a monster's reward); the grammar takes
 * `citizen` too, and the engine used to take a monster for it.
 */
import { describe, expect, it } from 'vitest';
import { parseEffect } from '../src/grammar/parse.ts';
import type { Effect } from '../src/grammar/tree.ts';
import { advance } from '../src/rules/flow.ts';
import { effectTask } from '../src/rules/perform.ts';
import type { CkState } from '../src/state.ts';
import { act, cat, names, position } from './helpers.ts';

function run(state: CkState, effect: Effect, seat = 0): CkState {
  state.queue.unshift(effectTask(seat, effect, 'test'));
  state.pending = null;
  advance(cat, state);
  return state;
}

const TAKE_CITIZEN = parseEffect('take_owned citizen random');
const TAKE_MONSTER = parseEffect('take_owned monster random');
const idx = (name: string) => cat.citizens.findIndex((c) => c.name === name);

describe('take_owned citizen random', () => {
  it('takes one of the chosen victim’s citizens, never a monster or a starter', () => {
    const s = position({
      players: [
        { starters: [] },
        { citizens: ['Cleric', 'Merchant'], monsters: ['Goblin'] },
        { citizens: ['Rogue'], monsters: ['Goblin'] },
      ],
      dice: [3, 4],
    });
    run(s, TAKE_CITIZEN);
    expect(s.pending).toMatchObject({
      player: 0,
      kind: 'take',
      prompt: 'Take a random citizen from a player',
    });
    act(s, { type: 'target', victim: 1 });
    const taken = names(cat.citizens, s.players[0].citizens);
    expect(taken).toHaveLength(1);
    expect(['Cleric', 'Merchant']).toContain(taken[0]);
    expect(names(cat.citizens, s.players[1].citizens)).toEqual(
      ['Cleric', 'Merchant'].filter((n) => n !== taken[0]),
    );
    expect(s.players[0].monsters).toEqual([]);
    expect(s.players[1].monsters).toHaveLength(1);
    expect(s.players[1].starters).toHaveLength(2);
  });

  it('a player with no citizens (starters only) is not a victim; with nobody to take from, nothing happens', () => {
    const s = position({
      players: [{ starters: [] }, { monsters: ['Goblin'] }, { citizens: ['Rogue'] }],
      dice: [3, 4],
    });
    run(s, TAKE_CITIZEN);
    // One victim left: taken without asking.
    expect(names(cat.citizens, s.players[0].citizens)).toEqual(['Rogue']);
    const none = position({ players: [{ starters: [] }, { monsters: ['Goblin'] }], dice: [3, 4] });
    const before = none.pending;
    run(none, TAKE_CITIZEN);
    expect(none.pending).toEqual(before);
    expect(none.players[0].monsters).toEqual([]);
  });

  it('a face-down copy taken leaves the victim’s face-down list and joins the taker face up', () => {
    // The victim's only citizen is face down: the draw can only take it.
    const s = position({
      players: [{ starters: [] }, { citizens: ['Cleric'], flipped: ['Cleric'] }],
      dice: [3, 4],
    });
    run(s, TAKE_CITIZEN);
    expect(s.players[0].citizens).toEqual([idx('Cleric')]);
    expect(s.players[0].extra?.flipped ?? []).toEqual([]);
    expect(s.players[1].citizens).toEqual([]);
    expect(s.players[1].extra?.flipped).toEqual([]);
  });

  it('take_owned monster random still takes a monster', () => {
    const s = position({
      players: [{ starters: [] }, { citizens: ['Cleric'], monsters: ['Goblin'] }],
      dice: [3, 4],
    });
    run(s, TAKE_MONSTER);
    expect(s.players[0].monsters.map((m) => cat.monsters[m].name)).toEqual(['Goblin']);
    expect(s.players[0].citizens).toEqual([]);
    expect(names(cat.citizens, s.players[1].citizens)).toEqual(['Cleric']);
  });
});
