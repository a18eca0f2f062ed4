/**
 * Copies of spells (CR 707.10). A copy is made with the original's choices
 * (mode, X, targets) and is no card. When the effect says its controller
 * "may choose new targets for the copy" (CR 707.10c), the controller decides
 * one target group at a time: keep the group, or put in its place a group of
 * the same size whose new members are legal targets for the copy (a kept
 * member may stay even if it is no longer legal).
 */
import { nameOf } from './objects.ts';
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

/** A target as a player reads it: a player, a spell on the stack, or an object's name. */
export function targetName(s: MtgState, id: number): string {
  if (id < 0) return `player ${-id}`;
  const item = s.stack.find((x) => x.id === id);
  if (item) return item.copy ? `copy of ${item.text}` : item.text;
  return s.objects[id] ? nameOf(s.objects[id]) : `#${id}`;
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
  if (!spec || old.length === 0) return [{ label: 'keep', value: old }];
  const excluded = new Set((spec.otherThan ?? []).flatMap((j) => copy.targets[j] ?? []));
  const legal = candidates(s, spec, copy.controller, copy.id).filter((id) => !excluded.has(id));
  const pool = [...old, ...legal.filter((id) => !old.includes(id))];
  const names = (ids: number[]) => ids.map((id) => targetName(s, id)).join(' + ');
  const options: DecisionOption[] = [{ label: `keep ${names(old)}`, value: old }];
  for (const group of sizedSubsets(pool, old.length, limit + 1).slice(1)) {
    if (spec.differentControllers) {
      const controllers = group.map((id) => s.objects[id]?.controller);
      if (new Set(controllers).size !== group.length) continue;
    }
    options.push({ label: `new ${names(group)}`, value: group });
  }
  // Two groups that read the same (two Llanowar Elves) are told apart by their ids.
  const seen = new Map<string, number>();
  for (const o of options) seen.set(o.label, (seen.get(o.label) ?? 0) + 1);
  for (const o of options)
    if ((seen.get(o.label) ?? 0) > 1) o.label = `${o.label} [${(o.value as number[]).join(', ')}]`;
  return options;
}
