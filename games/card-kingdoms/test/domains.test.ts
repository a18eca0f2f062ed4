/**
 * Golden tests for every base domain: activation effects when built (the
 * builder has 20 gold and 3 shadow, 2 holy, 3 soldier, 3 worker icons), and
 * passives in their phase from the turn after building.
 */
import { describe, expect, it } from 'vitest';
import type { CkAction, CkState } from '../src/state.ts';
import { act, cat, names, position, res, STACKS } from './helpers.ts';

const ICONS = [
  'Rogue',
  'Rogue',
  'Rogue',
  'Cleric',
  'Cleric',
  'Archer',
  'Archer',
  'Archer',
  'Merchant',
  'Merchant',
  'Merchant',
];
const monster = (name: string) => cat.monsters.findIndex((m) => m.name === name);
const citizen = (name: string) => cat.citizens.findIndex((c) => c.name === name && c.expansion === 'base1');

interface Activation {
  name: string;
  answers?: (s: CkState) => CkAction[];
  after: { g: number; s?: number; m?: number; v?: number };
  gains?: string[];
  /** The citizens owned after, when not the icons plus `gains`. */
  citizens?: string[];
  monsters?: string[];
  check?: (s: CkState) => void;
}

const ACTIVATIONS: Activation[] = [
  { name: 'Darktide Harbour', after: { g: 14 }, gains: ['Rogue'] },
  {
    name: "Cloudrider's Camp",
    answers: () => [{ type: 'pick', stack: 1 }],
    after: { g: 12, s: 3 },
    gains: ['Knight'],
  },
  { name: "Rogue's Landing", after: { g: 13 }, gains: ['Merchant'] },
  {
    name: 'Eye of Asteraten',
    answers: () => [{ type: 'slay', area: 0, magic: 0 }],
    after: { g: 13, s: 4 },
    monsters: ['Goblin', 'Goblin'],
  },
  {
    name: "Cutthroat's Truce",
    answers: () => [{ type: 'target', victim: 1 }],
    after: { g: 17 },
    check: (s) => expect(s.players[1].g).toBe(0),
  },
  { name: 'Shattered Hand', after: { g: 13 }, gains: ['Cleric'] },
  {
    name: 'Watcher on the Water',
    answers: () => [{ type: 'return', card: monster('Goblin') }],
    after: { g: 14, v: 3 },
    monsters: [],
    check: (s) => expect(names(cat.monsters, s.monsterAreas[0].cards)).toEqual(['Goblin', 'Goblin']),
  },
  {
    name: 'Nest of the Weaver Witch',
    answers: () => [{ type: 'return', card: citizen('Merchant') }],
    after: { g: 14, v: 3 },
    citizens: ICONS.slice(0, -1),
    check: (s) => expect(s.citizenStacks[2].cards).toHaveLength(2),
  },
  {
    name: 'Grimmwater Keep',
    answers: () => [{ type: 'pick', stack: 3 }],
    after: { g: 10 },
    gains: ['Cleric'],
  },
  { name: "Purloiner's Perch", after: { g: 10 }, monsters: ['Goblin', 'Troll'] },
  { name: 'Golden Obelisk of Nae', answers: () => [{ type: 'accept' }], after: { g: 14, m: 2, v: 3 } },
];

function builder(name: string): CkState {
  return position({
    players: [
      { g: 20, m: 5, starters: [], citizens: ICONS, monsters: ['Goblin'] },
      { g: 2, starters: [], monsters: ['Troll'] },
    ],
    citizenStacks: STACKS,
    monsterAreas: [{ area: 'Hills', cards: ['Goblin'] }],
    domainStacks: [[name]],
    dice: [3, 5],
  });
}

describe('every base domain with an activation effect', () => {
  it.each(ACTIVATIONS.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const state = builder(c.name);
    act(state, { type: 'build', stack: 0 });
    for (const a of c.answers?.(state) ?? []) act(state, a);
    expect(state.pending).toMatchObject({ kind: 'action', prompt: 'Action 2 of 2' });
    expect(res(state, 0)).toEqual({ g: c.after.g, s: c.after.s ?? 0, m: c.after.m ?? 5, v: c.after.v ?? 0 });
    expect(names(cat.citizens, state.players[0].citizens)).toEqual(
      c.citizens ?? [...ICONS, ...(c.gains ?? [])],
    );
    expect(names(cat.monsters, state.players[0].monsters)).toEqual(c.monsters ?? ['Goblin']);
    expect(
      names(
        cat.domains,
        state.players[0].domains.map((d) => d.card),
      ),
    ).toEqual([c.name]);
    c.check?.(state);
  });

  it('a domain needs its role icons and its gold', () => {
    const poor = position({
      players: [{ g: 20, starters: [] }, {}],
      domainStacks: [['Blood Crow Army']],
      dice: [3, 5],
    });
    expect(poor.pending?.options.some((o) => o.type === 'build')).toBe(false);
    const broke = position({
      players: [{ g: 4, starters: [], citizens: ['Archer', 'Archer', 'Archer'] }, {}],
      domainStacks: [['Blood Crow Army']],
      dice: [3, 5],
    });
    expect(broke.pending?.options.some((o) => o.type === 'build')).toBe(false);
  });
});

describe('every base domain with a passive', () => {
  const owner = (domains: string[], more: Record<string, unknown> = {}) => ({
    starters: [],
    domains,
    ...more,
  });

  it('Foxgrove Palisade: pay 2 gold to set a die to 6', () => {
    const s = position({ players: [owner(['Foxgrove Palisade'], { g: 5 }), {}], dice: [1, 2] });
    expect(s.pending?.kind).toBe('dice');
    expect(s.pending?.options).toHaveLength(3);
    act(s, {
      type: 'setDie',
      domain: cat.domains.findIndex((d) => d.name === 'Foxgrove Palisade'),
      die: 0,
      to: 6,
    });
    // Used once a turn: keeping the dice is then the only option, taken at once.
    expect(s.pending?.kind).toBe('action');
    expect(s.dice).toEqual([6, 2]);
    expect(res(s, 0).g).toBe(3);
  });

  it('The Desert Orchid: 1 gold per holy citizen to set a die to 1', () => {
    const s = position({
      players: [owner(['The Desert Orchid'], { g: 5, citizens: ['Cleric', 'Cleric'] }), {}],
      dice: [3, 5],
    });
    const orchid = cat.domains.findIndex((d) => d.name === 'The Desert Orchid');
    act(s, { type: 'setDie', domain: orchid, die: 0, to: 1 });
    expect(s.dice).toEqual([1, 5]);
    // 2 gold paid; then both Clerics pay 3 magic on-turn for the 1.
    expect(res(s, 0)).toEqual({ g: 3, s: 0, m: 6, v: 0 });
  });

  it('Palace of the Dawn: one die minus 1', () => {
    const s = position({ players: [owner(['Palace of the Dawn']), {}], dice: [3, 5] });
    const palace = cat.domains.findIndex((d) => d.name === 'Palace of the Dawn');
    expect(s.pending?.options).toEqual([
      { type: 'setDie', domain: palace, die: 0, to: 2 },
      { type: 'setDie', domain: palace, die: 1, to: 4 },
      { type: 'keepDice' },
    ]);
    act(s, { type: 'setDie', domain: palace, die: 1, to: 4 });
    expect(s.dice).toEqual([3, 4]);
  });

  it("Gargan's Embrace: 1 VP to its owner whenever doubles are rolled, on any turn", () => {
    const s = position({ players: [{ starters: [] }, owner(["Gargan's Embrace"])], dice: [3, 3] });
    expect(res(s, 1).v).toBe(1);
    const odd = position({ players: [{ starters: [] }, owner(["Gargan's Embrace"])], dice: [3, 4] });
    expect(res(odd, 1).v).toBe(0);
  });

  it('Emerald Stronghold: no surcharge for copies owned when hiring', () => {
    const with_ = position({
      players: [owner(['Emerald Stronghold'], { g: 2, citizens: ['Merchant'] }), {}],
      citizenStacks: STACKS,
      dice: [3, 5],
    });
    expect(with_.pending?.options).toContainEqual({ type: 'hire', stack: 2, magic: 0 });
    const without = position({
      players: [{ g: 2, starters: [], citizens: ['Merchant'] }, {}],
      citizenStacks: STACKS,
      dice: [3, 5],
    });
    expect(without.pending?.options).not.toContainEqual({ type: 'hire', stack: 2, magic: 0 });
  });

  it("Pratchett's Plateau: domains cost 1 gold less", () => {
    const s = position({
      players: [owner(["Pratchett's Plateau"], { g: 4, citizens: ['Archer', 'Archer', 'Archer'] }), {}],
      domainStacks: [['Blood Crow Army']],
      dice: [3, 5],
    });
    act(s, { type: 'build', stack: 0 });
    expect(res(s, 0).g).toBe(0);
  });

  it.each([
    ['Cathedral of St Aquila', 'g'],
    ['The Orb of Urdr', 'm'],
  ] as const)('%s: at the end of the actions, take 1 %s from a player', (domain, r) => {
    const s = position({ players: [owner([domain]), { g: 3, m: 3, starters: [] }], dice: [3, 5] });
    act(s, { type: 'take', res: 's' });
    act(s, { type: 'take', res: 's' });
    expect(s.pending).toMatchObject({ player: 0, kind: 'convert' });
    act(s, { type: 'target', victim: 1 });
    expect(res(s, 0)[r]).toBe(1);
    expect(res(s, 1)[r]).toBe(2);
  });

  it.each([
    ['Blood Crow Army', 's'],
    ['Halfpenny Hill', 'g'],
    ['Monolith of Ostendaar', 'm'],
  ] as const)('%s: 1 %s at the start of the actions', (domain, r) => {
    const s = position({ players: [owner([domain]), {}], dice: [3, 5] });
    expect(s.pending?.kind).toBe('action');
    expect(res(s, 0)[r]).toBe(1);
  });

  it('Forgotten Sorrows: 1 magic when hiring; The Violet Thorn: 1 magic when slaying', () => {
    const hire = position({
      players: [owner(['Forgotten Sorrows'], { g: 2 }), {}],
      citizenStacks: STACKS,
      dice: [3, 5],
    });
    act(hire, { type: 'hire', stack: 2, magic: 0 });
    expect(res(hire, 0)).toEqual({ g: 0, s: 0, m: 1, v: 0 });
    const slay = position({
      players: [owner(['The Violet Thorn'], { s: 1 }), {}],
      monsterAreas: [{ area: 'Hills', cards: ['Goblin'] }],
      dice: [3, 5],
    });
    act(slay, { type: 'slay', area: 0, magic: 0 });
    expect(res(slay, 0)).toEqual({ g: 1, s: 0, m: 1, v: 0 });
  });

  it('a passive works only from the turn after its domain is built', () => {
    const s = position({
      players: [{ g: 12, starters: [], citizens: ['Rogue', 'Merchant'] }, {}],
      citizenStacks: STACKS,
      domainStacks: [['Forgotten Sorrows']],
      dice: [3, 5],
    });
    act(s, { type: 'build', stack: 0 });
    act(s, { type: 'hire', stack: 2, magic: 0 });
    // No magic for that hire (the next turn's harvest may pay gold and strength, never magic, to these citizens).
    expect(res(s, 0).m).toBe(0);
    expect(names(cat.citizens, s.players[0].citizens)).toEqual(['Rogue', 'Merchant', 'Merchant']);
  });
});
