/** `counter`: "counter target spell", "… unless its controller pays {3}" (CR 701.5; the controller decides whether to pay). */
import { z } from 'zod';
import type { Condition, Filter, ManaCost, Ref, Step } from '../../../cards/rules-block.ts';
import { filterSchema, manaCostSchema, refSchema } from '../../../cards/shapes.ts';
import { board, cardDerived } from '../../../engine/derived.ts';
import { matches } from '../../../engine/filter.ts';
import { ask, refIds } from '../../../engine/frame.ts';
import { canPay, manaWords, pay } from '../../../engine/mana.ts';
import { costWithX } from '../../../engine/mana-cost.ts';
import { counterItem } from '../../../engine/stack.ts';
import { type MtgState, playerTarget, type Seat, type StackItem } from '../../../engine/state.ts';
import { defineStep, nestedStepSchema, type StepModule, stepSchema } from '../step.ts';

export interface Counter {
  op: 'counter';
  if?: Condition;
  optional?: boolean;
  chooser?: Ref;
  what: Ref;
  unlessPays?: ManaCost;
  /** Power Sink's "if that player doesn't, …": steps run when the cost is not paid ("that player" is the spell's controller). */
  otherwise?: Step[];
  /** "Put it on top of its owner's library instead" (Memory Lapse). */
  to?: 'library_top';
  /**
   * "If an artifact or creature spell is countered this way, put that card onto the battlefield under
   * your control instead of into its owner's graveyard" (Desertion): a countered spell of this filter.
   */
  toBattlefieldIf?: Filter;
}

const params: z.ZodType<Counter> = stepSchema('counter', {
  what: refSchema,
  unlessPays: manaCostSchema.optional(),
  otherwise: z.array(nestedStepSchema).optional(),
  to: z.literal('library_top').optional(),
  toBattlefieldIf: filterSchema.optional(),
});

/** Where a countered spell of `toBattlefieldIf`'s filter goes instead of its owner's graveyard (CR 614.1a). */
function toBattlefield(
  s: MtgState,
  step: Counter,
  item: StackItem,
  you: Seat,
): { battlefield: Seat } | undefined {
  const o = s.objects[item.source];
  if (!step.toBattlefieldIf || item.kind !== 'spell' || item.copy || !o) return undefined;
  return matches(board(s), cardDerived(o), step.toBattlefieldIf, you, null)
    ? { battlefield: you }
    : undefined;
}

export const counter: StepModule<Counter> = defineStep<Counter>({
  id: 'counter',
  description: 'counter the spells a ref names, unless their controller pays a mana cost',
  params,
  run(s, step, f) {
    for (const id of refIds(s, f, step.what)) {
      const item = s.stack.find((x) => x.id === id);
      if (!item) continue;
      const unless = step.unlessPays;
      if (unless) {
        // {X} in "unless its controller pays {X}" is the X the spell was cast with (Power Sink).
        const cost = costWithX(unless, f.x);
        const a = f.vars.answer;
        if (a === undefined && canPay(s, item.controller, cost)) {
          const mana = manaWords(cost.generic, cost.colored);
          ask(s, item.controller, `Pay ${mana}, or ${item.text} is countered?`, [
            { label: `Pay ${mana}`, value: true },
            { label: "Don't pay", value: false },
          ]);
          return;
        }
        if (a === true && pay(s, item.controller, cost)) continue;
        if (step.otherwise) {
          f.vars.eventSubject = playerTarget(item.controller);
          f.steps = [...f.steps.slice(0, f.index + 1), ...step.otherwise, ...f.steps.slice(f.index + 1)];
        }
      }
      counterItem(s, item.id, toBattlefield(s, step, item, f.controller) ?? step.to);
    }
  },
  nested: (p) => (p.otherwise ? { steps: [[['otherwise'], p.otherwise]] } : {}),
  words: (p, w) =>
    `counter ${w.ref(p.what)}${p.unlessPays ? ` unless its controller pays ${w.mana(p.unlessPays)}` : ''}${
      p.otherwise ? `; if that player doesn't, ${w.steps(p.otherwise)}` : ''
    }${p.to ? "; if it is countered this way, it goes on top of its owner's library instead of into that player's graveyard" : ''}${
      p.toBattlefieldIf
        ? `; if ${w.count(1, w.filter(p.toBattlefieldIf))} spell is countered this way, it enters the battlefield under your control instead`
        : ''
    }`,
});
