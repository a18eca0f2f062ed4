/**
 * Properties of random games with the current decks that hold Pokémon Tools
 * and Stadiums: every card in exactly one place (a Tool on its Pokémon, the
 * Stadium in play counted once), at most the Pokémon's Tool limit (one, two
 * with Dual Customization: a Revavroom deck plays too) and each is a Tool card, at most one Stadium in play and it is a Stadium card, damage
 * never negative, points only from knockouts; and a determinized state shows
 * each seat exactly its view (Tools and the Stadium included). The games do
 * attach Tools and play Stadiums (counted, so the test is not vacuous).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRng, randInt, stableStringify } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { catalog } from '../src/data/catalog.ts';
import { type PocketEvent, pocket } from '../src/index.ts';
import { toolLimit } from '../src/rules/attached-cards.ts';
import { type PocketState, toolsOf } from '../src/state.ts';

const deck = (name: string) =>
  readFileSync(join(import.meta.dirname, '../data/decks-current', `${name}.txt`), 'utf8');
/** metal-barrier with 2 Varoom and 2 Revavroom for its Furfrou and Skarmory, and 2 Giant Capes for its Poké Balls: two Tools on a Pokémon. */
const REVAVROOM_DECK = deck('metal-barrier')
  .replace(/2 Furfrou .*/, '2 Varoom B4 114')
  .replace(/2 Skarmory .*/, '2 Revavroom B4 115')
  .replace(/2 Poké Ball .*/, '2 Giant Cape A2 147');
const PAIRS: Array<[string, string]> = [
  ['mega-garde', 'metal-barrier'],
  ['swampert-kanga-ninetails', 'great_tusk_koraidon'],
  ['coinflip_deck', 'mega-garde'],
  ['revavroom', 'mega-garde'],
];
const deckText = (name: string) => (name === 'revavroom' ? REVAVROOM_DECK : deck(name));

function trainerType(s: PocketState, uid: number): string | null {
  const c = catalog().cards[s.cards[uid]];
  return c.kind === 'trainer' ? c.trainerType : null;
}

/** Positions seen with two Tools on a Pokémon (so the limit's property is not vacuous). */
let twoTools = 0;

function check(s: PocketState, events: PocketEvent[]) {
  const seen = new Array(s.cards.length).fill(0);
  for (const sideNo of [0, 1] as const) {
    const side = s.sides[sideNo];
    for (const uid of [...side.deck, ...side.hand, ...side.discard]) seen[uid]++;
    for (const sl of side.active ? [side.active, ...side.bench] : side.bench) {
      for (const uid of sl.stack) seen[uid]++;
      const tools = toolsOf(sl);
      expect(tools.length).toBeLessThanOrEqual(toolLimit(s, sideNo, sl));
      if (tools.length > 1) twoTools++;
      for (const t of tools) {
        seen[t]++;
        expect(trainerType(s, t)).toBe('tool');
      }
      expect(sl.damage).toBeGreaterThanOrEqual(0);
    }
  }
  const st = s.stadium?.card;
  if (st !== undefined && st !== null) {
    seen[st]++;
    expect(trainerType(s, st)).toBe('stadium');
  }
  expect(seen.every((n) => n === 1)).toBe(true);
  const scored = [0, 0];
  for (const e of events) if (e.type === 'knockout') scored[1 - e.side] += e.points;
  expect([s.sides[0].points, s.sides[1].points]).toEqual(scored);
}

describe('Tools and Stadiums in random games of the current decks', () => {
  it('cards conserved, at most the Tool limit per Pokémon, at most one Stadium, points from knockouts; determinize shows the view', () => {
    let tools = 0;
    let stadiums = 0;
    let stadiumActions = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const [a, b] = PAIRS[seed % PAIRS.length];
      const events: PocketEvent[] = [];
      const emit = (e: PocketEvent) => events.push(e);
      const s = pocket.setup(
        pocket.optionsSchema.parse({ deck1: deckText(a), deck2: deckText(b) }),
        `ts/${seed}`,
        {
          emit,
        },
      );
      const rng = createRng(`ts-chooser/${seed}`);
      for (let step = 0; !pocket.outcome(s) && step < 3000; step++) {
        const p = pocket.toAct(s)[0];
        if (step % 7 === 0) {
          const view = pocket.view(s, p);
          const d = pocket.determinize?.(view, p, `ts/${seed}/${step}`);
          if (!d) throw new Error('no determinize');
          expect(stableStringify(pocket.view(d, p))).toBe(stableStringify(view));
          expect(pocket.legalActions(d, p).length).toBe(pocket.legalActions(s, p).length);
        }
        const legal = pocket.legalActions(s, p);
        const act = legal[randInt(rng, legal.length)];
        pocket.apply(s, p, act, { emit });
        check(s, events);
      }
      expect(pocket.outcome(s)).not.toBeNull();
      tools += events.filter((e) => e.type === 'tool-attached').length;
      stadiums += events.filter((e) => e.type === 'stadium-played').length;
      stadiumActions += events.filter((e) => e.type === 'stadium-action').length;
    }
    expect(tools).toBeGreaterThan(0);
    expect(twoTools).toBeGreaterThan(0);
    expect(stadiums).toBeGreaterThan(0);
    expect({ tools, stadiums, stadiumActions }).toMatchObject({});
  }, 120_000);
});
