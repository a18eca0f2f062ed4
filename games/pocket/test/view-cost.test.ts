/**
 * The speed work on views, setup and the attach-then-attack policy keeps
 * what everyone reads: views as JSON, clones and deep equality see the same
 * keys in the same order and snapshot copies; the policy answers as the
 * plain policy (reading the whole view every decision) did, and reads the
 * view only when the board can change its answer; a pairing's games share
 * one card list, whose features are those of a list of its own.
 */
import { createAgent } from '@arbiter/agents';
import { type AnyGame, addEffect } from '@arbiter/core';
import { playUnrecorded, seatAgents } from '@arbiter/sim';
import { describe, expect, it } from 'vitest';
import { presetChoices, presetDecks } from '../src/data/decks.ts';
import { type PocketAction, type PocketState, type PocketView, pocket } from '../src/index.ts';
import { infoById } from '../src/rules/cards.ts';
import { featuresOfCards } from '../src/rules/match-features.ts';
import { cloneState, type Side } from '../src/state.ts';
import { plainPolicy } from './plain-policy.ts';

const game = pocket as unknown as AnyGame;
const current = presetChoices()
  .filter((c) => c.group.startsWith('Current'))
  .map((c) => c.value);
const pairing = (i: number) => ({
  deck1: current[i % current.length],
  deck2: current[(i + 1 + Math.floor(i / current.length)) % current.length],
});

/** A view's Pokémon keys in the order views have always listed them (the optional ones where they sit). */
const POKEMON_KEYS = [
  'pid',
  'card',
  'name',
  'hp',
  'maxHp',
  'energy',
  'tool',
  'extraTools',
  'status',
  'statusDamage',
  'ex',
  'type',
  'weakness',
  'retreat',
  'attacks',
  'ability',
  'stack',
  'playedTurn',
  'abilityTurn',
];

interface Seen {
  state: PocketState;
  player: Side;
  view: PocketView;
  legal: PocketAction[];
  chosen: PocketAction;
  kind: string;
}

/** Decisions of current-deck games (random and attach-then-attack seats), each with a copy of its state. */
function decisions(games: number): Seen[] {
  const seen: Seen[] = [];
  const kindsOf = [
    ['attach-then-attack', 'attach-then-attack'],
    ['random', 'attach-then-attack'],
    ['random', 'random'],
  ];
  for (let i = 0; i < games; i++) {
    const seed = `view-cost/${i}`;
    const kinds = kindsOf[i % kindsOf.length];
    playUnrecorded(game, pairing(i), seed, seatAgents(kinds, seed, {}, game), {
      onDecision: (d) =>
        seen.push({
          state: cloneState(d.state as PocketState),
          player: d.player as Side,
          view: d.view as PocketView,
          legal: d.legal as PocketAction[],
          chosen: d.legal[d.index] as PocketAction,
          kind: kinds[d.player],
        }),
    });
  }
  return seen;
}

const seen = decisions(60);

describe('views as everyone reads them', () => {
  it('lists each Pokémon’s keys in the order views always had, the optional ones only when set', () => {
    // Differences are collected and compared once: an expect per Pokémon costs more than the walk.
    const wrong: string[] = [];
    let pokemon = 0;
    for (const { state, view } of seen)
      for (const side of [0, 1] as const) {
        const sv = view.sides[side];
        for (const p of [...(sv.active ? [sv.active] : []), ...sv.bench]) {
          pokemon++;
          const keys = Object.keys(p).join();
          if (keys !== POKEMON_KEYS.filter((k) => k in p).join()) wrong.push(`${p.card}: keys ${keys}`);
          const slot = [state.sides[side].active, ...state.sides[side].bench].find((sl) => sl?.pid === p.pid);
          if ('extraTools' in p !== (slot?.extraTools !== undefined)) wrong.push(`${p.card}: extraTools`);
          if ('statusDamage' in p !== (slot?.statusDamage !== undefined))
            wrong.push(`${p.card}: statusDamage`);
          // The policy compares these as the card's own printed attacks.
          if (p.attacks !== infoById(p.card).attacks) wrong.push(`${p.card}: attacks not the card's own`);
        }
      }
    expect(wrong).toEqual([]);
    expect(pokemon).toBeGreaterThan(1000);
  });

  it('copies each effect as stored, its keys in the stored order, usual keys or not', () => {
    const wrong: string[] = [];
    let effects = 0;
    for (const { state, view } of seen)
      state.effects.effects.forEach((e, i) => {
        effects++;
        const stored = view.effects[i].stored;
        if (JSON.stringify(stored) !== JSON.stringify({ ...e, duration: { ...e.duration } }))
          wrong.push(JSON.stringify(stored));
        if (stored === e || stored.duration === e.duration)
          wrong.push(`effect ${e.id} shared with the state`);
      });
    expect(wrong).toEqual([]);
    expect(effects).toBeGreaterThan(50);
    // An effect with a key the usual ones lack (a stacking key) keeps it, in place.
    const s = cloneState(seen[seen.length - 1].state);
    const unusual = addEffect(s.effects, {
      source: 'test',
      // A kind no rule asks about while a view is built.
      key: 'view_test',
      scope: 'self',
      value: 0,
      stacking: 'no-stack',
      stackingKey: 'test',
      duration: { kind: 'permanent' },
    });
    const stored = pocket.view(s, 0).effects.at(-1)?.stored;
    expect(JSON.stringify(stored)).toBe(JSON.stringify({ ...unusual, duration: { ...unusual.duration } }));
  });

  it('clones and serializes to what it holds', () => {
    for (const { view } of seen.filter((_, i) => i % 20 === 0)) {
      expect(structuredClone(view)).toStrictEqual(view);
      expect(JSON.parse(JSON.stringify(view))).toEqual(view);
    }
  });
});

describe('the attach-then-attack policy', () => {
  it('answers every decision as the plain policy does', () => {
    const agent = createAgent('attach-then-attack', 'x', {}, game);
    // Both pick from the legal list: the same choice is the same object.
    const wrong: string[] = [];
    let compared = 0;
    for (const { state, player, legal } of seen) {
      if (pocket.toAct(state)[0] !== player) continue;
      const view = pocket.view(state, player);
      const chosen = agent.choose({ game, player, view, legal });
      const plain = plainPolicy(view, player, legal);
      if (chosen !== plain) wrong.push(`${JSON.stringify(chosen)} for ${JSON.stringify(plain)}`);
      compared++;
    }
    // Its own choices in the games were the plain policy's too.
    for (const d of seen.filter((x) => x.kind === 'attach-then-attack')) {
      const plain = plainPolicy(d.view, d.player, d.legal);
      if (d.chosen !== plain) wrong.push(`played ${JSON.stringify(d.chosen)} for ${JSON.stringify(plain)}`);
    }
    expect(wrong).toEqual([]);
    expect(compared).toBeGreaterThan(800);
  });

  it('reads the view only when an attach or a choice among attacks can change the answer', () => {
    const agent = createAgent('attach-then-attack', 'x', {}, game);
    const wrong: string[] = [];
    let unread = 0;
    for (const { state, player, legal } of seen) {
      let reads = 0;
      const ctx = {
        game,
        player,
        legal,
        get view() {
          reads++;
          return pocket.view(state, player);
        },
      };
      agent.choose(ctx);
      const attaches = legal.filter((a) => a.type === 'attach').length;
      const attacks = legal.filter((a) => a.type === 'attack').length;
      const lone = legal[0].type === 'choose' || legal.length === 1;
      const expected = lone || (attaches === 0 && attacks <= 1) ? 0 : 1;
      if (reads !== expected) wrong.push(`${reads} reads, ${expected} expected: ${JSON.stringify(legal)}`);
      if (!lone && reads === 0) unread++;
    }
    expect(wrong).toEqual([]);
    expect(unread).toBeGreaterThan(80);
  });
});

describe('setup', () => {
  it('gives the games of a pairing one card list, with the features of a list of its own', () => {
    const options = pocket.optionsSchema.parse(pairing(3));
    const a = pocket.setup(options, 'one');
    const b = pocket.setup(options, 'two');
    const other = pocket.setup(pocket.optionsSchema.parse(pairing(4)), 'one');
    expect(b.cards).toBe(a.cards);
    expect(other.cards).not.toBe(a.cards);
    for (const s of [a, other]) {
      const own = [...s.cards];
      expect(featuresOfCards(s.cards)).toEqual(featuresOfCards(own));
      // A game played to its end leaves the shared list as it was.
      playUnrecorded(
        game,
        pairing(3),
        'one',
        seatAgents(['attach-then-attack', 'attach-then-attack'], 'one', {}, game),
      );
      expect(s.cards).toEqual(own);
    }
    // The deck lists views show are the decks' own, in order.
    expect(pocket.view(a, 0).decklists).toEqual([
      presetDecks().get(pairing(3).deck1)?.cards,
      presetDecks().get(pairing(3).deck2)?.cards,
    ]);
  });
});
