/**
 * Defense v2: roll the card's dice, evaluate every rule (all matched rules
 * trigger, no choice), apply non-damage effects at once, and carry out
 * rerolls that effects request — then evaluate the whole card again.
 *
 * Cascades: after a reroll each rule is evaluated anew; a rule whose
 * matchCount rises above what it already paid out fires again for the new
 * matches only, so new outcomes stack on old ones without counting a die
 * twice. Rerolls stop at maxRerollsPerDefense (further requests are rejected
 * with a logged reason). Rerolls draw from their own RNG stream.
 */
import { hashState, rollDie } from '@arbiter/core';
import type { DefenseCard, EffectBase, RuleDef } from '../data/defense-card-schema.ts';
import type { DuelContext } from '../events.ts';
import { rollDice } from '../rules/dice.ts';
import type { DuelState, Seat } from '../state.ts';
import {
  type DefenseEffect,
  type EffectContext,
  effectRegistry,
  type RerollRequest,
  runEffect,
  runEffectWith,
} from './effects/index.ts';
import {
  fieldCountsOf,
  type MatcherModule,
  matcherRegistry,
  type RollView,
  readRoll,
  readRollInto,
} from './matchers/index.ts';
import type { DefenseResolution, EffectOutcome, RerollRecord, RuleHit } from './resolution.ts';

const fieldsHashCache = new WeakMap<DefenseCard, string>();

export function fieldsHashOf(card: DefenseCard): string {
  let h = fieldsHashCache.get(card);
  if (h === undefined) {
    h = hashState(card.fields);
    fieldsHashCache.set(card, h);
  }
  return h;
}

/** Shared, read-only placeholders (replaced before anything is added). */
const NO_COUNTS: Record<string, number> = Object.freeze({});
// A frozen empty list typed as the mutable one the resolution declares: the
// resolver swaps in a list of its own before its first push.
const NO_REROLLS = Object.freeze([]) as unknown as RerollRecord[];

let PAID = new Int32Array(16);
const HITS: RuleHit[] = [];
// A frozen empty list typed as the mutable one the resolution declares: nothing adds to a finished resolution.
const NO_HITS = Object.freeze([]) as unknown as RuleHit[];
const REQUESTS: RerollRequest[] = [];
// The context is filled at the start of every defense and emptied at its
// end, so it holds no state in between: null stands in for the state and the
// resolution while no defense runs (nothing reads them then).
const RELEASED = null as unknown as DuelState;
const RELEASED_RES = null as unknown as DefenseResolution;
const EFFECT_CTX: EffectContext = {
  state: RELEASED,
  defender: 0,
  attacker: 1,
  res: RELEASED_RES,
  ruleId: '',
  matchCount: 0,
  rerolls: REQUESTS,
  apply: undefined,
};

/** One roll view per card, refilled by every pass (a pass reads one roll; nothing keeps the view). */
const rollViews = new WeakMap<DefenseCard, RollView>();

function rollViewOf(card: DefenseCard): RollView {
  let view = rollViews.get(card);
  if (view === undefined) {
    view = { dice: [], fieldDice: {} };
    rollViews.set(card, view);
  }
  return view;
}

/**
 * A card's field counts are few (each field 0..dice dice): one frozen
 * `{ [fieldId]: n }` per card and count vector, read by views and reports,
 * never changed.
 */
const countsByCard = new WeakMap<DefenseCard, Map<number, Record<string, number>>>();

function sharedFieldCounts(card: DefenseCard, roll: RollView): Record<string, number> {
  let byVector = countsByCard.get(card);
  if (byVector === undefined) {
    byVector = new Map();
    countsByCard.set(card, byVector);
  }
  const base = card.dice + 1;
  let vector = 0;
  const fields = card.fields;
  for (let k = 0; k < fields.length; k++)
    vector = vector * base + (roll.fieldDice[fields[k].id]?.length ?? 0);
  let counts = byVector.get(vector);
  if (counts === undefined) {
    counts = Object.freeze(fieldCountsOf(roll));
    byVector.set(vector, counts);
  }
  return counts;
}

export function resolveDefenseV2(
  state: DuelState,
  defender: Seat,
  card: DefenseCard,
  incoming: number,
  ctx?: DuelContext,
): DefenseResolution {
  const attacker = (1 - defender) as Seat;
  const dice = rollDice(state, card.dice, 'defense');
  // Built whole (the same keys in the same order as emptyResolution), with no
  // placeholder arrays: `diceBefore` shares the roll until a reroll changes
  // it, `rerolls` is a shared empty list until the first reroll.
  const res: DefenseResolution = {
    version: 'v2',
    defender,
    incoming,
    diceBefore: dice,
    diceAfter: dice,
    fieldsHash: fieldsHashOf(card),
    fieldCounts: NO_COUNTS,
    rulesHit: HITS,
    rerolls: NO_REROLLS,
    rerollLimitReached: false,
    v1Combo: null,
    flat: 0,
    preventHalf: 0,
    block: 0,
    reflect: 0,
    dealToAttacker: 0,
  };
  ctx?.emit?.({
    type: 'defense-roll',
    seat: defender,
    version: 'v2',
    dice: [...dice],
    fieldsHash: res.fieldsHash,
  });
  // Per defense, not per rule: what each rule has paid out so far, the
  // pass's reroll requests, one effect context reused for every rule (all
  // module scratch: a defense never starts another).
  const rules = card.rules;
  const modules = modulesOf(card);
  const hits = HITS;
  if (hits.length !== 0) hits.length = 0;
  if (PAID.length < rules.length) PAID = new Int32Array(rules.length * 2);
  const paid = PAID;
  paid.fill(0, 0, rules.length);
  const requests = REQUESTS;
  if (requests.length !== 0) requests.length = 0;
  const passHits: PassHit[] | null = ctx?.emit ? [] : null;
  const effectCtx = EFFECT_CTX;
  effectCtx.state = state;
  effectCtx.defender = defender;
  effectCtx.attacker = attacker;
  effectCtx.res = res;
  effectCtx.ruleId = '';
  effectCtx.matchCount = 0;
  effectCtx.rerolls = requests;
  effectCtx.apply = ctx;
  let rerollsUsed = 0;
  const maxRerolls = state.options.maxRerollsPerDefense;

  for (let pass = 0; ; pass++) {
    const roll = readRollInto(rollViewOf(card), card, dice);
    if (requests.length !== 0) requests.length = 0;
    if (passHits && passHits.length !== 0) passHits.length = 0;
    /** Bit i set: die i is matched by some rule now. */
    let matchedNow = 0;
    for (let r = 0; r < rules.length; r++) {
      const rule = rules[r];
      const payload = modules.matchers[r].evaluate(rule.matcher, roll);
      if (payload.matchCount > 0) {
        const matched = payload.matchedDiceIndexes;
        for (let k = 0; k < matched.length; k++) matchedNow |= 1 << matched[k];
      }
      const before = paid[r];
      if (payload.matchCount <= before) {
        // Still matched after a reroll: its rerolls fire again (the cascade goes on), nothing else pays twice.
        if (pass > 0 && payload.matchCount > 0 && rerollsOf(rule) !== null) {
          const again: RuleHit = {
            ruleId: rule.id,
            label: rule.label ?? rule.id,
            pass,
            matchCount: payload.matchCount,
            newMatches: 0,
            fieldTotals: payload.fieldTotals,
            matchedDiceIndexes: payload.matchedDiceIndexes,
            effects: [],
          };
          effectCtx.ruleId = rule.id;
          effectCtx.matchCount = payload.matchCount;
          const cascading = rerollsOf(rule) ?? [];
          for (const effect of cascading) again.effects.push(runEffect(effect, effectCtx));
          res.rulesHit.push(again);
          passHits?.push({ hit: again, rule: r, effects: cascading });
        }
        continue;
      }
      paid[r] = payload.matchCount;
      const hit: RuleHit = {
        ruleId: rule.id,
        label: rule.label ?? rule.id,
        pass,
        matchCount: payload.matchCount,
        newMatches: payload.matchCount - before,
        fieldTotals: payload.fieldTotals,
        matchedDiceIndexes: payload.matchedDiceIndexes,
        effects: runEffects(
          rule.effects,
          modules.effects[r],
          effectCtx,
          rule.id,
          payload.matchCount - before,
        ),
      };
      res.rulesHit.push(hit);
      passHits?.push({ hit, rule: r, effects: rule.effects });
    }

    let rerolled = false;
    if (requests.length > 0) {
      const matched = { has: (i: number) => (matchedNow & (1 << i)) !== 0 };
      for (const req of requests) {
        const outcome = findQueued(res, req.ruleId);
        if (rerollsUsed >= maxRerolls) {
          res.rerollLimitReached = true;
          if (outcome) Object.assign(outcome, { ok: false, reason: `reroll limit reached (${maxRerolls})` });
          if (ctx?.emit)
            ctx.emit({
              type: 'reroll-rejected',
              seat: defender,
              ...ruleRef(card, req.ruleId),
              limit: maxRerolls,
            });
          continue;
        }
        // Earlier rerolls of this pass may have moved dice between fields.
        const indexes = selectDice(state, dice, readRoll(card, dice).fieldDice, req, matched);
        if (indexes.length === 0) {
          if (outcome) Object.assign(outcome, { ok: false, reason: 'no eligible dice to reroll' });
          continue;
        }
        rerollsUsed++;
        // The first reroll: the roll as it came keeps its own copy, and the resolution its own list.
        if (res.diceBefore === dice) res.diceBefore = [...dice];
        if (res.rerolls === NO_REROLLS) res.rerolls = [];
        const before = [...dice];
        const fresh = rollDice(state, indexes.length, 'reroll');
        indexes.forEach((di, k) => {
          dice[di] = fresh[k];
        });
        if (outcome) Object.assign(outcome, { ok: true, value: indexes.length, reason: undefined });
        res.rerolls.push({ ruleId: req.ruleId, policy: req.policy, indexes, before, after: [...dice] });
        if (ctx?.emit)
          ctx.emit({
            type: 'reroll',
            seat: defender,
            ...ruleRef(card, req.ruleId),
            before,
            after: [...dice],
          });
        ctx?.emit?.({
          type: 'reroll-detail',
          level: 'verbose',
          seat: defender,
          ruleId: req.ruleId,
          policy: req.policy,
          indexes,
        });
        rerolled = true;
      }
    }
    // Rule results are reported once the pass's rerolls are settled (a queued reroll may be rejected).
    if (ctx?.emit && passHits) emitHits(ctx, card, defender, passHits);
    if (!rerolled) {
      res.fieldCounts = sharedFieldCounts(card, roll);
      break;
    }
  }
  effectCtx.state = RELEASED;
  effectCtx.res = RELEASED_RES;
  effectCtx.apply = undefined;
  // `dice` is this resolution's own array (rolled here, never handed out before): it is the final roll.
  res.diceAfter = dice;
  // The hits were gathered in a scratch list (the resolver's own reads during the passes); the resolution keeps an exact copy.
  res.rulesHit = hits.length === 0 ? NO_HITS : hits.slice();
  if (hits.length !== 0) hits.length = 0;
  return res;
}

/** The outcomes of a rule's effects, in a list of their exact length. */
function runEffects(
  effects: readonly EffectBase[],
  effectModules: ReadonlyArray<DefenseEffect>,
  effectCtx: EffectContext,
  ruleId: string,
  matchCount: number,
): EffectOutcome[] {
  effectCtx.ruleId = ruleId;
  effectCtx.matchCount = matchCount;
  const out = new Array<EffectOutcome>(effects.length);
  for (let k = 0; k < effects.length; k++) out[k] = runEffectWith(effectModules[k], effects[k], effectCtx);
  return out;
}

/** A card's matcher module per rule and effect modules per rule, looked up in the registries once. */
interface CardModules {
  matchers: ReadonlyArray<MatcherModule>;
  effects: ReadonlyArray<ReadonlyArray<DefenseEffect>>;
}

const modulesByCard = new WeakMap<DefenseCard, CardModules>();
let lastCard: DefenseCard | null = null;
let lastModules: CardModules | null = null;

function modulesOf(card: DefenseCard): CardModules {
  if (card === lastCard) return lastModules!;
  let found = modulesByCard.get(card);
  if (found === undefined) {
    found = {
      matchers: card.rules.map((rule) => matcherRegistry.get(rule.matcher.type)),
      effects: card.rules.map((rule) => rule.effects.map((e) => effectRegistry.get(e.type))),
    };
    modulesByCard.set(card, found);
  }
  lastCard = card;
  lastModules = found;
  return found;
}

/** Per rule (computed once): its effects that cascade (rerolls), or null when it has none. */
const rerollEffects = new WeakMap<RuleDef, EffectBase[] | null>();

function rerollsOf(rule: RuleDef): EffectBase[] | null {
  let found = rerollEffects.get(rule);
  if (found === undefined) {
    const list = rule.effects.filter((e) => effectRegistry.get(e.type).cascades === true);
    found = list.length > 0 ? list : null;
    rerollEffects.set(rule, found);
  }
  return found;
}

/** A rule hit of this pass, with the rule's position and the effects whose outcomes it holds (for events). */
interface PassHit {
  hit: RuleHit;
  rule: number;
  effects: readonly EffectBase[];
}

/** How events name a rule: its position on the card and its label (null without one). */
function ruleRef(card: DefenseCard, ruleId: string): { ruleId: string; rule: number; label: string | null } {
  const rule = card.rules.findIndex((r) => r.id === ruleId);
  return { ruleId, rule, label: card.rules[rule]?.label ?? null };
}

/** Compact rule results (for reports) and verbose detail (dice indexes, field totals). */
function emitHits(ctx: DuelContext, card: DefenseCard, defender: Seat, hits: readonly PassHit[]): void {
  for (const { hit, rule, effects } of hits) {
    const label = card.rules[rule].label ?? null;
    ctx.emit?.({
      type: 'rule-result',
      seat: defender,
      ruleId: hit.ruleId,
      rule,
      label,
      pass: hit.pass,
      matchCount: hit.matchCount,
      results: hit.effects.map((outcome, k) => ({ effect: effects[k], outcome: { ...outcome } })),
    });
    ctx.emit?.({
      type: 'rule-hit',
      level: 'verbose',
      seat: defender,
      ruleId: hit.ruleId,
      rule,
      label,
      pass: hit.pass,
      matchCount: hit.matchCount,
      newMatches: hit.newMatches,
      fieldTotals: hit.fieldTotals,
      matchedDiceIndexes: hit.matchedDiceIndexes,
    });
  }
}

function findQueued(res: DefenseResolution, ruleId: string) {
  for (let i = res.rulesHit.length - 1; i >= 0; i--) {
    const hit = res.rulesHit[i];
    if (hit.ruleId !== ruleId) continue;
    // A reroll effect's outcome says 'queued' until the resolver carries the reroll out.
    return hit.effects.find((e) => e.reason === 'queued');
  }
  return undefined;
}

/**
 * Deterministic dice selection for a reroll. Candidates are the dice in the
 * named fields (all dice when none are named); ties go to the lower index.
 *   highestNonMatching / lowestNonMatching — only dice no rule matched now;
 *   highest / lowest — any candidate by face;
 *   random — candidates drawn from the reroll stream.
 */
export function selectDice(
  state: DuelState,
  dice: readonly number[],
  fieldDice: Record<string, number[]>,
  req: RerollRequest,
  matched: { has(index: number): boolean },
): number[] {
  let candidates = req.fields ? req.fields.flatMap((f) => fieldDice[f] ?? []) : dice.map((_, i) => i);
  candidates = [...new Set(candidates)].sort((a, b) => a - b);
  if (req.policy === 'highestNonMatching' || req.policy === 'lowestNonMatching') {
    candidates = candidates.filter((i) => !matched.has(i));
  }
  if (req.policy === 'random') {
    const pool = [...candidates];
    const out: number[] = [];
    while (out.length < req.count && pool.length > 0) {
      out.push(pool.splice(rollDie(state.rng, pool.length, 'reroll') - 1, 1)[0]);
    }
    return out.sort((a, b) => a - b);
  }
  const high = req.policy === 'highest' || req.policy === 'highestNonMatching';
  candidates.sort((a, b) => (dice[a] !== dice[b] ? (high ? dice[b] - dice[a] : dice[a] - dice[b]) : a - b));
  return candidates.slice(0, req.count).sort((a, b) => a - b);
}
