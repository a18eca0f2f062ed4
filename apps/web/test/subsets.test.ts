/** Subset groups of legal actions (the mulligan's "pick the cards, then confirm"), on made-up lists and a real game. */
import { Match } from '@arbiter/core';
import { queensBlood } from '@arbiter/queens-blood';
import type { LegalChoice } from '@arbiter/server/protocol';
import { describe, expect, it } from 'vitest';
import { choiceFor, subsetGroup } from '../src/actions/subsets.ts';

function powerSet<T>(items: T[]): T[][] {
  const sets: T[][] = [[]];
  for (const x of items) for (const s of sets.slice()) sets.push([...s, x]);
  return sets;
}

const names: Record<number, string> = { 11: 'Archdragon', 12: 'Cactuar', 13: 'Grasslands Wolf' };
const mulligans: LegalChoice[] = powerSet([11, 12, 13]).map((replace) => ({
  action: { type: 'mulligan', replace, round: 1 } as LegalChoice['action'],
  label: replace.length ? `mulligan ${replace.map((u) => names[u]).join(', ')}` : 'keep the opening hand',
}));

describe('subset groups', () => {
  it('finds the one list field, names each item from the action choosing it alone, and matches any order', () => {
    const g = subsetGroup('mulligan', mulligans)!;
    expect(g.field).toBe('replace');
    expect(g.items).toEqual([
      { value: 11, label: 'Archdragon' },
      { value: 12, label: 'Cactuar' },
      { value: 13, label: 'Grasslands Wolf' },
    ]);
    expect(choiceFor(g, [])!.label).toBe('keep the opening hand');
    expect(choiceFor(g, [13, 11])!.action).toEqual({ type: 'mulligan', replace: [11, 13], round: 1 });
    expect(choiceFor(g, [14])).toBeNull();
  });

  it('lets a family that is not every subset through, refusing the sets it does not hold', () => {
    const some = mulligans.filter((c) => (c.action as unknown as { replace: number[] }).replace.length !== 1);
    const g2 = subsetGroup('mulligan', some)!;
    expect(g2.items.map((i) => i.label)).toEqual(['11', '12', '13']); // no single-item action to name them by
    expect(choiceFor(g2, [12])).toBeNull();
    expect(choiceFor(g2, [12, 13])).not.toBeNull();
  });

  it('leaves other groups alone: two varying fields, non-list fields, too few actions', () => {
    const attacks: LegalChoice[] = [0, 1, 2, 3].map((chi) => ({
      action: { type: 'attack', combo: chi % 2 ? 'A' : 'B', chi } as LegalChoice['action'],
      label: `attack ${chi}`,
    }));
    expect(subsetGroup('attack', attacks)).toBeNull();
    const plays: LegalChoice[] = [0, 1, 2, 3].map((card) => ({
      action: { type: 'play', card } as LegalChoice['action'],
      label: `play ${card}`,
    }));
    expect(subsetGroup('play', plays)).toBeNull();
    expect(subsetGroup('mulligan', mulligans.slice(0, 3))).toBeNull();
  });

  it("makes Queen's Blood's 32 mulligan actions one chooser over the five cards in hand", () => {
    const match = new Match(queensBlood, { decks: ['starter', 'starter'] }, 'subsets');
    const seat = match.toAct()[0];
    const legal = match.legalActions(seat).map((action) => ({
      action,
      label: queensBlood.describe(action, match.state),
    }));
    expect(legal).toHaveLength(32);
    const g = subsetGroup('mulligan', legal)!;
    const hand = (match.view(seat) as { hand: Array<{ uid: number; name: string }> }).hand;
    expect(g.items.map((i) => i.value).sort()).toEqual(hand.map((c) => c.uid).sort());
    expect(g.items.map((i) => i.label).sort()).toEqual(hand.map((c) => c.name).sort());
    for (const subset of powerSet(hand.map((c) => c.uid))) expect(choiceFor(g, subset)).not.toBeNull();
  });
});
