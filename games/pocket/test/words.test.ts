/**
 * What a player reads of Pocket — every event's words, every action's
 * description (for its seat and for the log), every prompt — over many
 * random games with every preset deck: words, not engine ids. No
 * identifier-shaped word (camelCase, snake_case, "rule:x"), no card id
 * ("A1 001"), no energy letter where its name belongs ("a G Energy"), no
 * "undefined" or "NaN", and seats numbered from 1 ("Player 1", never
 * "side 0" or "Player 0").
 */
import { createRng, Match, randInt } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { type PocketEvent, pocket } from '../src/index.ts';
import { checkLines } from './readable.ts';

const decks = ['mewtwoex', 'fire', 'blastoiseex', 'hitmonlee', 'venusaur-exeggutor', 'weezing-arbok'];

function readGame(seed: number): Set<string> {
  const options = { deck1: decks[seed % 6], deck2: decks[(seed * 5 + 1) % 6] };
  const match = new Match(pocket, options, `words/${seed}`, { recordEvents: true });
  const chooser = createRng(`words/chooser/${seed}`);
  const seen = new Set<string>();
  const read = (events: readonly PocketEvent[], where: string) => {
    for (const e of events) seen.add(e.type);
    checkLines(
      events.map((e) => pocket.describeEvent!(e)),
      where,
    );
  };
  read(
    match.events.map((r) => r.event),
    `seed ${seed} setup`,
  );
  for (let step = 0; !match.outcome() && step < 2000; step++) {
    const seat = match.toAct()[0];
    const s = match.state;
    const legal = match.legalActions(seat);
    const lines = legal.flatMap((a) => [pocket.describe(a, s, seat), pocket.describe(a, s, null)]);
    if (s.pending) lines.push(s.pending.prompt);
    checkLines(lines, `seed ${seed} step ${step} choices`);
    read(match.applyTrusted(seat, legal[randInt(chooser, legal.length)]), `seed ${seed} step ${step} events`);
  }
  return seen;
}

describe('the words a player reads', () => {
  it('every event, action description and prompt of 60 random games reads as words, seats from 1', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 60; seed++) for (const t of readGame(seed)) seen.add(t);
    // The games reach most of what can happen: setup, turns, attacks, effects, knockouts, the end.
    for (const t of [
      'setup-place',
      'setup-revealed',
      'turn',
      'attack',
      'damage',
      'knockout',
      'game-over',
      'choice',
    ])
      expect(seen.has(t), t).toBe(true);
    expect(seen.size).toBeGreaterThan(25);
  }, 120_000);

  it('fails on engine wording (the check can fail)', () => {
    expect(() => checkLines(['turn — turn 1, side 1, drew 1, energy —'], 'old log')).toThrow(
      /seat not numbered/,
    );
    expect(() => checkLines(['effect-registered — effect damage_boost'], 'old log')).toThrow(/damage_boost/);
    expect(() => checkLines(['attach G Energy to Bulbasaur'], 'old label')).toThrow(/energy letter/);
    expect(() => checkLines(['Player 1 plays A1 219'], 'an id')).toThrow(/card id/);
  });

  it('names what happened: a few lines as the log shows them', () => {
    const say = pocket.describeEvent!;
    expect(say({ type: 'turn', turn: 1, side: 0, drew: 1, energy: null })).toBe(
      'Turn 1: Player 1 draws a card',
    );
    expect(say({ type: 'attach', side: 1, pokemon: 'Charmander', energy: 'R' })).toBe(
      'Player 2 attaches a Fire Energy to Charmander',
    );
    expect(
      say({ type: 'damage', side: 1, pokemon: 'Charmander', amount: 60, parts: ['base 40', 'weakness +20'] }),
    ).toBe("Player 2's Charmander takes 60 damage (base 40, weakness +20)");
    expect(say({ type: 'knockout', side: 1, pokemon: 'Charmander', points: 1, by: 'attack' })).toBe(
      "Player 2's Charmander is Knocked Out by an attack; Player 1 takes 1 point",
    );
    expect(
      say({
        type: 'effect-registered',
        id: 2,
        side: 1,
        effect: 'damage_reduction',
        source: 'Blue',
        scope: 'team_all',
        value: 10,
        until: 6,
      }),
    ).toBe("Blue: Player 2's Pokémon take 10 less damage from attacks, until the end of turn 6");
    // What ends with the turn is named by the text it came from.
    expect(say({ type: 'effects-expired', level: 'verbose', sources: ['X Speed'] })).toBe(
      "X Speed's effect ends with the turn",
    );
    expect(say({ type: 'effects-expired', level: 'verbose', sources: ['Giovanni', 'Leaf'] })).toBe(
      'The effects of Giovanni and Leaf end with the turn',
    );
    expect(say({ type: 'effects-removed', level: 'verbose', pokemon: 'Mr. Mime', count: 1 })).toBe(
      'An effect on or from Mr. Mime ends',
    );
  });
});
