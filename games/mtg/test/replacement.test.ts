/**
 * The replacement layer (CR 614-616): every replacement the registry holds is
 * named by the card data (and every one the data names is there), golden
 * scenarios for each, and the guard on CR 616.1 — two replacements that can
 * meet on one event must give the same event in either order, or the order
 * would have to be a decision of the affected player.
 */
import { checkCoverage } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { poolOf } from '../src/cards/catalog.ts';
import type { StackItem } from '../src/engine/state.ts';
import { usagesOf } from '../src/validate.ts';
import {
  type ReplaceableEvent,
  type ReplacementModule,
  replacementRegistry,
} from '../src/vocabulary/replacements/index.ts';
import { act, choose, pass, player, scenario } from './helpers.ts';

function permutations<T>(xs: T[]): T[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
}

describe('the replacement layer (CR 614, 615, 616)', () => {
  it('every replacement in the registry is called for by the data, and every one the data names is there', () => {
    // Phase 1's cards (Sixth Edition's replacements are its shares' tests').
    const uses = usagesOf(poolOf('phase1')!.catalog).replacements;
    const c = checkCoverage(replacementRegistry, uses);
    expect(c.missing).toEqual([]);
    expect(c.unused).toEqual([]);
    expect(new Set(uses.map((u) => u.path[0]))).toEqual(
      new Set(['diluvian_primordial', 'fog_bank', 'moan_of_the_unhallowed']),
    );
  });

  it('CR 616.1 replacements that can meet on one event give the same event in any order (else the order is a decision)', () => {
    const modules = replacementRegistry.ids().map((id) => replacementRegistry.get(id));
    const item = { id: 1, source: 1, exileAfter: true } as StackItem;
    const samples: Record<ReplaceableEvent['kind'], ReplaceableEvent> = {
      spell_leaves_stack: { kind: 'spell_leaves_stack', item, to: 'graveyard' },
      damage: { kind: 'damage', source: 1, target: 2, amount: 3, combat: true },
      dies: { kind: 'dies', object: 1, to: 'graveyard' },
      to_graveyard: { kind: 'to_graveyard', object: 1, owner: 0, to: 'graveyard' },
    };
    for (const [kind, sample] of Object.entries(samples)) {
      const mine: ReplacementModule[] = modules.filter((m) => m.event === kind);
      expect(mine.length, kind).toBeGreaterThan(0);
      const results = permutations(mine).map((order) =>
        JSON.stringify(order.reduce((e, m) => m.replace(e), sample)),
      );
      expect(new Set(results).size, kind).toBe(1);
    }
  });

  it('CR 614.1a Diluvian Primordial: the bolt cast from the opponent’s graveyard is exiled instead of going to a graveyard', () => {
    scenario(
      {
        players: [
          player({
            hand: [{ card: 'diluvian_primordial', tag: 'd' }],
            battlefield: Array.from({ length: 7 }, () => ({ card: 'basic_island' })),
          }),
          player({ graveyard: [{ card: 'lightning_bolt', tag: 'bolt' }] }),
        ],
      },
      [
        act({ type: 'cast', card: '@d', via: 'hand', targets: [] }),
        pass(2),
        act({ type: 'choose_targets', targets: [['@bolt']] }),
        pass(2),
        choose('Yes'),
        choose('Cast it targeting player 2'),
        pass(2),
      ],
      { life: [20, 17], cards: { bolt: { zone: 'exile' } }, graveyards: [[], []] },
    );
  });

  it('CR 702.34a flashback: Moan of the Unhallowed cast with flashback is exiled as it resolves', () => {
    scenario(
      {
        players: [
          player({
            graveyard: [{ card: 'moan_of_the_unhallowed', tag: 'm' }],
            battlefield: Array.from({ length: 7 }, () => ({ card: 'basic_swamp' })),
          }),
          player(),
        ],
      },
      [act({ type: 'cast', card: '@m', via: 'flashback', targets: [] }), pass(2)],
      { cards: { m: { zone: 'exile' } }, tokens: [['Zombie token', 'Zombie token'], []] },
    );
  });
});
