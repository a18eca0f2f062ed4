/**
 * Setup per pairing (rules/setup.ts): what does not depend on the seed is
 * worked out once per pairing of decks and shared by its games, the setup's
 * streams are made at once, and an options object's decks are resolved once.
 * Each game must still start exactly as the setup first written (below,
 * plainly: a list per game, the kernel's named-stream draws, a filter for
 * the Basics, options built per decision), whatever the games of the same
 * pairing did before it, and an options object changed in place must set up
 * its new decks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createEffectStore, createRng, randInt, shuffleInPlace } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { catalog } from '../src/data/catalog.ts';
import { type Deck, presetChoices, presetDecks } from '../src/data/decks.ts';
import type { ActivePayload } from '../src/effects/active.ts';
import { type PocketAction, type PocketState, pocket } from '../src/index.ts';
import { optionsSchema } from '../src/options.ts';
import { legalActions } from '../src/rules/actions.ts';
import { featuresOfCards } from '../src/rules/match-features.ts';
import { info } from '../src/rules/ops.ts';
import { newRecord } from '../src/rules/record.ts';
import { askSetup, newGame } from '../src/rules/setup.ts';
import type { PlayerState, Side } from '../src/state.ts';

/** The setup decision as first written: options built from the hand each time. */
function plainAskSetup(s: PocketState, side: Side): void {
  const p = s.sides[side];
  const basics = p.hand.filter((uid) => info(s, uid).basic);
  if (!p.active) {
    s.pending = {
      player: side,
      kind: 'setupActive',
      prompt: 'Choose your Active Pokémon',
      options: basics.map((uid) => ({ label: info(s, uid).name })),
      values: basics,
    };
    return;
  }
  const offered = p.bench.length < 3 ? basics : [];
  s.pending = {
    player: side,
    kind: 'setupBench',
    prompt: 'Place a Basic Pokémon on your Bench, or finish',
    options: [...offered.map((uid) => ({ label: `bench ${info(s, uid).name}` })), { label: 'done' }],
    values: [...offered, -1],
  };
}

/** The new game as first written: a card list and uid lists per game, each draw through its stream's name. */
function plainNewGame(decks: [Deck, Deck], seed: string, turnLimit: number): PocketState {
  const cat = catalog();
  const cards = [...decks[0].cards, ...decks[1].cards].map((id) => cat.byId.get(id) as number);
  const sides = decks.map(
    (deck, side): PlayerState => ({
      deck: deck.cards.map((_, i) => (side === 0 ? 0 : decks[0].cards.length) + i),
      hand: [],
      discard: [],
      active: null,
      bench: [],
      points: 0,
      energyTypes: deck.energy,
      zone: null,
      next: deck.energy[0],
      supporterPlayed: false,
      retreated: false,
      koByAttack: { lastTurn: false, thisTurn: false },
      energyDiscard: undefined,
      record: undefined,
      peek: [],
      revealed: null,
      setupDone: false,
    }),
  );
  const features = featuresOfCards(cards);
  if (features.readsEnergyDiscard) for (const p of sides) p.energyDiscard = [];
  if (features.readsRecord) for (const p of sides) p.record = newRecord();
  const s: PocketState = {
    rng: createRng(seed),
    cards,
    split: decks[0].cards.length,
    forced: [],
    deckNames: [decks[0].name, decks[1].name],
    turn: 0,
    current: 0,
    first: 0,
    stage: 'setup',
    sides: [sides[0], sides[1]],
    effects: createEffectStore<ActivePayload>(),
    pending: null,
    resolution: null,
    turnLimit,
    result: null,
    stats: { koSources: {}, effectUses: {}, actions: 0 },
  };
  for (const side of [0, 1] as const) {
    const p = s.sides[side];
    shuffleInPlace(s.rng, p.deck, 'deck');
    const basics = p.deck.filter((uid) => info(s, uid).basic);
    const guaranteed = basics[randInt(s.rng, basics.length, 'deck')];
    p.deck.splice(p.deck.indexOf(guaranteed), 1);
    p.hand.push(guaranteed);
    p.hand.push(...p.deck.splice(0, 4));
    p.next = p.energyTypes[randInt(s.rng, p.energyTypes.length, 'energy')];
  }
  s.first = randInt(s.rng, 2, 'coin') as Side;
  s.current = s.first;
  plainAskSetup(s, s.first);
  return s;
}

const currentDecks = presetChoices()
  .filter((c) => c.group.startsWith('Current'))
  .map((c) => presetDecks().get(c.value) as Deck);

/** Plays `s` to its end, each seat taking its last legal action (every list of the game is read and changed). */
function playOut(s: PocketState): void {
  for (let i = 0; i < 2000 && s.stage !== 'over'; i++) {
    const player = (s.pending ? s.pending.player : s.current) as Side;
    const legal = legalActions(s, player);
    s = pocket.apply(s, player, legal[legal.length - 1] as PocketAction);
  }
}

describe('setup per pairing', () => {
  it('starts every game as the plain setup did, whatever the same pairing’s games did before', () => {
    let games = 0;
    for (let i = 0; i < currentDecks.length; i++)
      for (const j of [i + 1, i + 7]) {
        const decks: [Deck, Deck] = [currentDecks[i], currentDecks[j % currentDecks.length]];
        for (let k = 0; k < 3; k++) {
          const seed = `pairing/${i}/${j}/${k}`;
          const s = newGame(decks, seed, 30, undefined);
          expect(JSON.stringify(s)).toBe(JSON.stringify(plainNewGame(decks, seed, 30)));
          // The game goes on in place (the sim's lean loop): the next game of the pairing must not see it.
          playOut(s);
          games++;
        }
      }
    expect(games).toBe(currentDecks.length * 6);
  });

  it('offers each setup decision as the plain setup did, through the whole placement', () => {
    let decisions = 0;
    for (let g = 0; g < 40; g++) {
      const decks: [Deck, Deck] = [
        currentDecks[g % currentDecks.length],
        currentDecks[(g * 5 + 3) % currentDecks.length],
      ];
      const s = newGame(decks, `placement/${g}`, 30, undefined);
      let steps = 0;
      while (s.stage === 'setup' && s.pending) {
        const side = s.pending.player;
        const plain = pocket.clone(s);
        plainAskSetup(plain, side);
        askSetup(s, side);
        expect(JSON.stringify(s.pending)).toBe(JSON.stringify(plain.pending));
        // Place the Basics from the last one offered (then "done"), so that hands, Actives and Benches vary.
        const legal = legalActions(s, side);
        pocket.apply(s, side, legal[(g + steps++) % legal.length] as PocketAction);
      }
      decisions += steps;
    }
    expect(decisions).toBeGreaterThan(100);
  });

  it('sets up the decks an options object names now, when it is changed in place', () => {
    const [a, b, c] = presetChoices()
      .filter((x) => x.group.startsWith('Current'))
      .map((x) => x.value);
    const ids = (s: PocketState) => s.cards.map((i) => catalog().cards[i].id);
    const cardsOf = (id: string) => presetDecks().get(id)?.cards ?? [];
    const options = optionsSchema.parse({ deck1: a, deck2: b });
    expect(ids(pocket.setup(options, 'x'))).toEqual([...cardsOf(a), ...cardsOf(b)]);
    options.deck1 = c;
    expect(ids(pocket.setup(options, 'x'))).toEqual([...cardsOf(c), ...cardsOf(b)]);
    // An inline deck (its text), then a preset again.
    options.deck2 = readFileSync(join(import.meta.dirname, `../data/decks-current/${a}.txt`), 'utf8');
    expect(ids(pocket.setup(options, 'x'))).toEqual([...cardsOf(c), ...cardsOf(a)]);
    options.deck2 = b;
    expect(ids(pocket.setup(options, 'x'))).toEqual([...cardsOf(c), ...cardsOf(b)]);
  });
});
