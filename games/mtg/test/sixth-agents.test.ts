/**
 * The agents' surfaces on Sixth Edition decks (issue 22): a determinized
 * world of a 6ED position keeps the opponent's hidden cards hidden (it is
 * built from the view alone: the same view and legal actions whatever the
 * opponent's real hand and library hold) and is a legal state (play goes on
 * in it by the rules); the LLM agent's prompt lists the position's legal
 * actions in words that name the 6ED cards, and its answer is played
 * (a scripted endpoint, as packages/agents' LLM tests use).
 */
import { llmAgent } from '@arbiter/agents';
import { type FakeEndpoint, legalActionsIn, startFakeEndpoint } from '@arbiter/agents/testing';
import { createRng, randInt } from '@arbiter/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { MtgAction, MtgState } from '../src/index.ts';
import { mtg } from '../src/index.ts';

type Seat = 0 | 1;

/** Dimir (Zombie Master's granted regeneration) against Uncovered (City of Brass: "becomes tapped"). */
const OPTIONS = { deck1: 'dimir', deck2: 'uncovered', maxTurns: 200 };

/** A midgame position of a random game, stopped where `stop` holds (or after `max` actions). */
function position(seed: string, stop: (s: MtgState, legal: MtgAction[]) => boolean, max = 400) {
  const s = mtg.setup(mtg.optionsSchema.parse(OPTIONS), seed);
  const rng = createRng(`${seed}/moves`);
  for (let i = 0; i < max && !mtg.outcome(s); i++) {
    const p = mtg.toAct(s)[0] as Seat;
    const legal = mtg.legalActions(s, p);
    if (i > 60 && stop(s, legal)) break;
    mtg.apply(s, p, legal[randInt(rng, legal.length)]);
  }
  expect(mtg.outcome(s)).toBeNull();
  return s;
}

const cardsOf = (s: MtgState, ids: number[]) => ids.map((id) => s.objects[id].card).sort();

describe('Sixth Edition: determinized worlds', () => {
  it('a world from the view: same view and legal actions; the opponent’s hand and library dealt from unseen cards, not read', () => {
    const s = position('sixth-det', (st) => st.players[0].hand.length > 0 && st.players[1].hand.length > 1);
    const p = mtg.toAct(s)[0] as Seat;
    const other = (1 - p) as Seat;
    const view = mtg.view(s, p);
    // The view holds no card of the opponent's hand or library.
    for (const id of [...s.players[other].hand, ...s.players[other].library])
      expect(JSON.stringify(view)).not.toContain(`"id":${id},`);

    const world = mtg.determinize!(view, p, 'w1');
    expect(mtg.view(world, p)).toEqual(view);
    expect(mtg.legalActions(world, p)).toEqual(mtg.legalActions(s, p));
    // The hidden cards are new objects dealt from the deck list less what the seat sees: same counts, same cards in all.
    expect(world.players[other].hand.length).toBe(s.players[other].hand.length);
    expect(world.players[other].library.length).toBe(s.players[other].library.length);
    for (const id of [...world.players[other].hand, ...world.players[other].library])
      expect(s.objects[id]).toBeUndefined();
    expect(cardsOf(world, [...world.players[other].hand, ...world.players[other].library])).toEqual(
      cardsOf(s, [...s.players[other].hand, ...s.players[other].library]),
    );

    // Whatever the opponent really holds, the world is the same: swap their hand with the top of their library.
    const swapped = mtg.clone(s);
    const hand = swapped.players[other].hand;
    const lib = swapped.players[other].library;
    const n = Math.min(hand.length, lib.length);
    for (let i = 0; i < n; i++) {
      const [h, l] = [hand[i], lib[i]];
      hand[i] = l;
      lib[i] = h;
      swapped.objects[l].zone = 'hand';
      swapped.objects[h].zone = 'library';
    }
    expect(mtg.view(swapped, p)).toEqual(view);
    expect(mtg.determinize!(mtg.view(swapped, p), p, 'w1')).toEqual(world);
  });

  it('a world is a legal state: random play goes on in it by the rules to the end of the game', () => {
    const s = position('sixth-det-play', () => false, 120);
    const p = mtg.toAct(s)[0] as Seat;
    const world = mtg.determinize!(mtg.view(s, p), p, 'w2');
    const rng = createRng('world-play');
    let actions = 0;
    for (; actions < 5000 && !mtg.outcome(world); actions++) {
      const q = mtg.toAct(world)[0] as Seat;
      const legal = mtg.legalActions(world, q);
      expect(legal.length).toBeGreaterThan(0);
      mtg.apply(world, q, legal[randInt(rng, legal.length)]);
    }
    expect(mtg.outcome(world)).not.toBeNull();
  });
});

describe('Sixth Edition: the LLM agent', () => {
  const open: FakeEndpoint[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((e) => e.close()));
  });

  it('the prompt lists the legal actions in words naming the 6ED cards; the answer is played', async () => {
    const s = position('sixth-llm', (_st, legal) => legal.some((a) => a.type === 'cast'));
    const p = mtg.toAct(s)[0] as Seat;
    const legal = mtg.legalActions(s, p);
    const k = legal.findIndex((a) => a.type === 'cast');
    expect(k).toBeGreaterThanOrEqual(0);
    const e = await startFakeEndpoint([{ content: JSON.stringify({ index: k, reason: 'scripted' }) }]);
    open.push(e);
    const agent = llmAgent({
      settings: { baseURL: e.baseURL, model: 'test-model', timeoutMs: 5000, maxRetries: 0, retryDelayMs: 0 },
      seed: 'sixth-llm',
    });
    const action = await agent.chooseAsync!({
      game: mtg as never,
      player: p,
      view: mtg.view(s, p),
      legal,
      match: 'sixth-llm',
      turn: s.turn,
      describe: (a) => mtg.describe(a as MtgAction, s),
    });
    expect(action).toBe(legal[k]);

    const [req] = e.requests;
    expect(req.messages[0].content).toContain('Magic');
    const listed = legalActionsIn(req);
    expect(listed.map((l) => l.action)).toEqual(JSON.parse(JSON.stringify(legal)));
    // The cast is described by the card's name (a Sixth Edition card of the seat's hand).
    const cast = legal[k] as Extract<MtgAction, { type: 'cast' }>;
    const name = mtg.view(s, p).known.objects[cast.card].card;
    expect(name).toBeTruthy();
    const { catalog } = await import('../src/cards/catalog.ts');
    expect(listed[k].label).toContain(catalog().cards[name as string].name);
    expect(catalog().pools?.find((pool) => pool.id === '6ed')?.cards).toContain(name);
  });
});
