/**
 * Words a player reads: every event's words and every action's description
 * over many random matches (every hero pairing, both defense systems, and a
 * hero whose card uses every matcher and effect module) read as words — no
 * engine ids, no camelCase, seats from 1 — and the card text the modules'
 * words make.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRng, type GameModule, Match, pick } from '@arbiter/core';
import { assertReadableWords } from '@arbiter/core/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, statusFactsOf } from '../src/data/catalog.ts';
import { effectRegistry } from '../src/defense/effects/index.ts';
import { matcherRegistry } from '../src/defense/matchers/index.ts';
import { type CardDef, validateDefenseCard } from '../src/defense/validate.ts';
import { type DuelTypes, diceDuel, shippedCatalog } from '../src/index.ts';
import { cardText } from '../src/words/card-text.ts';

/** A card that names every matcher and every effect module, each with most of its optional fields. */
const EVERY_MODULE: CardDef = {
  dice: 6,
  fields: [
    { id: 'LOW_123', faces: [1, 2, 3] },
    { id: 'HIGH_456', faces: [4, 5, 6] },
  ],
  rules: [
    {
      id: 'count_low',
      matcher: { type: 'countField', fieldId: 'LOW_123', per: 2, min: 2, cap: 4 },
      effects: [
        { type: 'blockPer', amount: 1, cap: 3 },
        { type: 'dealPer', amount: 1 },
        { type: 'heal', amount: 1, conditions: { selfHpAtMost: 40 } },
        { type: 'reflect', amount: 1, perMatch: true },
        { type: 'dealFlat', amount: 2 },
      ],
    },
    {
      id: 'pairs_high',
      matcher: { type: 'pairsField', fieldId: 'HIGH_456', cap: 2 },
      effects: [
        { type: 'flatBlock', amount: 1 },
        { type: 'gainStatus', status: 'chi', amount: 1, stacks: 1, stackCap: 3, usablePhase: 'immediate' },
        {
          type: 'applyStatusToOpponent',
          status: 'burn',
          amount: 1,
          conditions: { opponentHasStatus: { status: 'burn', atLeast: 2 } },
        },
        { type: 'gainStatus', status: 'prevent_half', stacks: 1, conditions: { minMatchCount: 2 } },
      ],
    },
    {
      id: 'sixes',
      matcher: { type: 'exactFace', face: 6, count: 2 },
      effects: [
        { type: 'preventHalf' },
        { type: 'buffNextAttack', amount: 2, kind: 'blockBonus', expires: { type: 'afterNTurns', turns: 2 } },
        { type: 'buffNextAttack', amount: 1, usablePhase: 'immediate' },
        { type: 'cleanse', conditions: { selfHasStatus: 'burn', incomingAtLeast: 3 } },
        { type: 'transferStatus', status: 'burn', amount: 1, conditions: { selfLacksStatus: 'chi' } },
      ],
    },
    {
      id: 'recipe',
      matcher: {
        type: 'combo',
        fields: [
          { id: 'LOW_123', min: 1 },
          { id: 'HIGH_456', min: 1 },
        ],
      },
      effects: [{ type: 'rerollDice', count: 1, fields: ['LOW_123'], selectionPolicy: 'lowest' }],
    },
  ],
};

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The shipped game with Training Dummy defending on EVERY_MODULE (its v1 board stays as shipped). */
function everyModuleGame(): GameModule<DuelTypes> {
  const data = JSON.parse(readFileSync(join(DEFAULT_DATA_DIR, 'heroes.json'), 'utf8')) as {
    heroes: Array<{ id: string; defenseCard?: unknown }>;
  };
  const dummy = data.heroes.find((h) => h.id === 'training-dummy')!;
  dummy.defenseCard = EVERY_MODULE;
  const dir = mkdtempSync(join(tmpdir(), 'dd-words-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'heroes.json'), JSON.stringify(data));
  return diceDuel.withData!(dir);
}

/** Every event's words and every legal action's description of a random match, in order. */
function wordsOfMatch(game: GameModule<DuelTypes>, seed: string, options: Record<string, unknown>): string[] {
  const match = new Match(game, options, seed);
  const chooser = createRng(`words/${seed}`);
  const lines: string[] = [];
  while (match.outcome() === null) {
    const player = match.toAct()[0];
    const legal = match.legalActions(player);
    for (const a of legal) lines.push(game.describe(a, match.state));
    match.applyTrusted(player, pick(chooser, legal));
  }
  for (const { event } of match.events) lines.push(game.describeEvent!(event));
  return lines;
}

/** What no line a person reads may hold, beyond identifier-shaped words: combo ids and seat 0. */
function assertDuelWords(lines: readonly string[], where: string): void {
  assertReadableWords(lines, where);
  const bad = lines.filter((l) => /\b\dOAK\b|\bseat 0\b|undefined|NaN|\[object/.test(l));
  expect(bad.slice(0, 5), where).toEqual([]);
}

describe('words a player reads', () => {
  it('every event and action description of 60 random matches reads as words (every pairing, v1 and v2)', () => {
    const heroes = shippedCatalog.heroIds;
    const seen = new Set<string>();
    for (let g = 0; g < 60; g++) {
      const options = {
        hero1: heroes[g % 3],
        hero2: heroes[Math.floor(g / 3) % 3],
        defense: (['hero', 'v1', 'v2'] as const)[Math.floor(g / 9) % 3],
      };
      const lines = wordsOfMatch(diceDuel, `words-${g}`, options);
      assertDuelWords(lines, `match ${g} ${JSON.stringify(options)}`);
      for (const l of lines) seen.add(l.replace(/\d+/g, 'N'));
    }
    expect(seen.size).toBeGreaterThan(80);
  });

  it('so do the matches of a hero whose card uses every matcher and effect module', () => {
    const game = everyModuleGame();
    const types = new Set<string>();
    for (let g = 0; g < 40; g++) {
      const options = { hero1: g % 2 ? 'training-dummy' : 'pyromancer', hero2: 'training-dummy' };
      const match = new Match(game, options, `every-${g}`);
      const chooser = createRng(`every/${g}`);
      while (match.outcome() === null) {
        const p = match.toAct()[0];
        match.applyTrusted(p, pick(chooser, match.legalActions(p)));
      }
      const lines = match.events.map((r) => game.describeEvent!(r.event));
      assertDuelWords(lines, `every-module match ${g}`);
      for (const r of match.events)
        if (r.event.type === 'rule-result') for (const x of r.event.results) types.add(x.effect.type);
    }
    // The matches exercised every effect module's outcome words.
    expect([...types].sort()).toEqual(effectRegistry.ids().sort());
  });

  it('the card uses every module: adding one means giving it words here', () => {
    const named = new Set(
      EVERY_MODULE.rules.flatMap((r) => [r.matcher.type, ...r.effects.map((e) => e.type)]),
    );
    for (const id of [...matcherRegistry.ids(), ...effectRegistry.ids()]) expect(named, id).toContain(id);
  });
});

describe('card text from the modules’ words', () => {
  it("the shipped heroes' cards", () => {
    const text = (hero: string) =>
      cardText(shippedCatalog.heroes[hero].card!.card!).rules.map((r) => `${r.name}: ${r.text}`);
    expect(text('pyromancer')).toEqual([
      'Smolder Guard - Block: Each die showing 4 or 5: block 1.',
      'Smolder Guard - Burn: Any die showing 6 (once): give the attacker 1 burn, usable at once.',
    ]);
    expect(text('shadow-monk')).toEqual([
      'Stone Skin - Block: Each die showing 1, 2 or 3: block 1.',
      'Stone Skin - Chi: Each die showing 4 or 5: gain 1 chi, up to 3, usable from the next turn.',
      'Stone Skin - Prevent Half: Any die showing 6 (once): halve the damage once.',
    ]);
    // A rule without a label is named by its place on the card.
    expect(text('training-dummy')).toEqual([
      'rule 1: Each die showing 1, 2 or 3: block 1.',
      'rule 2: Each die showing 4 or 5: block 2.',
      'rule 3: Each die showing 6: block 3.',
    ]);
  });

  it('every module and condition reads as words, with no field or status id', () => {
    const v = validateDefenseCard(EVERY_MODULE, statusFactsOf(shippedCatalog.statuses));
    expect(v.errors).toEqual([]);
    const text = cardText(v.card!);
    const lines = text.rules.map((r) => `${r.name}: ${r.text}`);
    assertDuelWords(lines, 'every-module card');
    expect(lines.join('\n')).not.toMatch(/LOW_123|HIGH_456|prevent_half/);
    expect(lines).toEqual([
      'rule 1: Each die showing 1, 2 or 3, counted 2 times (at least 2 dice, at most 4 matches): block 1 (at most 3); deal 1 damage to the attacker; if your HP is 40 or less, heal 1 HP; reflect 1; deal 2 damage to the attacker once.',
      'rule 2: Each pair of dice showing 4, 5 or 6 (at most 2 matches): reduce the damage by 1 once; gain 1 chi and 1 more once, up to 3, usable at once; if the attacker has at least 2 burn, give the attacker 1 burn; if it matches at least 2 times, gain 1 prevent half once.',
      'rule 3: Every 2 dice showing 6: halve the damage once; gain a buff: +2 block on its next defense, for 2 more turns; gain a buff: +1 damage on its next attack, usable at once; if you have burn and the damage is 3 or more, remove all negative statuses; if you have no chi, move 1 of your burn to the attacker.',
      'rule 4: 1 die showing 1, 2 or 3 and 1 die showing 4, 5 or 6 (once): reroll 1 die among those showing 1, 2 or 3: the lowest dice.',
    ]);
  });
});
