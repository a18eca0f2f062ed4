/**
 * Spell Duel is the example in docs/adding-a-game.md; these are the tests a
 * new game starts from: data errors and registry coverage, scenario files for
 * the rules, the kernel's conformance suite, replay over many seeds, and
 * golden playthroughs.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataErrors, Match, RuleViolation, replay, runScenarioFile } from '@arbiter/core';
import { playthroughCheck, runConformance } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import {
  type DuelAction,
  loadCatalog,
  operations,
  rulesText,
  shippedDataDir,
  spellDuel,
} from '../src/index.ts';
import { PLAYTHROUGHS } from './playthrough-cases.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function withCards(cards: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'spell-duel-'));
  writeFileSync(join(dir, 'cards.json'), JSON.stringify({ cards }));
  return dir;
}

describe('data', () => {
  it('every operation the shipped data names has a module, and every module is used', () => {
    const used = new Set<string>();
    const file = JSON.parse(readFileSync(join(shippedDataDir, 'cards.json'), 'utf8'));
    for (const card of file.cards) for (const e of card.effects) used.add(e.op);
    expect([...used].sort()).toEqual(operations.ids().sort());
  });

  it("every card's printed text is what its operations' words say", () => {
    for (const card of loadCatalog().cards.values()) expect(rulesText(card), card.id).toBe(card.text);
  });

  it('bad data names the file, the JSON path and the reason, for every problem at once', () => {
    const dir = withCards([
      { id: 'a', name: 'A', copies: 1, text: '', effects: [{ op: 'explode', amount: 2 }] },
      { id: 'b', name: 'B', copies: 1, text: '', effects: [{ op: 'damage', amount: 0 }] },
    ]);
    try {
      expect(() => loadCatalog(dir)).toThrow(DataErrors);
      try {
        loadCatalog(dir);
      } catch (e) {
        const lines = (e as DataErrors).errors.map((d) => d.message);
        expect(lines).toEqual([
          expect.stringMatching(/cards\.json.*cards\[1\]\.effects\[0\]\.amount/),
          expect.stringMatching(/cards\.json.*cards\[0\]\.effects\[0\]\.op.*unknown operation 'explode'/),
        ]);
      }
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('withData plays a designer’s folder, and its fingerprint differs', () => {
    const dir = withCards([
      { id: 'zap', name: 'Zap', copies: 4, text: 'Deal 6.', effects: [{ op: 'damage', amount: 6 }] },
    ]);
    try {
      const variant = spellDuel.withData?.(dir);
      expect(variant?.dataFingerprint).not.toBe(spellDuel.dataFingerprint);
      const m = new Match(variant!, {}, 'v');
      while (!m.outcome()) m.act(m.toAct()[0], m.legalActions(m.toAct()[0])[0]);
      expect(m.outcome()).toMatchObject({ winner: 0, reason: 'opponent at 0 health' });
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});

describe('rules', () => {
  for (const name of readdirSync(join(root, 'scenarios'))) {
    it(`scenario ${name}`, () => {
      const file = JSON.parse(readFileSync(join(root, 'scenarios', name), 'utf8'));
      const report = runScenarioFile(spellDuel, file, name);
      expect(report.checks.filter((c) => !c.ok)).toEqual([]);
      expect(report.checks.length).toBeGreaterThan(0);
    });
  }

  it('a refused action says why and changes nothing', () => {
    const m = new Match(spellDuel, {}, 'refuse');
    const before = m.hash();
    expect(() => m.act(1, { type: 'pass' })).toThrow(RuleViolation);
    const notInHand: DuelAction = { type: 'play', card: 'no-such-card' };
    expect(() => m.act(0, notInHand)).toThrow(/illegal-action/);
    expect(m.hash()).toBe(before);
    // The rules say why on their own too (the Match refuses anything not listed before asking them).
    expect(() => spellDuel.apply(m.state, 0, notInHand)).toThrow(/not in seat 0's hand/);
    expect(m.hash()).toBe(before);
  });

  it('a failed expectation is reported, not passed', () => {
    const file = JSON.parse(readFileSync(join(root, 'scenarios', 'lethal.json'), 'utf8'));
    file.expect.health = [12, 1];
    const report = runScenarioFile(spellDuel, file, 'lethal.json');
    expect(report.checks.find((c) => c.name === 'health')?.ok).toBe(false);
  });
});

describe('the kernel contract', () => {
  it('passes the conformance suite (hidden hands and decks stay hidden)', () => {
    const summary = runConformance(spellDuel, { seeds: 60 });
    expect(summary.games).toBe(60);
    expect(summary.redaction.changedHidden).toBeGreaterThan(0);
  });

  it('replays 200 random games to the same hashes', () => {
    for (let i = 0; i < 200; i++) {
      const m = new Match(spellDuel, {}, `replay-${i}`);
      let k = i;
      while (!m.outcome()) {
        const p = m.toAct()[0];
        const legal = m.legalActions(p);
        m.act(p, legal[k++ % legal.length]);
      }
      const again = replay(spellDuel, m.toLog());
      expect(again.finalHash).toBe(m.hash());
      expect(again.match.state).toEqual(m.state);
    }
  });

  for (const c of PLAYTHROUGHS) {
    it(`golden playthrough ${c.name} (regenerate: node --import tsx examples/spell-duel/scripts/playthroughs.ts)`, () => {
      expect(playthroughCheck(spellDuel, join(root, 'playthroughs'), c)).toBeNull();
    });
  }
});
