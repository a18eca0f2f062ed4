/**
 * The card-text generator: every card reads as words with its amounts and
 * names, no raw id; one golden per operation type, trigger and scope, each
 * on a card looked up by name whose effect data is checked first (so a data
 * change fails here with the reason, not as a silently different text).
 * Scopes no shipped card uses are checked on synthetic effects.
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, EffectDef, Operation } from '../src/catalog-types.ts';
import { loadRaw, shippedRaw } from '../src/data.ts';
import { cardText, cardTextVocabulary, effectText, shippedCardTexts } from '../src/index.ts';
import { matcherRegistry, operationRegistry, scopeRegistry, triggerRegistry } from '../src/registries.ts';

const cat = loadRaw(shippedRaw).catalog;
const TRIGGERS = triggerRegistry.ids();
const SCOPES = scopeRegistry.ids();
const OPERATION_TYPES = operationRegistry.ids();
const SCALE_MATCHERS = matcherRegistry.ids();
const byName = (name: string): CardDef => {
  const c = cat.byName.get(name);
  if (!c) throw new Error(`no card named ${name}`);
  return c;
};

/** Words no player should see: the vocabulary's ids and every effect id. */
const RAW_IDS = [...TRIGGERS, ...SCOPES, ...OPERATION_TYPES, ...SCALE_MATCHERS, ...cat.effects.keys()];

describe('every card has readable ability text', () => {
  it('covers all 164 cards', () => {
    expect(cat.cards).toHaveLength(164);
  });

  it.each(cat.cards.map((c): [string, CardDef] => [`${c.id} ${c.name}`, c]))('%s', (_, card) => {
    const text = cardText(card, cat);
    expect(text.length).toBeGreaterThan(0);
    expect(text).toMatch(/^[A-Z].*\.$/s);
    for (const raw of RAW_IDS) expect(text).not.toContain(raw);
    expect(text).not.toMatch(/[a-z]+_[a-z]+/); // no snake_case identifier of any kind
    expect(text).not.toMatch(/undefined|NaN|null|\?|card #/);
    if (card.effect === null) {
      expect(text).toBe('No ability.');
      return;
    }
    // The amounts and names in the data are in the words.
    for (const raw of card.effect.operations) {
      const op = raw as Operation & Record<string, unknown>;
      if (op.type === 'modify_power') expect(text).toContain(`by ${Math.abs(op.amount as number)}`);
      if (op.type === 'modify_power_scale') expect(text).toContain(`by ${Math.abs(op.amountPer as number)}`);
      if (op.type === 'modify_tile_ranks') expect(text).toContain(`${op.amount} ranks`);
      if (op.type === 'score_bonus' && !op.laneMinTransfer)
        expect(text).toContain(`${op.amount} bonus point`);
      if (op.type === 'add_to_hand')
        for (const c of op.cards as number[]) expect(text).toContain(cat.cards[c].name);
      if (op.type === 'spawn_token')
        for (const c of (op.byRank as number[]).slice(1)) expect(text).toContain(cat.cards[c].name);
    }
    if (card.effect.threshold !== null) expect(text).toContain(`reaches ${card.effect.threshold}`);
  });
});

interface Golden {
  card: string;
  trigger: string;
  scope: string;
  operations: string[];
  text: string;
}

/** One card per operation type, per trigger and per scope the data uses (many cover several). */
const GOLDENS: Golden[] = [
  {
    card: 'Security Officer',
    trigger: '-',
    scope: '-',
    operations: [],
    text: 'No ability.',
  },
  {
    card: 'Grenadier',
    trigger: 'on_play',
    scope: 'enemies_on_affected_tiles',
    operations: ['modify_power'],
    text: 'When played, lower the power of enemy cards on affected tiles by 4.',
  },
  {
    card: 'Crystalline Crab',
    trigger: 'while_in_play',
    scope: 'allies_on_affected_tiles',
    operations: ['modify_power'],
    text: 'While this card is in play, raise the power of allied cards on affected tiles by 2.',
  },
  {
    card: 'Flametrooper',
    trigger: 'on_destroy',
    scope: 'all_cards_on_affected_tiles',
    operations: ['modify_power'],
    text: 'When this card is destroyed, lower the power of allied and enemy cards on affected tiles by 3.',
  },
  {
    card: 'Tonberry King',
    trigger: 'on_card_destroyed',
    scope: 'self',
    operations: ['modify_power_scale'],
    text: "Each time an allied card is destroyed, raise this card's power by 2.",
  },
  {
    card: 'Joker',
    trigger: 'on_card_destroyed',
    scope: 'self',
    operations: ['modify_power_scale'],
    text: "Each time another card, allied or enemy, is destroyed, raise this card's power by 1.",
  },
  {
    card: 'Bagnadrana',
    trigger: 'on_card_played',
    scope: 'self',
    operations: ['modify_power_scale'],
    text: "Each time an enemy card is played from hand, raise this card's power by 1.",
  },
  {
    card: 'Valron',
    trigger: 'while_in_play',
    scope: 'self',
    operations: ['modify_power_scale'],
    text: "While this card is in play, raise this card's power by 2 for each other enfeebled allied card.",
  },
  {
    card: 'Two Face',
    trigger: 'on_enfeebled',
    scope: 'enemies_on_affected_tiles',
    operations: ['modify_power'],
    text: 'Each time this card is enfeebled, lower the power of enemy cards on affected tiles by 4.',
  },
  {
    card: 'Desert Sahagin',
    trigger: 'on_first_enfeebled',
    scope: 'allies_on_affected_tiles',
    operations: ['modify_power'],
    text: 'The first time this card is enfeebled, raise the power of allied cards on affected tiles by 4.',
  },
  {
    card: 'Gagighandi',
    trigger: 'on_first_enhanced',
    scope: 'enemies_on_affected_tiles',
    operations: ['modify_power'],
    text: 'The first time this card is enhanced, lower the power of enemy cards on affected tiles by 2.',
  },
  {
    card: 'Cloud',
    trigger: 'on_power_threshold',
    scope: 'allies_on_affected_tiles',
    operations: ['modify_power'],
    text: "The first time this card's power reaches 7, raise the power of allied cards on affected tiles by 2.",
  },
  {
    card: 'Diamond Dust',
    trigger: 'on_spawned',
    scope: 'self',
    operations: ['modify_power', 'modify_power'],
    text: "When this card is spawned, if it replaced 2 pawns, raise this card's power by 2; if it replaced 3 pawns, raise this card's power by 4.",
  },
  {
    card: 'Maloceros',
    trigger: 'on_lane_win',
    scope: 'lane_owner',
    operations: ['score_bonus'],
    text: "When you win this card's lane, score 10 bonus points.",
  },
  {
    card: 'Ultimate Party Animal',
    trigger: 'on_round_end',
    scope: 'lane_owner',
    operations: ['score_bonus'],
    text: "When the round ends, if you win this card's lane, also score the losing side's power in that lane.",
  },
  {
    card: 'Cockatrice',
    trigger: 'on_play',
    scope: 'all_cards_on_affected_tiles',
    operations: ['destroy_cards'],
    text: 'When played, destroy allied and enemy cards on affected tiles.',
  },
  {
    card: 'Insectoid Chimera',
    trigger: 'on_play',
    scope: 'self',
    operations: ['replace_ally'],
    text: 'Play this card onto one of your cards: that card is destroyed and replaced.',
  },
  {
    card: 'Gi Specter',
    trigger: 'on_play',
    scope: 'all_cards_on_affected_tiles',
    operations: ['replace_ally'],
    text: "Play this card onto one of your cards: that card is destroyed and replaced. When played, lower the power of allied and enemy cards on affected tiles by the replaced card's power.",
  },
  {
    card: 'Moogle Trio',
    trigger: 'on_play',
    scope: 'self',
    operations: ['add_to_hand'],
    text: 'When played, add Moogle Mage and Moogle Bard to your hand.',
  },
  {
    card: 'Shiva',
    trigger: 'on_play',
    scope: 'self',
    operations: ['spawn_token'],
    text: 'When played, spawn Diamond Dust on each of your empty tiles.',
  },
  {
    card: 'Bahamut Arisen',
    trigger: 'on_play',
    scope: 'self',
    operations: ['spawn_token'],
    text: 'When played, on each of your empty tiles spawn the token matching its rank: Elementals I (1 Pawn) on rank 1, Elementals II (2 Pawn) on rank 2, Elementals III (3 Pawn) on rank 3.',
  },
  {
    card: 'Disgorgon',
    trigger: 'on_play',
    scope: 'self',
    operations: ['modify_tile_ranks'],
    text: 'When played, each tile this card places pawns on gains 2 ranks instead of 1.',
  },
  {
    card: 'Fat Chocobo',
    trigger: 'on_play',
    scope: 'self',
    operations: ['expand_positions'],
    text: 'When played, claim the 8 tiles around this card: neutral ones become yours at rank 1, yours gain a rank (up to 3), enemy ones stay as they are.',
  },
];

describe('goldens, checked against the card data', () => {
  it.each(GOLDENS.map((g) => [g.card, g] as const))('%s', (_, g) => {
    const card = byName(g.card);
    if (g.trigger === '-') {
      expect(card.effect).toBeNull();
    } else {
      expect(card.effect?.trigger).toBe(g.trigger);
      expect(card.effect?.scope).toBe(g.scope);
      expect(card.effect?.operations.map((o) => o.type)).toEqual(g.operations);
    }
    expect(cardText(card, cat)).toBe(g.text);
  });

  it('cover every operation type and trigger, and every scope the data uses', () => {
    const ops = new Set(GOLDENS.flatMap((g) => g.operations));
    // Operations registered ahead of the data (reserved) have no shipped card to be a golden.
    const shippedOps = OPERATION_TYPES.filter((o) => !operationRegistry.reserved.has(o));
    expect(shippedOps.filter((o) => !ops.has(o))).toEqual([]);
    const triggers = new Set(GOLDENS.map((g) => g.trigger));
    expect([...TRIGGERS].filter((t) => !triggers.has(t))).toEqual([]);
    const scopes = new Set(GOLDENS.map((g) => g.scope));
    const used = new Set(cat.cards.flatMap((c) => (c.effect ? [c.effect.scope] : [])));
    expect([...used].filter((s) => !scopes.has(s))).toEqual([]);
  });

  it('have words for every id of the trigger, scope, operation and matcher registries', () => {
    expect([...cardTextVocabulary.triggers].sort()).toEqual([...TRIGGERS].sort());
    expect([...cardTextVocabulary.scopes].sort()).toEqual([...SCOPES].sort());
    expect([...cardTextVocabulary.operations].sort()).toEqual([...OPERATION_TYPES].sort());
    expect([...cardTextVocabulary.matchers].sort()).toEqual([...SCALE_MATCHERS].sort());
  });

  it('the shipped texts are these, card by card', () => {
    const shipped = shippedCardTexts();
    expect(shipped.map((c) => c.card.id)).toEqual(cat.cards.map((c) => c.id));
    for (const { card, text } of shipped) expect(text).toBe(cardText(cat.byId.get(card.id)!, cat));
  });
});

describe('scopes and matchers no shipped card uses', () => {
  const effect = (
    over: Partial<EffectDef> & { operations: Array<Operation & Record<string, unknown>> },
  ): EffectDef => ({
    id: 'synthetic',
    description: '',
    trigger: 'on_play',
    moment: 'placed',
    scope: 'self',
    firstTime: false,
    threshold: null,
    steps: [], // the card text reads `operations` only
    ...over,
  });
  const noName = () => 'X';

  it.each([
    ['allies_global', 'When played, raise the power of all other allied cards by 2.'],
    ['enemies_global', 'When played, raise the power of all enemy cards by 2.'],
    ['all_cards_global', 'When played, raise the power of all other allied and enemy cards by 2.'],
    ['allies_in_lane', 'When played, raise the power of other allied cards in this lane by 2.'],
    ['enemies_in_lane', 'When played, raise the power of enemy cards in this lane by 2.'],
    ['all_cards_in_lane', 'When played, raise the power of other allied and enemy cards in this lane by 2.'],
  ] as const)('%s', (scope, text) => {
    const e = effect({ scope, operations: [{ type: 'modify_power', amount: 2, replacedPawns: null }] });
    expect(effectText(e, noName)).toBe(text);
  });

  it('an id without words throws, naming it, instead of printing it', () => {
    const op = [{ type: 'modify_power', amount: 1, replacedPawns: null }];
    expect(() => effectText(effect({ scope: 'nowhere', operations: op }), noName)).toThrow(
      "no words for scope 'nowhere'",
    );
    expect(() => effectText(effect({ trigger: 'on_whim', operations: op }), noName)).toThrow(
      "no words for trigger 'on_whim'",
    );
    expect(() => effectText(effect({ operations: [{ type: 'teleport' }] }), noName)).toThrow(
      "no words for operation 'teleport'",
    );
  });

  it('destroy on a lane scope; first-enhanced without first_time; event scaling under while_in_play', () => {
    expect(
      effectText(
        effect({
          scope: 'enemies_in_lane',
          operations: [{ type: 'destroy_cards', applyTo: 'enemies_in_lane' }],
        }),
        noName,
      ),
    ).toBe('When played, destroy enemy cards in this lane.');
    expect(
      effectText(
        effect({
          trigger: 'on_first_enhanced',
          operations: [{ type: 'modify_power', amount: -1, replacedPawns: null }],
        }),
        noName,
      ),
    ).toBe("Each time this card becomes enhanced, lower this card's power by 1.");
    expect(
      effectText(
        effect({
          trigger: 'on_play',
          operations: [{ type: 'modify_power_scale', per: 'played_all', amountPer: 1 }],
        }),
        noName,
      ),
    ).toBe(
      "When played, raise this card's power by 1 each time another card, allied or enemy, is played from hand.",
    );
  });
});
