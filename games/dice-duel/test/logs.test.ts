/**
 * Logs: the compact form (rule results, defense rolls, one-line summaries)
 * and the verbose form (dice indexes, field totals), and what a recorded
 * match keeps.
 */
import { eventsForm } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { diceDuel } from '../src/index.ts';
import { type CardInput, defend, eventsOf, randomMatch } from './helpers.ts';

/** The words of the events of one type a step logged. */
const wordsOf = (out: Parameters<typeof eventsOf>[0], type: Parameters<typeof eventsOf>[1]) =>
  eventsOf(out, type).map((e) => diceDuel.describeEvent!(e));

const cascadeCard: CardInput = {
  dice: 3,
  fields: [
    { id: 'LOW', faces: [1, 2, 3] },
    { id: 'HIGH', faces: [4, 5, 6] },
  ],
  rules: [
    {
      id: 'low',
      matcher: { type: 'countField', fieldId: 'LOW' },
      effects: [
        { type: 'rerollDice', count: 1, fields: ['HIGH'], selectionPolicy: 'highest' },
        { type: 'blockPer', amount: 1 },
      ],
    },
  ],
};

describe('defense logs', () => {
  it('a defense roll, one rule result per trigger and a summary of the contributions, in words', () => {
    const out = defend({ incoming: 8, defense: [1, 2, 6, 4] });
    expect(eventsOf(out, 'defense-roll')).toEqual([
      {
        type: 'defense-roll',
        seat: 1,
        version: 'v2',
        dice: [1, 2, 6, 4],
        fieldsHash: out.defense!.fieldsHash,
      },
    ]);
    expect(eventsOf(out, 'rule-result').map((e) => [e.ruleId, e.matchCount])).toEqual([
      ['monk_block_per_123', 2],
      ['monk_gain_chi_per_45', 1],
      ['monk_prevent_on_6', 1],
    ]);
    expect(eventsOf(out, 'defense-summary')).toEqual([
      {
        type: 'defense-summary',
        seat: 1,
        hero: 'Shadow Monk',
        version: 'v2',
        dice: [1, 2, 6, 4],
        matched: 3,
        rerolls: 0,
        flat: 0,
        preventHalf: 1,
        block: 2,
        reflect: 0,
        dealToAttacker: 0,
      },
    ]);
    expect(wordsOf(out, 'rule-result')).toEqual([
      "seat 2's Stone Skin - Block matches twice: blocks 2",
      "seat 2's Stone Skin - Chi matches once: gains 1 chi",
      "seat 2's Stone Skin - Prevent Half matches once: halves the damage",
    ]);
    expect(wordsOf(out, 'defense-summary')).toEqual([
      "Shadow Monk's defense (v2) comes to: halve and block 2",
    ]);
  });

  it('rule results show rejections with their reasons, the summary the rerolls', () => {
    const out = defend({
      card: cascadeCard,
      incoming: 8,
      defense: [1, 5, 6],
      reroll: [2],
      options: { maxRerollsPerDefense: 1 },
    });
    expect(wordsOf(out, 'rule-result')).toEqual([
      "seat 2's rule 1 matches once: rerolls 1 die and blocks 1",
      "seat 2's rule 1 matches twice after reroll 1: rerolls nothing (reroll limit reached (1)) and blocks 1",
    ]);
    expect(wordsOf(out, 'reroll-rejected')).toEqual([
      "seat 2's rule 1 cannot reroll: the limit of 1 reroll a defense is reached",
    ]);
    expect(wordsOf(out, 'defense-summary')).toEqual([
      "Shadow Monk's defense (v2) comes to: block 2, after 1 reroll",
    ]);
  });

  it('compact leaves out dice indexes and field totals; verbose keeps them', () => {
    const out = defend({ card: cascadeCard, incoming: 8, defense: [1, 5, 6], reroll: [2, 3] });
    const recorded = out.events.map((event, action) => ({ action, event }));
    const compact = eventsForm(recorded, 'compact').map((r) => r.event);
    const verbose = eventsForm(recorded, 'verbose').map((r) => r.event);
    expect(verbose).toHaveLength(out.events.length);
    const compactTypes = new Set(compact.map((e) => e.type));
    for (const t of ['defense-roll', 'rule-result', 'reroll', 'defense-summary', 'damage'])
      expect(compactTypes).toContain(t);
    expect(compactTypes.has('rule-hit')).toBe(false);
    expect(compactTypes.has('reroll-detail')).toBe(false);
    for (const e of compact) {
      expect(e).not.toHaveProperty('matchedDiceIndexes');
      expect(e).not.toHaveProperty('indexes');
    }
    expect(verbose.filter((e) => e.type === 'rule-hit').map((e) => e.matchedDiceIndexes)).toEqual([
      [0],
      [0, 2],
      [0, 1, 2],
    ]);
    expect(verbose.filter((e) => e.type === 'reroll-detail').map((e) => e.indexes)).toEqual([[2], [1]]);
  });

  it('v1 defenses log their roll and board entry', () => {
    const out = defend({ incoming: 6, defense: [2, 2, 2, 5, 5], options: { defense: 'v1' } });
    expect(eventsOf(out, 'v1-defense')[0]).toMatchObject({
      seat: 1,
      combo: 'FULL_HOUSE',
      label: 'Chi Redirect',
      dice: [2, 2, 2, 5, 5],
    });
    expect(wordsOf(out, 'v1-defense')).toEqual([
      'seat 2 defends with Chi Redirect (full house) on 2 2 2 5 5',
    ]);
    expect(eventsOf(out, 'defense-summary')[0]).toMatchObject({
      hero: 'Shadow Monk',
      version: 'v1',
      matched: 1,
    });
  });
});

describe('a recorded match', () => {
  it('records setup events (initiative) against action −1 and a game-over at the end', () => {
    const m = randomMatch('logged');
    const setup = m.events.filter((e) => e.action === -1).map((e) => e.event.type);
    expect(setup).toContain('initiative');
    const last = m.events[m.events.length - 1];
    expect(last.event.type).toBe('game-over');
    expect(last.action).toBe(m.actions.length - 1);
    // Every attack that was resolved left a damage event with its checkpoints.
    const damage = m.events.filter((e) => e.event.type === 'damage');
    const attacks = m.events.filter((e) => e.event.type === 'attack');
    expect(damage.length).toBe(attacks.length);
  });
});

describe('typed events and their text', () => {
  it('every event of 40 random matches has a text of its own, naming no undefined part', () => {
    const seen = new Set<string>();
    for (let g = 0; g < 40; g++) {
      const m = randomMatch(`text-${g}`, { hero2: g % 2 ? 'training-dummy' : 'shadow-monk' });
      for (const { event } of m.events) {
        const text = diceDuel.describeEvent!(event);
        expect(text.length).toBeGreaterThan(0);
        expect(text).not.toMatch(/undefined|NaN|\[object/);
        seen.add(event.type);
      }
    }
    expect(seen.size).toBeGreaterThan(15);
  });
});
