/**
 * The parser's output checked against the vocabulary at load: every shipped
 * card fits; a card whose rules block does not fit (a step field of the
 * wrong kind, an unknown effect, a broken token ability, an unknown trigger
 * or condition) is a DataError naming the card, its JSON path and the
 * reason, and the catalog is refused.
 */
import { DataErrors } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { type Catalog, catalog } from '../src/cards/catalog.ts';
import { assertCatalogFits, checkCard, checkCatalog } from '../src/vocabulary/check.ts';

/** A card of the shipped catalog with its rules block changed (a deep copy: the catalog is not touched). */
function broken(id: string, change: (rules: Record<string, unknown>) => void) {
  const card = catalog().cards[id];
  const rules = structuredClone(card.rules);
  change(rules as unknown as Record<string, unknown>);
  return { id: card.id, name: card.name, rules };
}

const messages = (card: ReturnType<typeof broken>) => checkCard(card).map((e) => e.message);

describe('the load check of the rules blocks', () => {
  it('every shipped card fits the vocabulary', () => {
    expect(checkCatalog(catalog())).toEqual([]);
  });

  it("a step field of the wrong kind is named with the card, the step's path and the reason", () => {
    const card = broken('lightning_bolt', (r) => {
      (r.steps as Array<Record<string, unknown>>)[0].amount = 'three';
    });
    const [first, ...rest] = messages(card);
    expect(rest).toEqual([]);
    expect(first).toMatch(/^cards\.json \$\.lightning_bolt\.rules\.steps\[0\]\.amount: Lightning Bolt: /);
  });

  it('a field a step does not take is refused', () => {
    const card = broken('lightning_bolt', (r) => {
      (r.steps as Array<Record<string, unknown>>)[0].twice = true;
    });
    expect(messages(card).join('\n')).toMatch(/lightning_bolt\.rules\.steps\[0\].*Lightning Bolt: .*twice/);
  });

  it('an unknown effect is named', () => {
    const card = broken('lightning_bolt', (r) => {
      (r.steps as Array<Record<string, unknown>>)[0].op = 'zap';
    });
    expect(messages(card)).toEqual([
      "cards.json $.lightning_bolt.rules.steps[0].op: Lightning Bolt: unknown effect 'zap'",
    ]);
  });

  it("a token's own abilities are checked too (a Treasure's broken cost)", () => {
    const id = catalog().cardList.find((c) =>
      c.rules.triggers.some((t) => t.steps.some((s) => s.op === 'create_token' && s.token.rules)),
    )?.id;
    expect(id).toBeDefined();
    const card = broken(id ?? '', (r) => {
      const t = (
        r.triggers as Array<{
          steps: Array<{ op: string; token?: { rules?: { activated: Array<{ costs: unknown[] }> } } }>;
        }>
      ).find((x) => x.steps.some((s) => s.token?.rules));
      const step = t?.steps.find((s) => s.token?.rules);
      if (step?.token?.rules) step.token.rules.activated[0].costs.push({ kind: 'tithe' });
    });
    expect(messages(card).join('\n')).toMatch(
      /\.token\.rules\.activated\[0\]\.costs\[\d\]\.kind: .*unknown cost "tithe"/,
    );
  });

  it('an unknown trigger and an unknown condition are named', () => {
    const id = catalog().cardList.find((c) => c.rules.triggers.length > 0)?.id ?? '';
    const card = broken(id, (r) => {
      (r.triggers as Array<Record<string, unknown>>)[0].trigger = 'MOONRISE';
    });
    expect(messages(card).join('\n')).toMatch(
      new RegExp(`${id}\\.rules\\.triggers\\[0\\]\\.trigger: .*a trigger of the trigger vocabulary`),
    );
    const cond = broken('invigorate', (r) => {
      (r.alternateCosts as Array<{ condition: { id: string } }>)[0].condition.id = 'full_moon';
    });
    expect(messages(cond).join('\n')).toMatch(
      /invigorate\.rules\.alternateCosts\[0\]\.condition\.id: .*unknown condition "full_moon"/,
    );
  });

  it('a catalog with a card that does not fit is refused with DataErrors naming it', () => {
    const cat = catalog();
    const bad = broken('lightning_bolt', (r) => {
      (r.steps as Array<Record<string, unknown>>)[0].op = 'zap';
    });
    const variant: Catalog = {
      ...cat,
      cards: { ...cat.cards, lightning_bolt: { ...cat.cards.lightning_bolt, rules: bad.rules } },
      cardList: cat.cardList.map((c) => (c.id === 'lightning_bolt' ? { ...c, rules: bad.rules } : c)),
    };
    expect(() => assertCatalogFits(variant)).toThrow(DataErrors);
    expect(() => assertCatalogFits(variant)).toThrow(/lightning_bolt.*unknown effect 'zap'/);
    expect(() => assertCatalogFits(cat)).not.toThrow();
  });
});
