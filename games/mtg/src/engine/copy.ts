/**
 * Copies of spells (CR 707.10). A copy is made with the original's choices
 * (mode, X, targets) and is no card. When the effect says its controller
 * "may choose new targets for the copy" (CR 707.10c), the controller decides
 * one target group at a time: keep the group, or put in its place a group of
 * the same size whose new members are legal targets for the copy (a kept
 * member may stay even if it is no longer legal).
 */
import { listWords } from '../vocabulary/noun-words.ts';
import { objectLabel } from './frame.ts';
import { idWords } from './objects.ts';
import type { DecisionOption, MtgState, StackItem } from './state.ts';
import { candidates } from './targets.ts';

/** A copy of `item` controlled by `controller`, with a fresh id. */
export function copyOf(s: MtgState, item: StackItem, controller: StackItem['controller']): StackItem {
  return { ...structuredClone(item), id: s.nextId++, controller, copy: true };
}

function sizedSubsets(items: number[], k: number, limit: number): number[][] {
  const out: number[][] = [];
  const rec = (start: number, cur: number[]) => {
    if (out.length >= limit) return;
    if (cur.length === k) {
      out.push([...cur]);
      return;
    }
    for (let i = start; i < items.length; i++) {
      cur.push(items[i]);
      rec(i + 1, cur);
      cur.pop();
    }
  };
  rec(0, []);
  return out;
}

/** A target as a player reads it: a player, a spell on the stack, or a permanent with what sets it apart. */
export function targetName(s: MtgState, id: number): string {
  return id >= 0 && s.objects[id]?.zone === 'battlefield' ? objectLabel(s, id) : idWords(s, id);
}

/**
 * The answers for group `g` of a copy's targets: "keep" first (the group as
 * it is), then every other group of the same size drawn from the kept members
 * and the copy's legal targets (at most `limit`). One answer means nothing to
 * choose.
 */
export function newTargetOptions(s: MtgState, copy: StackItem, g: number, limit = 60): DecisionOption[] {
  const spec = copy.targetSpecs[g];
  const old = copy.targets[g] ?? [];
  if (!spec || old.length === 0) return [{ label: 'Keep it', value: old }];
  const excluded = new Set((spec.otherThan ?? []).flatMap((j) => copy.targets[j] ?? []));
  const legal = candidates(s, spec, copy.controller, copy.id).filter((id) => !excluded.has(id));
  const pool = [...old, ...legal.filter((id) => !old.includes(id))];
  const names = (ids: number[]) => listWords(ids.map((id) => targetName(s, id)));
  const options: DecisionOption[] = [{ label: `Keep ${names(old)}`, value: old }];
  for (const group of sizedSubsets(pool, old.length, limit + 1).slice(1)) {
    if (spec.differentControllers) {
      const controllers = group.map((id) => s.objects[id]?.controller);
      if (new Set(controllers).size !== group.length) continue;
    }
    options.push({ label: `New target: ${names(group)}`, value: group });
  }
  // Two groups may read the same (two identical Llanowar Elves): equivalent answers, which a board shows once.
  return options;
}
