/**
 * Tokens on the effect's own card (an event), kept under its name in
 * `pools`: `add_self_slay_cost AMOUNT max=N` raises its own slay cost, up
 * to N; `add_self_gold_pool N` has the player put N gold on it (what they
 * have, up to N); `gain_self_gold_pool` hands the player the gold on it.
 */
import { z } from 'zod';
import type { Amount } from '../../../grammar/tree.ts';
import { type Added, type CkState, stateExtra } from '../../../state.ts';
import { amountWords, type Delta } from '../../../words/phrasing.ts';
import { amountSchema, NO_ARGS, NO_ARGS_SHAPE } from '../../args.ts';
import { defineOperation } from '../../module.ts';
import { addTo } from '../../support.ts';
import { addToCost } from './monster-cost.ts';

/** The tokens on a card (by its name). */
function pool(state: CkState, source: string): Added {
  const x = stateExtra(state);
  x.pools[source] ??= { g: 0, s: 0, m: 0 };
  return x.pools[source];
}

interface SelfCost {
  added: Amount;
  max: number | null;
}

export const addSelfSlayCost = defineOperation({
  id: 'add_self_slay_cost',
  description: 'tokens on the event card raise its own slay cost, up to a maximum',
  params: z
    .object({
      ...NO_ARGS_SHAPE,
      amounts: z.tuple([amountSchema]),
      named: z.object({ max: z.number().int().min(0).optional() }).strict(),
    })
    .strict(),
  compile: (raw): SelfCost => ({ added: raw.amounts[0], max: raw.named.max ?? null }),
  run(en, { added, max }, task) {
    const n = addToCost(pool(en.state, task.source), added, max ?? undefined);
    if (en.emit) {
      const delta: Delta = {};
      addTo(delta, added.res, n);
      en.emit({ type: 'event-cost', card: task.source, added: delta });
    }
    return null;
  },
  words: ({ added, max }) =>
    `add ${amountWords(added)} to this monster's cost${max !== null ? ` (at most ${max})` : ''}`,
});

export const addSelfGoldPool = defineOperation({
  id: 'add_self_gold_pool',
  description: 'the player puts gold (what they have, up to N) on the event card',
  params: z.object({ ...NO_ARGS_SHAPE, nums: z.array(z.number().int().min(0)).max(1) }).strict(),
  compile: (raw): number => raw.nums[0] ?? 1,
  run(en, n, task) {
    const p = en.state.players[task.player];
    const paid = Math.min(p.g, n);
    p.g -= paid;
    pool(en.state, task.source).g += paid;
    if (en.emit) en.emit({ type: 'pooled', player: task.player, card: task.source, delta: { g: paid } });
    return null;
  },
  words: (n) => `the active player puts ${n} gold on this card`,
});

export const gainSelfGoldPool = defineOperation({
  id: 'gain_self_gold_pool',
  description: 'the player takes the gold on the event card',
  params: NO_ARGS,
  run(en, _p, task) {
    const x = pool(en.state, task.source);
    const gold = x.g;
    en.state.players[task.player].g += gold;
    x.g = 0;
    if (en.emit) en.emit({ type: 'gained', player: task.player, delta: { g: gold }, source: task.source });
    return null;
  },
  words: () => 'gain all the gold on this card',
});
