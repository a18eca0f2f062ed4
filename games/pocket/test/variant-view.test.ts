/**
 * A Lab variant's match shows the variant's words: the view reads a
 * Pokémon's ability and attacks from the catalog the match is played with,
 * even when the shipped game in the same process has already shown the same
 * card (a view cache keyed by card index would show the shipped text).
 */
import { applyDataChanges } from '@arbiter/sim';
import { describe, expect, it } from 'vitest';
import { pocket } from '../src/index.ts';
import type { PocketState } from '../src/state.ts';
import type { PocketView } from '../src/view.ts';
import { position } from './helpers.ts';

const PORYGON = 'A1 209';
const docs = pocket.dataDocuments!;
const at = (docs.documents['cards.json'] as { cards: Array<{ id: string }> }).cards.findIndex(
  (c) => c.id === PORYGON,
);
const SCAN = 'Once during your turn, you may look at the top 2 cards of your deck.';

function porygonActive(): PocketState {
  const setup = pocket.scenarios!.setupSchema.parse(position({ active: { card: PORYGON } }));
  return pocket.scenarios!.build(setup, { seed: 'variant-view' } as never);
}

describe("a variant's view", () => {
  it("shows the variant's ability and attack, after the shipped game showed the same card", () => {
    const variant = docs.load(
      applyDataChanges(docs.documents, [
        { file: 'cards.json', path: ['cards', at, 'ability', 'name'], value: 'Deep Scan' },
        { file: 'cards.json', path: ['cards', at, 'ability', 'effect', 'text'], value: SCAN },
        { file: 'cards.json', path: ['cards', at, 'ability', 'effect', 'effects', 0, 'count'], value: 2 },
        { file: 'cards.json', path: ['cards', at, 'attacks', 0, 'name'], value: 'Overclock' },
      ]),
    );
    const shipped = (pocket.view(porygonActive(), 0) as PocketView).sides[0].active!;
    expect(shipped.ability?.name).toBe('Data Scan');
    const changed = (variant.view(porygonActive(), 0) as PocketView).sides[0].active!;
    expect(changed.ability).toEqual({ name: 'Deep Scan', text: SCAN, use: 'once' });
    expect(changed.attacks.map((a) => a.name)).toEqual(['Overclock']);
    // And the shipped game still shows its own.
    const again = (pocket.view(porygonActive(), 0) as PocketView).sides[0].active!;
    expect(again.ability?.name).toBe('Data Scan');
    expect(again.attacks.map((a) => a.name)).toEqual(['Sharpen']);
  });
});
