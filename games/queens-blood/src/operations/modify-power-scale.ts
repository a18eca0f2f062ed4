/**
 * `modify_power_scale`: the source's power scales with a `per` matcher
 * (seed §4). While in play it is a snapshot, counted from the board at every
 * read (never stored); fired by a watcher (on_card_played /
 * on_card_destroyed) each matching event stacks `amount_per` into
 * scale_delta.
 */
import { z } from 'zod';
import { matcherRegistry } from '../matchers.ts';
import { relationHolds } from '../scopes/index.ts';
import { type ScaleMatcher, TILES } from '../vocabulary.ts';
import { defineOperation } from './operation.ts';

export interface ModifyPowerScale {
  type: 'modify_power_scale';
  per: string;
  amountPer: number;
}

export const modifyPowerScale = defineOperation({
  id: 'modify_power_scale',
  description: 'scale the source’s power by a count of matching cards or events',
  params: z
    .object({
      type: z.literal('modify_power_scale'),
      stat: z.literal('power'),
      per: z.string(),
      amount_per: z.number().int(),
      apply_to: z.literal('self'),
    })
    .strict(),
  compile(raw, c): ModifyPowerScale | null {
    const per = c.matcher(raw.per, 'per');
    return per === null ? null : { type: 'modify_power_scale', per, amountPer: raw.amount_per };
  },
  run(ctx, op, src) {
    const m = matcherRegistry.get(op.per);
    const ev = ctx.event;
    if (m.kind !== 'event' || ev === null || m.trigger !== ev.trigger) return;
    if (!relationHolds(m.relation, ctx.s.cards[ev.uid].side, src.side)) return;
    src.scaleDelta += op.amountPer;
    ctx.emit?.({
      type: 'scale',
      level: 'verbose',
      uid: src.uid,
      amount: op.amountPer,
      scaleDelta: src.scaleDelta,
    });
  },
  passivePower(s, _cat, src, op, _effect, powers) {
    const m = matcherRegistry.handlers[op.per as ScaleMatcher];
    if (m.kind !== 'state') return;
    let count = 0;
    for (let o = 0; o < TILES; o++) {
      const other = s.tiles[o].card;
      if (other < 0 || other === src.uid) continue;
      const oc = s.cards[other];
      if (relationHolds(m.relation, oc.side, src.side) && m.holds(oc)) count++;
    }
    powers[src.tile] += op.amountPer * count;
  },
  words(op, w) {
    const { effect } = w;
    const m = w.matcher(op.per);
    const change = w.powerChange('self', op.amountPer);
    if (m.kind === 'event' && (effect.trigger === 'on_card_destroyed' || effect.trigger === 'on_card_played'))
      return change;
    if (m.kind === 'event') return `${change} each time ${w.eventSubject(m.relation)} is ${m.what}`;
    return `${change} for ${w.countedCards(m.what, m.relation)}`;
  },
});
