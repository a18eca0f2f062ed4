/**
 * Card Kingdoms' events: what the dice harvested, per player; purchases
 * with what was paid; slays with their rewards; builds and the domain
 * turned face up; dukes kept in secret (the keeper alone reads which); the
 * end's scores with every duke; and, for every shipped effect string run
 * for a player, an event for every change it makes, in words.
 */
import { createRng, hashState, Match, pick } from '@arbiter/core';
import { assertReadableWords } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { effectSites, loadTables, parseSite } from '../src/data/load.ts';
import { handles, usesOf } from '../src/effects/coverage.ts';
import type { CkEvent } from '../src/events/events.ts';
import { describeEvent } from '../src/events/words.ts';
import type { Effect } from '../src/grammar/tree.ts';
import { cardKingdoms } from '../src/index.ts';
import { advance } from '../src/rules/flow.ts';
import { effectTask } from '../src/rules/perform.ts';
import type { CkState } from '../src/state.ts';
import { actTold, cat, position, STACKS, told } from './helpers.ts';

const of = <T extends CkEvent['type']>(events: readonly CkEvent[], type: T) =>
  events.filter((e): e is Extract<CkEvent, { type: T }> => e.type === type);

describe('the harvest', () => {
  it('tells each player what the dice harvested, and from which cards', () => {
    const events: CkEvent[] = [];
    // A 2 and a 5 (sum 7): seat 1's Peasant (5) and Rogue (7) pay at once on its turn; its Merchant (2)
    // asks, so what follows waits its turn: seat 2's Peasant and Rogue pay off-turn once it is answered.
    const s = position(
      {
        players: [{ citizens: ['Rogue', 'Merchant'] }, { citizens: ['Rogue'] }],
        dice: [2, 5],
      },
      'harvest',
      (e) => events.push(e),
    );
    expect(of(events, 'harvest')).toEqual([
      {
        type: 'harvest',
        player: 0,
        cards: [
          { card: 'Peasant', times: 1 },
          { card: 'Rogue', times: 1 },
          { card: 'Merchant', times: 1 },
        ],
        gained: { g: 3, s: 2 },
      },
      {
        type: 'harvest',
        player: 1,
        cards: [
          { card: 'Peasant', times: 1 },
          { card: 'Rogue', times: 1 },
        ],
        gained: {},
      },
    ]);
    expect(told(of(events, 'harvest'))).toEqual([
      'Seat 1 harvests 3 gold and 2 strength from Peasant, Rogue and Merchant',
      "Seat 2's Peasant and Rogue activate",
    ]);
    expect(told(actTold(s, { type: 'choose', option: 0 }))).toEqual([
      'Seat 1 chooses “gain 2 gold” (Merchant)',
      'Seat 1 gains 2 gold (Merchant)',
      'Seat 2 gains 1 gold (Peasant)',
      'Seat 2 gains 1 gold and 1 strength (Rogue)',
    ]);
  });

  it('tells when no citizen activates, and a double activation counts twice', () => {
    const none: CkEvent[] = [];
    position({ players: [{ starters: [] }, { starters: [] }], dice: [3, 4] }, 'none', (e) => none.push(e));
    expect(told(none)).toEqual(['No citizen activates on 3 and 4']);
    const twice: CkEvent[] = [];
    position({ players: [{}, { starters: [] }], dice: [5, 5] }, 'twice', (e) => twice.push(e));
    expect(told(of(twice, 'harvest'))).toEqual(['Seat 1 harvests 2 gold from Peasant twice']);
  });

  it('tells a choice made for a card, and what it gave', () => {
    const s = position({ players: [{ starters: [], citizens: ['Merchant'] }, {}], dice: [2, 1] });
    expect(s.pending).toMatchObject({ kind: 'choose', prompt: 'Merchant: Gain 2 gold or 2 magic' });
    const events = actTold(s, { type: 'choose', option: 1 });
    expect(told(events)).toEqual([
      'Seat 1 chooses “gain 2 magic” (Merchant)',
      'Seat 1 gains 2 magic (Merchant)',
    ]);
    expect(events[0]).toMatchObject({ type: 'chose', level: 'verbose' });
  });
});

describe('purchases', () => {
  const table = (): CkState =>
    position({
      players: [
        { g: 10, s: 6, m: 3, starters: [], citizens: ['Knight', 'Knight', 'Knight'] },
        { starters: [] },
      ],
      citizenStacks: STACKS,
      monsterAreas: [{ area: 'Hills', cards: ['Goblin King', 'Goblin'] }],
      domainStacks: [['Halfpenny Hill', 'Blood Crow Army']],
      dice: [3, 4],
    });

  it('a hire tells what it cost, magic included', () => {
    const s = table();
    // The Cleric costs 3: 2 gold and 1 magic.
    const events = actTold(s, { type: 'hire', stack: 3, magic: 1 });
    expect(events).toEqual([{ type: 'hired', player: 0, card: 'Cleric', paid: { g: 2, m: 1 } }]);
    expect(told(events)).toEqual(['Seat 1 hires Cleric for 2 gold and 1 magic']);
  });

  it('a slay tells what it cost, what the monster is worth and what it gave', () => {
    const s = table();
    const events = actTold(s, { type: 'slay', area: 0, magic: 0 });
    expect(of(events, 'slain')).toEqual([
      { type: 'slain', player: 0, card: 'Goblin', area: 'Hills', paid: { s: 1 }, reward: { g: 1 }, vp: 1 },
    ]);
    expect(told(of(events, 'slain'))).toEqual([
      'Seat 1 slays Goblin (Hills) for 1 strength, worth 1 VP, and gains 1 gold',
    ]);
  });

  it('a build tells what it cost, and the domain now on top of its stack', () => {
    const s = table();
    const events = actTold(s, { type: 'build', stack: 0, magic: 2 });
    expect(events.slice(0, 2)).toEqual([
      { type: 'built', player: 0, card: 'Blood Crow Army', paid: { g: 3, m: 2 }, vp: 2 },
      { type: 'revealed', stack: 0, card: 'Halfpenny Hill' },
    ]);
    expect(told(events.slice(0, 2))).toEqual([
      'Seat 1 builds Blood Crow Army for 3 gold and 2 magic, worth 2 VP',
      'Halfpenny Hill is now on top of domain stack 1',
    ]);
  });

  it('taking a resource, and the turn passing, are told', () => {
    const s = table();
    expect(told(actTold(s, { type: 'take', res: 'g' }))).toEqual(['Seat 1 takes 1 gold']);
    const end = told(actTold(s, { type: 'take', res: 'm' }));
    expect(end[0]).toBe('Seat 1 takes 1 magic');
    expect(end[1]).toBe('Round 1, turn 3: seat 2 plays');
    expect(end[2]).toMatch(/^Seat 2 rolls [1-6] and [1-6]$/);
  });
});

describe('dukes and the end', () => {
  it('each seat is dealt and keeps its duke in secret: the others read only that a duke was kept', () => {
    const match = new Match(cardKingdoms, { players: 2 }, 'dukes');
    const dealt = match.events.map((r) => r.event);
    expect(dealt.map((e) => [e.type, 'visibleTo' in e ? e.visibleTo : null])).toEqual([
      ['dukes-dealt', 0],
      ['dukes-dealt', 1],
    ]);
    const [duke] = match.legalActions(0);
    match.act(0, duke);
    const kept = match.state.players[0].duke as number;
    const mine = match.eventsFor(0).map((r) => describeEvent(r.event));
    const theirs = match.eventsFor(1).map((r) => describeEvent(r.event));
    expect(mine).toContain(`Seat 1 keeps ${cat.dukes[kept].name}`);
    expect(mine).toContain('Seat 1 keeps a duke in secret');
    expect(theirs).toContain('Seat 1 keeps a duke in secret');
    expect(theirs.some((t) => t.includes(cat.dukes[kept].name))).toBe(false);
    expect(theirs.some((t) => t.startsWith('Seat 1 is dealt'))).toBe(false);
  });

  it('the end tells every player’s score by source with their duke, and who won', () => {
    const match = new Match(cardKingdoms, { players: 3 }, 'the-end');
    const rng = createRng('the-end');
    let last: CkEvent[] = [];
    while (match.outcome() === null) {
      const [p] = match.toAct();
      last = match.act(p, pick(rng, match.legalActions(p)));
    }
    const outcome = match.outcome();
    const over = last.slice(last.findIndex((e) => e.type === 'game-over'));
    expect(over.map((e) => e.type)).toEqual(['game-over', 'scored', 'scored', 'scored', 'result']);
    const scored = of(over, 'scored');
    expect(scored.map((e) => e.total)).toEqual(outcome?.scores);
    expect(scored.map((e) => e.duke)).toEqual(
      match.state.players.map((p) => (p.duke === null ? null : cat.dukes[p.duke].name)),
    );
    const [result] = of(over, 'result');
    if (outcome?.draw) expect(result.winners.length).toBeGreaterThan(1);
    else expect(result.winners).toEqual([outcome?.winner]);
    const words = told(over);
    expect(words[0]).toBe(`The game is over: ${match.state.endReason}`);
    expect(words[1]).toMatch(
      /^Seat 1 scores \d+ VP: \d+ from tokens, \d+ from monsters, \d+ from domains and \d+ from /,
    );
    expect(words[4]).toMatch(/^Seat [1-3] wins with \d+ VP|share the win/);
  });
});

describe('every shipped effect string', () => {
  const sites = effectSites(loadTables()).filter((s) => {
    const tree = parseSite(s);
    return !tree.trigger && usesOf(tree).every(handles);
  });

  const rich = () =>
    position({
      players: [
        {
          g: 30,
          s: 30,
          m: 30,
          v: 5,
          p: 3,
          t: 2,
          tomesDown: 1,
          citizens: ['Rogue', 'Cleric', 'Archer', 'Merchant', 'Knight'],
          monsters: ['Goblin'],
          domains: ['Halfpenny Hill'],
        },
        { g: 5, s: 5, m: 5, citizens: ['Merchant'], monsters: ['Troll'], domains: ['Blood Crow Army'] },
      ],
      citizenStacks: STACKS,
      monsterAreas: [{ area: 'Hills', cards: ['Goblin King', 'Goblin'] }],
      domainStacks: [['Wisborg', 'Foxgrove Palisade']],
      dice: [3, 4],
    });

  /** Runs `effect` for seat 0 (as an activation would), answering each prompt with its first or its last option; every step's events. */
  function runTold(effect: Effect, answer: 'first' | 'last'): { changed: boolean; events: CkEvent[] }[] {
    const state = rich();
    const steps: { changed: boolean; events: CkEvent[] }[] = [];
    state.queue.unshift(effectTask(0, effect, 'Test Card'));
    state.pending = null;
    // Raising a decision is not a change a player sees (the queue and the pending decision set aside).
    const visible = () => hashState({ ...state, queue: [], pending: null });
    const before = visible();
    const first: CkEvent[] = [];
    advance(cat, state, (e) => first.push(e));
    steps.push({ changed: visible() !== before, events: first });
    const pending = () => state.pending;
    for (let d = pending(); d && d.kind !== 'action'; d = pending()) {
      const options = d.options;
      // An answer always changes the state (the decision is gone): it must be told.
      const events = actTold(state, answer === 'first' ? options[0] : options[options.length - 1]);
      steps.push({ changed: true, events });
    }
    return steps;
  }

  it('tells every change it makes (both ways through its prompts), in words', () => {
    expect(sites.length).toBeGreaterThanOrEqual(200);
    let told = 0;
    for (const site of sites) {
      for (const answer of ['first', 'last'] as const) {
        for (const [i, step] of runTold(parseSite(site), answer).entries()) {
          const where = `${site.table}/${site.card} ${site.column} '${site.text}' (${answer} options), step ${i}`;
          if (step.changed) expect(step.events.length, where).toBeGreaterThan(0);
          assertReadableWords(step.events.map(describeEvent), where);
          told += step.events.length;
        }
      }
    }
    expect(told).toBeGreaterThan(sites.length);
  });
});
