/**
 * The effect registry: a strict enum of deterministic effects, no free-form
 * scripting. A handler gets the effect's data and an explicit context and
 * returns its outcome; damage effects add to the resolution's pipeline
 * contributions, non-damage effects (statuses, buffs, heal, cleanse,
 * transfer) apply at once, and rerollDice queues a reroll that the resolver
 * carries out after the pass.
 *
 * Conditions are checked before the handler runs (`checkConditions`); a
 * failed condition rejects the effect with a logged reason.
 */
import { createRegistry } from '@arbiter/core';
import type { ConditionDef, EffectDef, EffectType } from '../data/defense-card-schema.ts';
import type { DuelContext } from '../events.ts';
import { rollOne } from '../rules/dice.ts';
import { grantStatus, maxStacksOf, removeStatus, stacks } from '../rules/statuses.ts';
import { catalogOf, type DuelState, type Seat } from '../state.ts';
import { addBuff } from './buffs.ts';
import type { DefenseResolution, EffectOutcome } from './resolution.ts';

export interface RerollRequest {
  ruleId: string;
  count: number;
  fields?: string[];
  policy: string;
}

export interface EffectContext {
  state: DuelState;
  defender: Seat;
  attacker: Seat;
  res: DefenseResolution;
  ruleId: string;
  /** New matches this pass; per-match effects scale by it. */
  matchCount: number;
  rerolls: RerollRequest[];
  apply?: DuelContext;
}

type EffectOf<T extends EffectType> = Extract<EffectDef, { type: T }>;
type EffectHandler<T extends EffectType> = (e: EffectOf<T>, ctx: EffectContext) => EffectOutcome;

const capped = (n: number, cap?: number) => (cap === undefined ? n : Math.min(n, cap));

/** The seat an effect lands on: `target` defaults per effect; 'ally' (reserved) means self. */
function seatOf(
  ctx: EffectContext,
  target: 'self' | 'opponent' | 'ally' | undefined,
  fallback: 'self' | 'opponent',
): Seat {
  const t = target ?? fallback;
  return t === 'opponent' ? ctx.attacker : ctx.defender;
}

const handlers: { [T in EffectType]: EffectHandler<T> } = {
  dealPer(e, ctx) {
    const value = capped(e.amount * ctx.matchCount, e.cap);
    ctx.res.dealToAttacker += value;
    return { type: e.type, ok: true, value };
  },
  flatBlock(e, ctx) {
    const value = capped(e.amount, e.cap);
    ctx.res.flat += value;
    return { type: e.type, ok: true, value };
  },
  blockPer(e, ctx) {
    const value = capped(e.amount * ctx.matchCount, e.cap);
    ctx.res.block += value;
    return { type: e.type, ok: true, value };
  },
  preventHalf(e, ctx) {
    // A defense card prevents half once per defense, whatever the match count.
    if (ctx.res.preventHalf > 0)
      return { type: e.type, ok: true, value: 0, reason: 'prevent half already active' };
    ctx.res.preventHalf = 1;
    return { type: e.type, ok: true, value: 1 };
  },
  reflect(e, ctx) {
    const value = capped(e.perMatch ? e.amount * ctx.matchCount : e.amount, e.cap);
    ctx.res.reflect += value;
    return { type: e.type, ok: true, value };
  },
  gainStatus(e, ctx) {
    const seat = seatOf(ctx, e.target, 'self');
    return grantFromEffect(e, seat, ctx);
  },
  applyStatusToOpponent(e, ctx) {
    return grantFromEffect(e, ctx.attacker, ctx);
  },
  buffNextAttack(e, ctx) {
    const owner = e.owner === 'opponent' ? ctx.attacker : ctx.defender;
    const added = addBuff(
      ctx.state,
      {
        owner,
        kind: e.kind ?? 'damageBonus',
        amount: e.amount,
        stacks: e.stacks ?? ctx.matchCount,
        cap: e.stackCap,
        expires: e.expires ?? { type: 'nextAttack' },
        cleansable: e.cleansable ?? true,
        carryOverOnKO: e.carryOverOnKO ?? false,
        usablePhase: e.usablePhase ?? 'nextTurn',
        source: `rule:${ctx.ruleId}`,
      },
      ctx.apply,
    );
    return added > 0
      ? { type: e.type, ok: true, value: added }
      : { type: e.type, ok: false, value: 0, reason: 'buff already at its stack cap' };
  },
  heal(e, ctx) {
    const seat = seatOf(ctx, e.target, 'self');
    const f = ctx.state.fighters[seat];
    const want = capped(e.amount * ctx.matchCount, e.cap);
    const healed = Math.min(want, f.maxHp - f.hp);
    f.hp += healed;
    ctx.state.stats[seat].healed += healed;
    return healed > 0
      ? { type: e.type, ok: true, value: healed }
      : { type: e.type, ok: false, value: 0, reason: 'already at max HP' };
  },
  cleanse(e, ctx) {
    const seat = seatOf(ctx, e.target, 'self');
    const statuses = catalogOf(ctx.state).statuses;
    const targets = e.status
      ? [e.status]
      : Object.keys(ctx.state.fighters[seat].statuses)
          .filter((s) => statuses[s]?.polarity === 'negative')
          .sort();
    let removed = 0;
    const reasons: string[] = [];
    for (const s of targets) {
      if (stacks(ctx.state, seat, s) === 0) continue;
      const roll = statuses[s]?.cleanse;
      if (roll) {
        const face = rollOne(ctx.state, 'cleanse');
        ctx.apply?.emit?.({ type: 'cleanse-roll', seat, status: s, roll: face, needed: roll.successAtLeast });
        if (face < roll.successAtLeast) {
          reasons.push(`cleanse roll ${face} < ${roll.successAtLeast} for ${s}`);
          continue;
        }
      }
      removed += removeStatus(ctx.state, seat, s, capped(e.amount ?? Number.POSITIVE_INFINITY, e.cap));
    }
    if (removed > 0) return { type: e.type, ok: true, value: removed };
    return { type: e.type, ok: false, value: 0, reason: reasons.join('; ') || 'nothing to cleanse' };
  },
  transferStatus(e, ctx) {
    const from = seatOf(ctx, undefined, 'self');
    const to = seatOf(ctx, e.target, 'opponent');
    const have = stacks(ctx.state, from, e.status);
    if (have === 0) return { type: e.type, ok: false, value: 0, reason: `no ${e.status} to transfer` };
    // Move only what the receiver can hold: nothing vanishes on the way.
    const room = maxStacksOf(ctx.state, e.status) - stacks(ctx.state, to, e.status);
    if (room <= 0)
      return { type: e.type, ok: false, value: 0, reason: `opponent's ${e.status} is already at its max` };
    const moved = removeStatus(
      ctx.state,
      from,
      e.status,
      Math.min(room, capped(e.amount * ctx.matchCount, e.cap)),
    );
    const landed = grantStatus(
      ctx.state,
      to,
      e.status,
      moved,
      { source: `transfer:${ctx.ruleId}` },
      ctx.apply,
    );
    return { type: e.type, ok: true, value: landed };
  },
  rerollDice(e, ctx) {
    ctx.rerolls.push({
      ruleId: ctx.ruleId,
      count: capped(e.count, e.cap),
      fields: e.fields,
      policy: e.selectionPolicy ?? 'highestNonMatching',
    });
    return { type: e.type, ok: true, value: 0, reason: 'queued' };
  },
};

function grantFromEffect(
  e: EffectOf<'gainStatus'> | EffectOf<'applyStatusToOpponent'>,
  seat: Seat,
  ctx: EffectContext,
): EffectOutcome {
  // amount scales per match; stacks is a fixed grant (rules summary decision).
  const requested = capped(
    (e.amount ?? (e.stacks === undefined ? 1 : 0)) * ctx.matchCount + (e.stacks ?? 0),
    e.cap,
  );
  const added = grantStatus(
    ctx.state,
    seat,
    e.status,
    requested,
    { stackCap: e.stackCap, usablePhase: e.usablePhase, source: `rule:${ctx.ruleId}` },
    ctx.apply,
  );
  if (added === 0) return { type: e.type, ok: false, value: 0, reason: `${e.status} already at its cap` };
  return { type: e.type, ok: true, value: added };
}

export const effectRegistry = createRegistry<EffectType, EffectHandler<EffectType>>(
  'defense effect',
  handlers as Record<EffectType, EffectHandler<EffectType>>,
  // Registered and tested; no shipped card uses them yet.
  ['dealPer', 'flatBlock', 'reflect', 'buffNextAttack', 'heal', 'cleanse', 'transferStatus', 'rerollDice'],
);

/** null when all conditions hold, else the reason. */
export function checkConditions(
  c: ConditionDef | undefined,
  ctx: EffectContext,
  incoming: number,
): string | null {
  if (!c) return null;
  const { state, defender, attacker } = ctx;
  if (c.opponentHasStatus && stacks(state, attacker, c.opponentHasStatus) === 0) {
    return `condition failed: opponent has no ${c.opponentHasStatus}`;
  }
  if (c.selfHasStatus && stacks(state, defender, c.selfHasStatus) === 0) {
    return `condition failed: self has no ${c.selfHasStatus}`;
  }
  if (c.selfLacksStatus && stacks(state, defender, c.selfLacksStatus) > 0) {
    return `condition failed: self has ${c.selfLacksStatus}`;
  }
  if (c.minMatchCount !== undefined && ctx.matchCount < c.minMatchCount) {
    return `condition failed: matchCount ${ctx.matchCount} < ${c.minMatchCount}`;
  }
  if (c.selfHpAtMost !== undefined && state.fighters[defender].hp > c.selfHpAtMost) {
    return `condition failed: HP ${state.fighters[defender].hp} > ${c.selfHpAtMost}`;
  }
  if (c.incomingAtLeast !== undefined && incoming < c.incomingAtLeast) {
    return `condition failed: incoming ${incoming} < ${c.incomingAtLeast}`;
  }
  return null;
}

export function runEffect(e: EffectDef, ctx: EffectContext): EffectOutcome {
  const rejected = checkConditions(e.conditions, ctx, ctx.res.incoming);
  if (rejected) return { type: e.type, ok: false, reason: rejected };
  return effectRegistry.get(e.type)(e, ctx);
}
