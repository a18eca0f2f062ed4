/**
 * Golden tests for the rules the spec names: turn structure (attach once,
 * Bench of 3, no evolving on either first turn or on a Pokémon played this
 * turn, one Supporter, one retreat, no attack on the first player's first
 * turn), special conditions and their checkup, knockouts and points (2 for
 * ex), promotion as a decision (taken without asking from a Bench of one),
 * win at 3, simultaneous 3 = draw, no Pokémon
 * = loss, the turn limit, the Energy Zone.
 */
import { describe, expect, it } from 'vitest';
import { pocket } from '../src/index.ts';
import type { PocketState } from '../src/state.ts';
import { attack, choose, coins, end, play, position, run } from './helpers.ts';

const snorlax = { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] };

describe('turn structure', () => {
  it('attach once per turn from the Energy Zone', () => {
    run(
      position({ active: { card: 'A1 001' }, zone: 'G' }),
      [
        { action: { type: 'attach', target: 0 } },
        { action: { type: 'attach', target: 0 }, refused: 'illegal-action' },
      ],
      {
        active: [{ energy: ['G'] }, {}],
        zone: [null, null],
      },
    );
  });

  it('no energy for the first player on turn 1, and no attack', () => {
    const s = pocket.setup(pocket.optionsSchema.parse({}), '12');
    while (s.stage === 'setup' || s.pending)
      pocket.apply(s, pocket.toAct(s)[0], {
        type: 'choose',
        option: s.pending?.options.length ? s.pending.options.length - 1 : 0,
      });
    expect(s.turn).toBe(1);
    expect(s.sides[s.current].zone).toBeNull();
    expect(pocket.legalActions(s, s.current).some((a) => a.type === 'attack' || a.type === 'attach')).toBe(
      false,
    );
    pocket.apply(s, s.current, { type: 'end' });
    expect(s.turn).toBe(2);
    expect(s.sides[s.current].zone).not.toBeNull();
    // The preview is its owner's only.
    expect(pocket.view(s, s.current).sides[s.current].next).not.toBeNull();
    expect(pocket.view(s, 1 - s.current).sides[s.current].next).toBeNull();
  });

  it('Bench of 3; one Supporter a turn; one retreat a turn', () => {
    const bench = [{ card: 'A1 001' }, { card: 'A1 001' }, { card: 'A1 094' }];
    run(position({ active: { card: 'A1 053' }, bench, hand: ['A1 094'] }), [], { plays: [] });
    run(
      position({
        active: { card: 'A1 053' },
        hand: ['P-A 007', 'A1 225'],
        deck: ['A1 222', 'A1 224', 'A1 225'],
      }),
      [play(1)],
      {
        plays: [],
      },
    );
    run(
      position({ active: { card: 'A1 053', energy: ['W', 'W'] }, bench: [{ card: 'A1 094' }] }),
      [{ action: { type: 'retreat', to: 1 } }],
      {
        retreats: [],
        active: [{ name: 'Pikachu' }, {}],
      },
    );
  });

  it('retreat names the energy it discards when there is more than one way to pay', () => {
    const me = { active: { card: 'A1 001', energy: ['G', 'W'] }, bench: [{ card: 'A1 094' }] };
    run(position(me), [], {
      retreats: ['retreat to Pikachu, discarding G', 'retreat to Pikachu, discarding W'],
    });
    run(
      position(me),
      [
        { action: { type: 'retreat', to: 1 }, refused: 'illegal-action' },
        { action: { type: 'retreat', to: 1, discard: ['W'] } },
      ],
      {
        bench: [[{ name: 'Bulbasaur', energy: ['G'] }], [{}]],
      },
    );
    // One type only: one way, no answer needed.
    run(position({ active: { card: 'A1 001', energy: ['G', 'G'] }, bench: [{ card: 'A1 094' }] }), [], {
      retreats: ['retreat to Pikachu'],
    });
  });

  it("evolution: not on either player's first turn, not on a Pokémon played this turn", () => {
    run(position({ active: { card: 'A1 001' }, hand: ['A1 002'] }, {}, { turn: 2 }), [], { evolutions: [] });
    run(position({ active: { card: 'A1 001', playedTurn: 3 }, hand: ['A1 002'] }), [], { evolutions: [] });
    run(position({ active: { card: 'A1 001', playedTurn: 2 }, hand: ['A1 002'] }), [], {
      evolutions: ['evolve Bulbasaur into Ivysaur'],
    });
    run(
      position({ active: { card: 'A1 001' }, hand: ['A1 002', 'A1 003'] }),
      [{ action: { type: 'evolve', card: 1, target: 0 } }],
      {
        evolutions: [],
        active: [{ name: 'Ivysaur', hp: 90 }, {}],
      },
    );
  });
});

describe('special conditions', () => {
  it('Poison 10 and Burn 20 at the checkup; Burn heals on heads', () => {
    run(
      position(
        { active: { card: 'A1 001' } },
        { active: { card: 'A1 211', status: ['poisoned', 'burned'] } },
      ),
      [coins(false), end],
      {
        active: [{}, { hp: 120, status: ['poisoned', 'burned'] }],
      },
    );
    run(
      position({ active: { card: 'A1 001' } }, { active: { card: 'A1 211', status: ['burned'] } }),
      [coins(true), end],
      {
        active: [{}, { hp: 130, status: [] }],
      },
    );
  });

  it('Asleep: no attack or retreat; wakes on heads at the checkup', () => {
    run(
      position({
        active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'], status: ['asleep'] },
        bench: [{ card: 'A1 001' }],
      }),
      [],
      {
        attacks: [],
        retreats: [],
      },
    );
    run(
      position(
        { active: { card: 'A1 001' } },
        { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'], status: ['asleep'] } },
      ),
      [coins(true), end],
      {
        attacks: ['attack: Rollout (70)'],
      },
    );
    run(
      position(
        { active: { card: 'A1 001' } },
        { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'], status: ['asleep'] } },
      ),
      [coins(false), end],
      {
        attacks: [],
      },
    );
  });

  it("Paralyzed: lasts through its owner's next turn, then clears", () => {
    run(
      position({ active: { card: 'A1 083', energy: ['W', 'W', 'C'] } }, { active: snorlax }),
      [coins(true), attack(0), { expect: { attacks: [] } }, end, end],
      { attacks: ['attack: Rollout (70)'], active: [{}, { status: [] }], current: 1 },
    );
  });

  it('Confused: tails on the attack, the attack does not happen', () => {
    run(
      position({ active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'], status: ['confused'] } }),
      [coins(false), attack(0)],
      {
        active: [{}, { hp: 150 }],
      },
    );
    run(
      position({ active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'], status: ['confused'] } }),
      [coins(true), attack(0)],
      {
        active: [{}, { hp: 80 }],
      },
    );
  });

  it('retreat and evolution clear special conditions', () => {
    run(
      position({
        active: { card: 'A1 001', energy: ['G'], status: ['poisoned'] },
        bench: [{ card: 'A1 094' }],
      }),
      [{ action: { type: 'retreat', to: 1 } }],
      {
        bench: [[{ name: 'Bulbasaur', status: [] }], [{}]],
      },
    );
    run(
      position({ active: { card: 'A1 001', status: ['poisoned', 'confused'] }, hand: ['A1 002'] }),
      [{ action: { type: 'evolve', card: 1, target: 0 } }],
      {
        active: [{ name: 'Ivysaur', status: [] }, {}],
      },
    );
  });
});

describe('knockouts, points and the end', () => {
  it('an ex is worth 2 points; the knocked-out side promotes as a decision', () => {
    run(
      position(
        { active: { card: 'A1 129', energy: ['P', 'P', 'C', 'C'] } },
        { active: { card: 'A1 096', hp: 50 }, bench: [{ card: 'A1 189' }, { card: 'A1 094' }] },
      ),
      [
        attack(1),
        {
          expect: {
            pending: { player: 1, kind: 'promote', options: ['Rattata (40 HP)', 'Pikachu (60 HP)'] },
          },
        },
        choose(1, 1),
      ],
      { points: [2, 0], active: [{}, { name: 'Pikachu' }], current: 1 },
    );
  });

  it('a prompt with one option is taken without asking: a promotion from a Bench of one', () => {
    run(
      position(
        { active: { card: 'A1 129', energy: ['P', 'P', 'C', 'C'] } },
        { active: { card: 'A1 096', hp: 50 }, bench: [{ card: 'A1 094' }] },
      ),
      [attack(1)],
      { points: [2, 0], active: [{}, { name: 'Pikachu' }], pending: null, current: 1 },
    );
  });

  it('a prompt with one option is taken without asking: setup with one Basic in hand and nothing to bench', () => {
    // Seed 5 deals each side one Basic: both Actives are placed and the Benches finished at setup.
    const s = pocket.setup(pocket.optionsSchema.parse({}), '5') as PocketState;
    expect(s.pending).toBeNull();
    expect(s.stage).toBe('main');
    expect(s.turn).toBe(1);
    expect(s.sides.map((p) => p.active !== null && p.setupDone)).toEqual([true, true]);
    // A setup with two Basics still asks.
    const two = pocket.setup(pocket.optionsSchema.parse({}), '12') as PocketState;
    expect(two.pending).toMatchObject({ kind: 'setupActive' });
    expect(two.pending?.options).toHaveLength(2);
  });

  it('3 points wins; a side with no Pokémon left loses', () => {
    run(
      position(
        { active: { card: 'A1 129', energy: ['P', 'C'] }, points: 2 },
        { active: { card: 'A1 211', hp: 50 } },
      ),
      [attack(0)],
      {
        outcome: { winner: 0, reason: '3 points' },
      },
    );
    run(
      position(
        { active: { card: 'A1 129', energy: ['P', 'C'] } },
        { active: { card: 'A1 211', hp: 50 }, bench: [] },
      ),
      [attack(0)],
      {
        outcome: { winner: 0, reason: 'the opponent has no Pokémon in play' },
        points: [1, 0],
      },
    );
  });

  it('both sides reaching 3 at once is a draw (recoil knocks out the attacker too)', () => {
    run(
      position(
        {
          active: { card: 'A1 149', under: ['A1 147', 'A1 148'], energy: ['F', 'C', 'C', 'C'], hp: 50 },
          points: 2,
          bench: [{ card: 'A1 001' }],
        },
        { active: { card: 'A1 211', hp: 100 }, points: 2 },
      ),
      [attack(0)],
      { outcome: { winner: null, reason: 'both reached 3 points' }, points: [3, 3] },
    );
  });

  it('the turn limit ends the game in a draw', () => {
    run(position({ active: { card: 'A1 001' } }, {}, { turn: 30, turnLimit: 30 }), [end], {
      outcome: { winner: null, reason: 'turn limit (30) reached' },
    });
  });

  it('Poison at the checkup can knock out and score', () => {
    run(
      position({ active: { card: 'A1 001' } }, { active: { card: 'A1 211', hp: 10, status: ['poisoned'] } }),
      [end],
      {
        points: [1, 0],
        active: [{}, { name: 'Rattata' }],
      },
    );
  });

  it('an illegal action is refused with a reason and changes nothing', () => {
    // Seed 12 starts with a setup decision of two options.
    const s = pocket.setup(pocket.optionsSchema.parse({}), '12') as PocketState;
    const before = JSON.stringify(s);
    expect(() => pocket.apply(s, 1 - pocket.toAct(s)[0], { type: 'end' })).toThrow(/owes a decision/);
    expect(() => pocket.apply(s, pocket.toAct(s)[0], { type: 'choose', option: 99 })).toThrow(/no option 99/);
    expect(JSON.stringify(s)).toBe(before);
  });
});
