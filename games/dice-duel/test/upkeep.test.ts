/**
 * Upkeep at the start of the attacker's turn: burn deals [2,3,4] by stacks
 * and decays by 1; purify bounces one burn stack to the opponent on a 4+;
 * a KO by burn ends the match before any roll.
 */
import { describe, expect, it } from 'vitest';
import { eventsOf, type StepOut, scenario } from './helpers.ts';

/** Seat 0's turn begins (upkeep, then its first offense roll) and stops. */
function upkeepOf(fighter0: object, purify?: number[], fighter1: object = {}): StepOut {
  return scenario({
    options: { hero1: 'pyromancer', hero2: 'shadow-monk' },
    fighters: [fighter0, fighter1],
    dice: { ...(purify ? { purify } : {}), offense: [1, 2, 4, 5, 1] },
    step: { kind: 'play', actions: [] },
  });
}

describe('burn', () => {
  it.each([
    [1, 2, 0],
    [2, 3, 1],
    [3, 4, 2],
  ])('%i stack(s) deal %i and decay to %i', (stacks, damage, left) => {
    const out = upkeepOf({ statuses: { burn: stacks } });
    expect(out.fighters[0].hp).toBe(30 - damage);
    expect(out.fighters[0].statuses.burn ?? 0).toBe(left);
    expect(eventsOf(out, 'status-tick')).toEqual([
      { type: 'status-tick', seat: 0, status: 'burn', stacks, damage, hp: 30 - damage, left },
    ]);
    expect(out.report.stats[0].burnDamageTaken).toBe(damage);
  });

  it('ticks only on its owner’s upkeep', () => {
    const out = upkeepOf({}, undefined, { statuses: { burn: 3 } });
    expect(out.fighters[1]).toMatchObject({ hp: 30, statuses: { burn: 3 } });
    expect(eventsOf(out, 'status-tick')).toEqual([]);
  });

  it('three stacks burn out over three turns: 4 + 3 + 2', () => {
    const out = scenario({
      options: { hero1: 'pyromancer', hero2: 'shadow-monk' },
      fighters: [{ statuses: { burn: 3 } }],
      dice: { offense: Array(30).fill([1, 2, 4, 5, 1]).flat() },
      step: { kind: 'play', actions: Array(4).fill({ type: 'attack', combo: null, chi: 0 }) },
    });
    expect(eventsOf(out, 'status-tick').map((e) => [e.seat, e.damage, e.left])).toEqual([
      [0, 4, 2],
      [0, 3, 1],
      [0, 2, 0],
    ]);
    expect(out.fighters[0].hp).toBe(21);
  });

  it('a KO by burn at upkeep ends the match before the roll', () => {
    const out = upkeepOf({ hp: 2, statuses: { burn: 1 } });
    expect(out.fighters[0].hp).toBe(0);
    expect(out.phase).toBe('over');
    expect(out.result).toEqual({ winner: 1, reason: 'ko by status damage at upkeep', doubleKo: false });
    expect(eventsOf(out, 'offense-roll')).toEqual([]);
    // legalNext is [] once the match is over (a count otherwise).
    expect(out.legalNext).toEqual([]);
    expect(out.report).toMatchObject({ winner: 1, reason: 'ko by status damage at upkeep' });
  });
});

describe('purify', () => {
  it('on a 4+ moves one burn stack to the opponent, then the rest ticks', () => {
    for (const roll of [4, 5, 6]) {
      const out = upkeepOf({ statuses: { burn: 2, purify: 1 } }, [roll]);
      const p = eventsOf(out, 'purify');
      expect(p).toEqual([{ type: 'purify', seat: 0, roll, success: true, status: 'burn' }]);
      expect(out.fighters[1].statuses.burn).toBe(1);
      // One stack left: 2 damage, then it decays away.
      expect(out.fighters[0]).toMatchObject({ hp: 28, statuses: {} });
      expect(out.report.stats[1].statusGained).toEqual({ 'burn<-purify-bounce': 1 });
    }
  });

  it('on 1..3 the purify stack is spent and all the burn stays', () => {
    for (const roll of [1, 2, 3]) {
      const out = upkeepOf({ statuses: { burn: 2, purify: 1 } }, [roll]);
      expect(eventsOf(out, 'purify')[0]).toMatchObject({ roll, success: false });
      expect(out.fighters[1].statuses.burn).toBeUndefined();
      expect(out.fighters[0]).toMatchObject({ hp: 27, statuses: { burn: 1 } });
    }
  });

  it('is not spent without burn, nor while locked', () => {
    const noBurn = upkeepOf({ statuses: { purify: 1 } }, [6]);
    expect(eventsOf(noBurn, 'purify')).toEqual([]);
    expect(noBurn.fighters[0].statuses.purify).toBe(1);
    const locked = upkeepOf(
      { statuses: { burn: 1, purify: 1 }, locked: [{ status: 'purify', stacks: 1, unlockTurn: 5 }] },
      [6],
    );
    expect(eventsOf(locked, 'purify')).toEqual([]);
    expect(locked.fighters[0].statuses).toEqual({ purify: 1 });
    expect(locked.fighters[0].hp).toBe(28);
  });

  it('a bounce can save its owner from a KO by burn', () => {
    const saved = upkeepOf({ hp: 3, statuses: { burn: 2, purify: 1 } }, [4]);
    expect(saved.result).toBeNull();
    expect(saved.fighters[0].hp).toBe(1);
    const lost = upkeepOf({ hp: 3, statuses: { burn: 2, purify: 1 } }, [3]);
    expect(lost.result).toMatchObject({ winner: 1 });
  });
});
