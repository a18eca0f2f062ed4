/**
 * Properties over random games: cards are conserved across zones (every card
 * is in exactly one zone, 60 per player), no creature stands with lethal
 * damage or 0 toughness once state-based actions have run, and replay is
 * deterministic (500 seeds, actions recorded and played again on a fresh
 * setup to the same state hash).
 */
import { createRng, hashState, randInt } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { type Board, board, boardFromScratch } from '../src/engine/derived.ts';
import type { MtgState } from '../src/engine/state.ts';
import { deckIds, type MtgAction, mtg } from '../src/index.ts';

/** Throws naming the first card that is in no zone, in two, or in a zone it does not say. */
function checkConserved(s: MtgState): void {
  const seen = new Map<number, string>();
  const put = (id: number, where: string) => {
    if (seen.has(id)) throw new Error(`card ${id} in ${where} and ${seen.get(id)}`);
    if (!s.objects[id]) throw new Error(`no object ${id} in ${where}`);
    seen.set(id, where);
  };
  for (const p of [0, 1] as const)
    for (const z of ['library', 'hand', 'graveyard'] as const) for (const id of s.players[p][z]) put(id, z);
  for (const id of s.battlefield) put(id, 'battlefield');
  for (const id of s.exile) put(id, 'exile');
  for (const item of s.stack) if (item.kind === 'spell' && !item.copy) put(item.source, 'stack');
  if (s.resolvingItem?.kind === 'spell' && s.objects[s.resolvingItem.source]?.zone === 'stack')
    put(s.resolvingItem.source, 'stack');
  const owned = [0, 0];
  for (const [id, where] of seen) {
    const o = s.objects[id];
    if (o.zone !== where) throw new Error(`card ${id} listed in ${where} says ${o.zone}`);
    if (o.card !== null) owned[o.owner]++;
  }
  if (owned[0] !== 60 || owned[1] !== 60)
    throw new Error(`cards per owner ${owned.join('/')}, expected 60/60`);
}

/** Throws naming a creature left with lethal damage or 0 toughness after SBAs. */
function checkNoLethal(s: MtgState): void {
  if (s.winner !== null || s.draw) return;
  for (const d of board(s).byId.values()) {
    if (!d.types.includes('creature')) continue;
    const o = s.objects[d.id];
    if (d.toughness <= 0) throw new Error(`creature ${d.id} with toughness ${d.toughness}`);
    if (d.keywords.has('indestructible')) continue;
    if (o.damage >= d.toughness)
      throw new Error(`creature ${d.id} with ${o.damage} damage, toughness ${d.toughness}`);
    if (o.damage > 0 && o.deathtouched) throw new Error(`creature ${d.id} dealt deathtouch damage`);
  }
}

/** What a board says of each permanent, comparable as JSON. */
function boardSummary(b: Board): string {
  return JSON.stringify(
    [...b.byId.values()].map((d) => ({ ...d, keywords: [...d.keywords].sort() })).sort((x, y) => x.id - y.id),
  );
}

/** Throws when the cached board differs from the board computed afresh. */
function checkBoardFresh(s: MtgState): void {
  const cached = boardSummary(board(s));
  const fresh = boardSummary(boardFromScratch(s));
  if (cached !== fresh) throw new Error(`cached board is stale after action ${s.actions}`);
}

function play(seed: number, maxTurns: number, each?: (s: MtgState) => void) {
  const d1 = deckIds[seed % 5];
  const d2 = deckIds[Math.floor(seed / 5) % 5];
  const s = mtg.setup({ deck1: d1, deck2: d2, maxTurns }, `prop${seed}`);
  const rng = createRng(`agent${seed}`);
  const actions: Array<[number, MtgAction]> = [];
  for (let i = 0; i < 30000 && !mtg.outcome(s); i++) {
    const p = mtg.toAct(s)[0];
    const legal = mtg.legalActions(s, p);
    const a = legal[randInt(rng, legal.length)];
    actions.push([p, a]);
    mtg.apply(s, p, a);
    each?.(s);
  }
  return { s, actions, options: { deck1: d1, deck2: d2, maxTurns } };
}

describe('MTG properties', () => {
  it('cards are conserved, no creature keeps lethal damage and the cached board is the board, over 25 games', () => {
    let checked = 0;
    for (let seed = 0; seed < 25; seed++)
      play(seed, 200, (s) => {
        if (s.pending === null || s.pending.kind !== 'resolve') {
          checkConserved(s);
          checkNoLethal(s);
          checkBoardFresh(s);
          checked++;
        }
      });
    expect(checked).toBeGreaterThan(2000);
  }, 240_000);

  it('replays deterministically over 500 seeds (short games)', () => {
    for (let seed = 0; seed < 500; seed++) {
      const { s, actions, options } = play(seed, 3);
      const again = mtg.setup(options, `prop${seed}`);
      for (const [p, a] of actions) mtg.apply(again, p, JSON.parse(JSON.stringify(a)));
      expect(hashState(again)).toBe(hashState(s));
    }
  }, 240_000);
});

describe('the property checks can fail', () => {
  it('a card lost from its zone, or a creature left with lethal damage, is caught', () => {
    const s = mtg.setup({ deck1: 'glorious_combat', deck2: 'draconic_fury', maxTurns: 200 }, 'neg');
    checkConserved(s);
    const lost = s.players[0].library.pop() as number;
    expect(() => checkConserved(s)).toThrow(/59\/60|60\/59/);
    s.players[0].library.push(lost);
    const id = s.players[0].library[0];
    s.players[0].library.shift();
    s.battlefield.push(id);
    s.objects[id].zone = 'battlefield';
    s.objects[id].card = 'serra_angel';
    s.objects[id].damage = 4;
    s.rev++;
    expect(() => checkNoLethal(s)).toThrow(/4 damage, toughness 4/);
  });
});
