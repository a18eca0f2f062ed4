/**
 * A walk over a rules block that visits every vocabulary item in it, with
 * its JSON path: steps (and what they nest, through each step module's
 * `nested` hook), triggered abilities, trigger conditions, conditions,
 * costs, continuous effects and rule flags. The load check (check.ts) and
 * the coverage count (validate.ts) both walk with it, so neither keeps its
 * own idea of where items sit.
 */
import type {
  Condition,
  Continuous,
  Cost,
  RuleFlag,
  RulesBlock,
  Step,
  TriggerCondition,
  TriggeredAbility,
} from '../cards/rules-block.ts';
import { stepRegistry } from './steps/index.ts';

export type Path = Array<string | number>;

export interface RulesVisitor {
  /** A rules block (the card's own, a token's, a granted or delayed ability's). */
  block?(b: RulesBlock, path: Path): void;
  /** A step; return false to walk no further into it (it did not check out). */
  step?(st: Step, path: Path): boolean | undefined;
  trigger?(t: TriggeredAbility, path: Path): void;
  triggerCondition?(c: TriggerCondition, path: Path): void;
  condition?(c: Condition, path: Path): void;
  cost?(c: Cost, path: Path): void;
  continuous?(e: Continuous, path: Path): void;
  ruleFlag?(f: RuleFlag, path: Path): void;
}

export function walkRules(b: RulesBlock, path: Path, v: RulesVisitor): void {
  v.block?.(b, path);
  walkSteps(b.steps, [...path, 'steps'], v);
  b.modes?.modes.forEach((m, i) => {
    walkSteps(m.steps, [...path, 'modes', 'modes', i, 'steps'], v);
  });
  b.statics.forEach((st, i) => {
    walkContinuous(st.effect, [...path, 'statics', i, 'effect'], v);
  });
  b.triggers.forEach((t, i) => {
    const at = [...path, 'triggers', i];
    v.trigger?.(t, at);
    t.conditions.forEach((c, j) => {
      v.triggerCondition?.(c, [...at, 'conditions', j]);
    });
    if (t.interveningIf) v.condition?.(t.interveningIf, [...at, 'interveningIf']);
    walkSteps(t.steps, [...at, 'steps'], v);
  });
  b.activated.forEach((a, i) => {
    const at = [...path, 'activated', i];
    a.costs.forEach((c, j) => {
      v.cost?.(c, [...at, 'costs', j]);
    });
    if (a.restriction) v.condition?.(a.restriction, [...at, 'restriction']);
    walkSteps(a.steps, [...at, 'steps'], v);
  });
  b.additionalCosts.forEach((c, i) => {
    v.cost?.(c, [...path, 'additionalCosts', i]);
  });
  b.alternateCosts.forEach((a, i) => {
    const at = [...path, 'alternateCosts', i];
    if (a.condition) v.condition?.(a.condition, [...at, 'condition']);
    walkSteps(a.instead, [...at, 'instead'], v);
  });
}

function walkSteps(steps: readonly Step[], path: Path, v: RulesVisitor): void {
  steps.forEach((st, i) => {
    const at = [...path, i];
    if (v.step?.(st, at) === false) return;
    if (st.if) v.condition?.(st.if, [...at, 'if']);
    if (!stepRegistry.has(st.op)) return;
    const inner = stepRegistry.get(st.op).nested?.(st);
    if (!inner) return;
    for (const [p, list] of inner.steps ?? []) walkSteps(list, [...at, ...p], v);
    for (const [p, b] of inner.blocks ?? []) walkRules(b, [...at, ...p], v);
    for (const [p, e] of inner.effects ?? []) walkContinuous(e, [...at, ...p], v);
    for (const [p, f] of inner.ruleFlags ?? []) v.ruleFlag?.(f, [...at, ...p]);
    for (const [p, c] of inner.conditions ?? []) v.condition?.(c, [...at, ...p]);
  });
}

function walkContinuous(e: Continuous, path: Path, v: RulesVisitor): void {
  v.continuous?.(e, path);
  if (e.while) v.condition?.(e.while, [...path, 'while']);
  e.rules?.forEach((f, i) => {
    v.ruleFlag?.(f, [...path, 'rules', i]);
    // A replacement's steps ("… instead", draw_instead) are the card's too.
    if ('instead' in f) walkSteps(f.instead, [...path, 'rules', i, 'instead'], v);
  });
  if (e.grantAbilities) walkRules(e.grantAbilities, [...path, 'grantAbilities'], v);
}
