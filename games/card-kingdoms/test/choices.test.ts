/**
 * Golden tests for how choices are built: an option that can do nothing now
 * is not offered, a choice left with one option is taken without asking, and
 * one left with none does nothing (the rules summary: "A decision with a
 * single option is taken automatically, everywhere").
 */
import { describe, expect, it } from 'vitest';
import { effectSites, loadTables, parseSite } from '../src/data/load.ts';
import type { Effect } from '../src/grammar/tree.ts';
import { advance } from '../src/rules/flow.ts';
import { effectTask } from '../src/rules/perform.ts';
import type { CkState } from '../src/state.ts';
import { act, cat, names, position, res, STACKS } from './helpers.ts';

const sites = effectSites(loadTables());
function str(table: string, card: string, column: string): Effect {
  const site = sites.find((s) => s.table === table && s.card === card && s.column === column);
  if (!site) throw new Error(`no string for ${table}/${card}.${column}`);
  return parseSite(site);
}

/** Runs `effect` for `seat` now, as its card would, leaving any prompt pending. */
function run(state: CkState, effect: Effect, seat = 0): CkState {
  state.queue.unshift(effectTask(seat, effect, 'test'));
  state.pending = null;
  advance(cat, state);
  return state;
}

const WITHOUT_KNIGHT = STACKS.filter((s) => !s.cards.includes('Knight'));

describe('options that can do nothing are not offered', () => {
  // Bane Spider: "Gain 3 Gold, or take a Knight." (choose g 3 <citizens where name==Knight>)
  const spider = (stacks: typeof STACKS) =>
    position({
      players: [{ s: 6, starters: [] }, {}],
      citizenStacks: stacks,
      monsterAreas: [{ area: 'Forest', cards: ['Bane Spider'] }],
      dice: [3, 4],
    });

  it('Bane Spider with no Knight to take gives the 3 gold without a prompt', () => {
    const s = spider(WITHOUT_KNIGHT);
    act(s, { type: 'slay', area: 0, magic: 0 });
    expect(res(s, 0).g).toBe(3);
    expect(s.players[0].citizens).toEqual([]);
    expect(s.pending).toMatchObject({ player: 0, kind: 'action', prompt: 'Action 2 of 2' });
  });

  it('with a Knight on top of a stack, both options are offered', () => {
    const s = spider(STACKS);
    act(s, { type: 'slay', area: 0, magic: 0 });
    expect(s.pending).toMatchObject({ player: 0, kind: 'choose' });
    expect(s.pending?.options).toEqual([
      { type: 'choose', option: 0 },
      { type: 'choose', option: 1 },
    ]);
    act(s, { type: 'choose', option: 1 });
    expect(names(cat.citizens, s.players[0].citizens)).toEqual(['Knight']);
  });

  it('a choice none of whose options can act does nothing (Amarynth Marauders: a Peasant or a Knight, neither in the centre)', () => {
    const s = position({ players: [{ starters: [] }, {}], citizenStacks: WITHOUT_KNIGHT, dice: [3, 4] });
    const before = s.pending;
    run(s, str('monsters', 'Amarynth Marauders', 'special_reward'));
    expect(s.players[0].citizens).toEqual([]);
    expect(s.pending).toEqual(before);
  });

  it('a count that counts nothing is not an option (Efreet: 2 of a resource per Oasis monster owned)', () => {
    const s = position({ players: [{ starters: [] }, {}], dice: [3, 4] });
    const before = s.pending;
    run(s, str('monsters', 'Efreet', 'special_reward'));
    expect(res(s, 0)).toEqual({ g: 0, s: 0, m: 0, v: 0 });
    expect(s.pending).toEqual(before);
  });

  it('Thief steals only what a victim holds: a victim with magic and no gold leaves one option, taken at once', () => {
    // Thief, on its owner's turn: "steal g 3 m 3" (3 gold or 3 magic from a player of your choice).
    const s = position({ players: [{ starters: [] }, { g: 0, m: 2, starters: [] }], dice: [3, 4] });
    run(s, str('citizens', 'Thief', 'special_payout_on_turn'));
    expect(res(s, 0).m).toBe(2);
    expect(res(s, 1).m).toBe(0);
    expect(s.pending?.kind).toBe('action');
  });

  it("Cathedral of St Aquila's take-1-gold from a player who holds no gold is not asked", () => {
    const s = position({ players: [{ starters: [] }, { g: 0, m: 4, starters: [] }], dice: [3, 4] });
    const before = s.pending;
    run(s, str('domains', 'Cathedral of St Aquila', 'passive_effect'));
    expect(s.pending).toEqual(before);
    expect(res(s, 1).m).toBe(4);
  });
});
