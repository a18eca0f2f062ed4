/**
 * `unless`: "sacrifice it unless you discard a card at random", "… unless you
 * discard a creature card", "… unless you sacrifice four creatures" (CR
 * 118.12a): the payer may pay the cost as the step resolves; if they don't,
 * or can't (CR 118.3: a cost one cannot pay is not paid), the `else` steps run.
 */

import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { catalog } from '../../../cards/catalog.ts';
import type { Filter, Ref, Step } from '../../../cards/rules-block.ts';
import { filterSchema, refSchema } from '../../../cards/shapes.ts';
import { board, cardDerived } from '../../../engine/derived.ts';
import { matches } from '../../../engine/filter.ts';
import { answeredId, ask, chooseCards, objectsOnly, players, refIds } from '../../../engine/frame.ts';
import { canPay, manaWords, pay } from '../../../engine/mana.ts';
import { costWithX } from '../../../engine/mana-cost.ts';
import type { Frame, MtgState, Seat } from '../../../engine/state.ts';
import { moveTo } from '../../../engine/zones.ts';
import type { Condition } from '../../conditions/index.ts';
import { filterWords, withArticle } from '../../noun-words.ts';
import { defineStep, nestedStepSchema, type StepModule, stepSchema } from '../step.ts';

export type UnlessCost =
  | { kind: 'discard'; random?: boolean; filter?: Filter }
  | { kind: 'sacrifice'; filter: Filter; count: number }
  /** "… unless you pay its mana cost reduced by {2}" (Flash): the mana cost of what a ref names, less generic mana. */
  | { kind: 'mana_cost_of'; what: Ref; reduction: number };

export interface Unless {
  op: 'unless';
  if?: Condition;
  optional?: boolean;
  chooser?: Ref;
  payer: Ref;
  cost: UnlessCost;
  else: Step[];
}

const costSchema: z.ZodType<UnlessCost> = z.union([
  z
    .object({ kind: z.literal('discard'), random: z.boolean().optional(), filter: filterSchema.optional() })
    .strict(),
  z.object({ kind: z.literal('sacrifice'), filter: filterSchema, count: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal('mana_cost_of'), what: refSchema, reduction: z.number().int().min(0) }).strict(),
]);

const params: z.ZodType<Unless> = stepSchema('unless', {
  payer: refSchema,
  cost: costSchema,
  else: z.array(nestedStepSchema),
});

/**
 * "Unless you pay its mana cost reduced by {2}" (CR 118.12a, 601.2f: a reduction takes generic mana
 * only): asked only if it can be paid (CR 118.3); unpaid, the `else` steps run.
 */
function payManaCostOf(
  s: MtgState,
  f: Frame,
  p: Seat,
  cost: Extract<UnlessCost, { kind: 'mana_cost_of' }>,
  otherwise: () => void,
): void {
  const id = objectsOnly(refIds(s, f, cost.what))[0];
  const card = id === undefined ? undefined : s.objects[id]?.card;
  if (!card) return;
  const due = costWithX(catalog().cards[card].manaCost, 0, cost.reduction);
  if (!canPay(s, p, due)) {
    otherwise();
    return;
  }
  const a = answeredId(f);
  if (a === undefined) {
    ask(s, p, `Pay ${manaWords(due.generic, due.colored)}?`, [
      { label: `Pay ${manaWords(due.generic, due.colored)}`, value: 1 },
      { label: "Don't pay", value: null },
    ]);
    return;
  }
  f.vars.answer = undefined;
  if (a === null || !pay(s, p, due)) otherwise();
}

/** The cards or permanents the cost could be paid with. */
function payable(s: MtgState, f: Frame, p: Seat, cost: UnlessCost): number[] {
  if (cost.kind === 'mana_cost_of') return [];
  const b = board(s);
  if (cost.kind === 'discard')
    return s.players[p].hand.filter(
      (id) => !cost.filter || matches(b, cardDerived(s.objects[id]), cost.filter, p, f.source),
    );
  const out: number[] = [];
  for (const d of b.byId.values())
    if (d.controller === p && matches(b, d, cost.filter, p, f.source)) out.push(d.id);
  return out;
}

function costWords(cost: UnlessCost): string {
  if (cost.kind === 'mana_cost_of') return `pay its mana cost reduced by {${cost.reduction}}`;
  if (cost.kind === 'discard')
    return cost.random
      ? 'discard a card at random'
      : `discard ${withArticle(filterWords({ ...cost.filter, types: cost.filter?.types ?? [] }).replace(/permanent$/, 'card'))}`;
  return `sacrifice ${cost.count} ${filterWords(cost.filter, cost.count > 1)}`;
}

export const unless: StepModule<Unless> = defineStep<Unless>({
  id: 'unless',
  description: 'a player may pay a cost (a discard, sacrifices); if they do not, other steps run',
  reserved: true,
  params,
  run(s, step, f) {
    const p = players(s, f, step.payer)[0] ?? f.controller;
    const cost = step.cost;
    const work = f.vars.work ?? {};
    f.vars.work = work;
    const otherwise = () => {
      f.steps = [...f.steps.slice(0, f.index + 1), ...step.else, ...f.steps.slice(f.index + 1)];
    };
    if (cost.kind === 'mana_cost_of') return payManaCostOf(s, f, p, cost, otherwise);
    if (work.left === undefined) {
      const need = cost.kind === 'sacrifice' ? cost.count : 1;
      if (payable(s, f, p, cost).length < need) return otherwise();
      const a = answeredId(f);
      if (a === undefined) {
        ask(s, p, `Will you ${costWords(cost)}?`, [
          { label: `Pay: ${costWords(cost)}`, value: 1 },
          { label: "Don't pay", value: null },
        ]);
        return;
      }
      f.vars.answer = undefined;
      if (a === null) return otherwise();
      work.left = need;
    }
    if (cost.kind === 'discard' && cost.random) {
      const hand = s.players[p].hand;
      moveTo(s, hand[randInt(s.rng, hand.length, 'random')], 'graveyard');
      return;
    }
    while ((work.left ?? 0) > 0) {
      const c = chooseCards(s, f, p, payable(s, f, p, cost), {
        prompt: cost.kind === 'discard' ? 'Discard which card?' : 'Sacrifice which?',
        allowNone: false,
      });
      if (c === 'wait') return;
      f.vars.answer = undefined;
      if (typeof c === 'number') moveTo(s, c, 'graveyard');
      work.left = (work.left ?? 1) - 1;
    }
  },
  nested: (p) => ({ steps: [[['else'], p.else]] }),
  words: (p, w) => `${w.steps(p.else)} unless ${w.ref(p.payer)} ${costWords(p.cost)}`,
});
