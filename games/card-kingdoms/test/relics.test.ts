/**
 * The `relics` option (expansion set-up): one relic dealt to each player
 * after every base draw; a relic that consumes an action is a main action
 * of its holder, offered when what it pays is held.
 */
import { createRng, randInt } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { cardKingdoms } from '../src/index.ts';
import type { CkAction, CkState } from '../src/state.ts';
import { act, cat, position, res } from './helpers.ts';

const idx = (name: string) => cat.relics.findIndex((r) => r.name === name);

describe('relics', () => {
  it('deals one relic each, seeded, and leaves the base set-up as it was', () => {
    const plain = cardKingdoms.setup(cardKingdoms.optionsSchema.parse({ players: 3 }), 'relic-seed');
    const dealt = cardKingdoms.setup(
      cardKingdoms.optionsSchema.parse({ players: 3, relics: true }),
      'relic-seed',
    );
    const again = cardKingdoms.setup(
      cardKingdoms.optionsSchema.parse({ players: 3, relics: true }),
      'relic-seed',
    );
    expect(dealt.citizenStacks).toEqual(plain.citizenStacks);
    expect(dealt.monsterAreas).toEqual(plain.monsterAreas);
    expect(dealt.domainStacks).toEqual(plain.domainStacks);
    const relics = dealt.players.map((p) => p.extra?.relics ?? []);
    expect(relics.every((r) => r.length === 1)).toBe(true);
    expect(new Set(relics.flat()).size).toBe(3);
    expect(again.players.map((p) => p.extra?.relics)).toEqual(relics);
    expect(plain.players.every((p) => p.extra === undefined)).toBe(true);
  });

  it('an action relic is a main action (Gold Bastion: 1 strength and 1 gold for an action)', () => {
    const s = position({
      players: [{ starters: [], relics: ['Gold Bastion'] }, { starters: [] }],
      dice: [3, 4],
    });
    const use: CkAction = { type: 'relic', relic: idx('Gold Bastion') };
    expect(s.pending?.options).toContainEqual(use);
    act(s, use);
    expect(res(s, 0)).toMatchObject({ g: 1, s: 1 });
    expect(s.pending).toMatchObject({ kind: 'action', prompt: 'Action 2 of 2' });
    expect(cardKingdoms.describe(use, s)).toBe('use Gold Bastion');
  });

  it('a relic that pays is offered only when payable (Lich Sword: 1 strength for 3 magic); passive relics are not actions', () => {
    const none = position({
      players: [{ starters: [], relics: ['Lich Sword', 'Violet Ring'] }, { starters: [] }],
      dice: [3, 4],
    });
    expect(none.pending?.options.some((o) => o.type === 'relic')).toBe(false);
    const some = position({
      players: [{ starters: [], s: 1, relics: ['Lich Sword'] }, { starters: [] }],
      dice: [3, 4],
    });
    act(some, { type: 'relic', relic: idx('Lich Sword') });
    expect(res(some, 0)).toMatchObject({ s: 0, m: 3 });
  });

  it('random games with relics run to the end: resources never negative, same game from the same seed', () => {
    const play = (seed: string): CkState => {
      const s = cardKingdoms.setup(cardKingdoms.optionsSchema.parse({ players: 3, relics: true }), seed);
      const rng = createRng(`chooser/${seed}`);
      while (!cardKingdoms.outcome(s)) {
        const [p] = cardKingdoms.toAct(s);
        const legal = cardKingdoms.legalActions(s, p);
        cardKingdoms.apply(s, p, legal[randInt(rng, legal.length)]);
        for (const q of s.players) expect(Math.min(q.g, q.s, q.m, q.v)).toBeGreaterThanOrEqual(0);
      }
      return s;
    };
    for (let i = 0; i < 30; i++) {
      const a = play(`relic-game/${i}`);
      expect(cardKingdoms.outcome(a)).not.toBeNull();
      if (i < 5) expect(play(`relic-game/${i}`)).toEqual(a);
    }
  }, 60_000);
});
