/**
 * The legal list's shortcuts (rules/actions.ts `listLegal`): the effect
 * kinds in play read as bits (rules/effect-kinds.ts), the per-card facts of
 * the hand and the Pokémon in play (rules/card-facts.ts), shared action
 * objects. At every decision of random games, on the current decks and on
 * decks drawn from the whole pool, the list equals, in order, a reference
 * list made the slow way: every candidate move in the list's documented
 * order (attach, the hand's cards, Abilities, the Stadium, Fossils,
 * retreats, attacks, end) kept when `isLegal` accepts it, with the kind
 * record off (every reader asks its exact question, as before the record).
 *
 * And the kind record itself: after every action and at every decision it
 * equals a fresh walk of the effects; a push made behind `register`'s back,
 * a splice then a `register` (same list, same length), and another state's
 * list of the same length are all seen.
 */
import { addEffect } from '@arbiter/core';
import { afterEach, describe, expect, it } from 'vitest';
import { presetChoices } from '../src/data/decks.ts';
import { register } from '../src/effects/active.ts';
import { pocket } from '../src/index.ts';
import {
  actionKeyOf,
  isLegal,
  legalActions,
  type PocketAction,
  retreatDiscards,
} from '../src/rules/actions.ts';
import { effectKinds, kindBit, useKindRecord, walkedKinds } from '../src/rules/effect-kinds.ts';
import { slotsOf } from '../src/rules/ops.ts';
import { cloneState, type PocketState, type Side } from '../src/state.ts';
import { generator, poolDeck } from './pool-decks.ts';

afterEach(() => useKindRecord(true));

/** Every move the list could hold, in its documented order, kept when `isLegal` accepts it (the slow way). */
function referenceList(s: PocketState, player: Side): PocketAction[] {
  if (s.stage === 'over') return [];
  if (s.pending) {
    if (s.pending.player !== player) return [];
    return s.pending.options.map((_, option) => ({ type: 'choose', option }) as PocketAction);
  }
  if (s.stage !== 'main' || player !== s.current) return [];
  const p = s.sides[player];
  const slots = slotsOf(p);
  const candidates: PocketAction[] = [];
  for (const sl of slots) candidates.push({ type: 'attach', target: sl.pid });
  const seen = new Set<number>();
  for (const uid of p.hand) {
    // Two copies of one card give the same moves: the first is offered.
    if (seen.has(s.cards[uid])) continue;
    seen.add(s.cards[uid]);
    for (const sl of slots) candidates.push({ type: 'tool', card: uid, target: sl.pid });
    for (const sl of slots) candidates.push({ type: 'evolve', card: uid, target: sl.pid });
    candidates.push({ type: 'play', card: uid });
  }
  for (const sl of slots) candidates.push({ type: 'ability', pokemon: sl.pid });
  candidates.push({ type: 'stadium' });
  for (const sl of slots) candidates.push({ type: 'discardFossil', pokemon: sl.pid });
  const ways = retreatDiscards(s, player);
  for (const b of p.bench) {
    if (ways.length <= 1) candidates.push({ type: 'retreat', to: b.pid });
    else for (const w of ways) candidates.push({ type: 'retreat', to: b.pid, discard: w });
  }
  for (let index = 0; index < 12; index++) candidates.push({ type: 'attack', index });
  candidates.push({ type: 'end' });
  return candidates.filter((a) => isLegal(s, player, a));
}

const keys = (list: readonly PocketAction[]) => list.map(actionKeyOf);

interface Tally {
  decisions: number;
  mainLists: number;
  kindsSeen: number;
}

/** One random game: at every decision the list against the reference and the record against a walk. */
function playChecked(options: unknown, seed: string, tally: Tally): void {
  const s = pocket.setup(pocket.optionsSchema.parse(options), seed);
  const pick = generator(tally.decisions + 7);
  for (let step = 0; step < 400 && s.stage !== 'over'; step++) {
    const player = pocket.toAct(s)[0] as Side;
    expect(effectKinds(s), `record before a list, ${seed} step ${step}`).toBe(walkedKinds(s));
    const fast = legalActions(s, player);
    useKindRecord(false);
    const slow = referenceList(s, player);
    useKindRecord(true);
    expect(keys(fast), `${seed} step ${step}`).toEqual(keys(slow));
    tally.decisions++;
    if (!s.pending) tally.mainLists++;
    tally.kindsSeen |= walkedKinds(s);
    pocket.apply(s, player, fast[pick(fast.length)]);
    expect(effectKinds(s), `record after an action, ${seed} step ${step}`).toBe(walkedKinds(s));
  }
}

const bitCount = (m: number) => {
  let n = 0;
  for (let x = m >>> 0; x; x &= x - 1) n++;
  return n;
};

describe('the legal list with its shortcuts', () => {
  it('equals the slow reference list at every decision of random games on the current decks', () => {
    const ids = presetChoices()
      .filter((c) => c.group.startsWith('Current'))
      .map((c) => c.value);
    const tally: Tally = { decisions: 0, mainLists: 0, kindsSeen: 0 };
    for (let g = 0; g < 20; g++)
      playChecked(
        { deck1: ids[g % ids.length], deck2: ids[(g * 7 + 3) % ids.length] },
        `legal-list/${g}`,
        tally,
      );
    expect(tally.mainLists).toBeGreaterThan(1000);
    // The games put many kinds of effect in play (the record's bits were exercised).
    expect(bitCount(tally.kindsSeen)).toBeGreaterThanOrEqual(8);
  });

  it('equals the slow reference list at every decision of random games on decks drawn from the whole pool', () => {
    const pick = generator(2026);
    const tally: Tally = { decisions: 0, mainLists: 0, kindsSeen: 0 };
    for (let g = 0; g < 20; g++)
      playChecked({ deck1: poolDeck(pick), deck2: poolDeck(pick) }, `legal-list-pool/${g}`, tally);
    expect(tally.mainLists).toBeGreaterThan(1000);
    expect(bitCount(tally.kindsSeen)).toBeGreaterThanOrEqual(8);
  });
});

describe('the record of effect kinds in play', () => {
  /** A game a few turns in, with one effect of each of two kinds registered on it. */
  function position(): PocketState {
    const s = pocket.setup(pocket.optionsSchema.parse({ deck1: 'mewtwoex', deck2: 'fire' }), 'effect-kinds');
    const payload = {
      sourceType: 'trainer',
      sourceCard: null,
      sourcePlayer: 0,
      trigger: 'continuous',
    } as const;
    register(s, {
      type: 'damage_boost',
      scope: 'team_active',
      value: 10,
      until: 99,
      payload: { ...payload, target: null, label: 'test' },
    });
    return s;
  }

  it('sees a push made behind register (the kernel`s addEffect): the list`s length changed', () => {
    const s = position();
    expect(effectKinds(s)).toBe(walkedKinds(s));
    addEffect(s.effects, {
      source: 'game',
      key: 'card_lock',
      scope: 'global',
      value: 0,
      stacking: 'additive',
      duration: { kind: 'permanent' },
    });
    expect(effectKinds(s) & kindBit('card_lock')).not.toBe(0);
  });

  it('sees a splice then a register between two questions (same list, same length)', () => {
    const s = position();
    expect(effectKinds(s)).toBe(walkedKinds(s));
    s.effects.effects.splice(0, 1);
    register(s, {
      type: 'retreat_reduction',
      scope: 'team_all',
      value: 1,
      until: 99,
      payload: {
        sourceType: 'trainer',
        sourceCard: null,
        sourcePlayer: 0,
        trigger: 'continuous',
        target: null,
        label: 'x',
      },
    });
    expect(effectKinds(s)).toBe(walkedKinds(s));
    expect(effectKinds(s) & kindBit('retreat_reduction')).not.toBe(0);
  });

  it("answers for each state's own list: a clone with other effects, of the same length", () => {
    const s = position();
    const c = cloneState(s);
    c.effects.effects[0] = { ...c.effects.effects[0], key: 'free_retreat' };
    expect(effectKinds(s)).toBe(walkedKinds(s));
    expect(effectKinds(c)).toBe(walkedKinds(c));
    expect(effectKinds(c) & kindBit('free_retreat')).not.toBe(0);
    expect(effectKinds(s) & kindBit('free_retreat')).toBe(0);
  });
});
