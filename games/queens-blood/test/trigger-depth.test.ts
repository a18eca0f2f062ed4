/**
 * Watcher cascades run through the kernel's dispatch, and the depth of the
 * whole cascade counts against its guard: data that loops through watchers
 * ends the action with RuleViolation('trigger-depth'), not the process.
 */
import { RuleViolation } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { tileIndex } from '../src/board.ts';
import { newCtx } from '../src/engine-context.ts';
import { destroyBatch } from '../src/resolve.ts';
import { buildPosition, setupSchema } from '../src/scenario.ts';
import { variantCatalog } from './helpers.ts';

/**
 * Security Officer (001) watches destroyed cards and spawns Mandragora
 * Minions (146) on its side's empty tiles; a Minion destroys itself when
 * spawned, which the Officer sees again from inside its own reaction: a
 * cascade two watcher levels deep. (It stops there: a destroyed card leaves
 * its tile only after the watchers, so the second spawn finds no empty tile.)
 */
const cascading = variantCatalog((raw) => {
  raw.registry.watch_spawn_minions = {
    description: 'When a card is destroyed, spawn Mandragora Minions.',
    trigger: 'on_card_destroyed',
    scope: 'self',
    operations: [{ type: 'spawn_token', token_id: 'Mandragora Minion', apply_to: 'empty_positions' }],
  };
  raw.registry.spawned_self_destroy = {
    description: 'When spawned, destroy this card.',
    trigger: 'on_spawned',
    scope: 'self',
    operations: [{ type: 'destroy_cards', apply_to: 'self' }],
  };
  raw.db.find((c) => c.id === '001')!.effect_id = 'watch_spawn_minions';
  raw.db.find((c) => c.id === '146')!.effect_id = 'spawned_self_destroy';
});

function destroyTopLeft(maxDepth: number): unknown {
  const s = buildPosition(
    cascading,
    setupSchema.parse({
      tiles: [
        { lane: 'MID', col: 1, card: '001', side: 'P1' },
        { lane: 'TOP', col: 1, card: '002', side: 'P1' },
      ],
    }),
    'cascade',
  );
  const ctx = newCtx(s, cascading);
  ctx.maxDepth = maxDepth;
  try {
    destroyBatch(ctx, [s.tiles[tileIndex(0, 0)].card]);
    return s;
  } catch (e) {
    return e;
  }
}

describe('trigger depth', () => {
  it('nested watcher dispatches share one depth budget: the kernel guard sees the whole cascade', () => {
    const deep = destroyTopLeft(1);
    expect(deep).not.toBeInstanceOf(Error);
    // The Minion was spawned on the empty home tile BOT 1 and destroyed itself.
    expect((deep as { destroyed: number[][] }).destroyed[0].length).toBe(2);
    const shallow = destroyTopLeft(0);
    expect(shallow).toBeInstanceOf(RuleViolation);
    expect((shallow as RuleViolation).code).toBe('trigger-depth');
    expect((shallow as RuleViolation).reason).toMatch(/deeper than/);
  });
});
