/**
 * Cards put on the top or the bottom of a library "in any order" (Impulse,
 * Supreme Will, Sylvan Messenger, scry — CR 701.22a): the player chooses the
 * order one card at a time, a `resolve` decision per card with one answer
 * per card name (copies are the same choice). To the bottom, each card goes
 * under the ones before it (the last chosen is the bottom card); to the top,
 * the first chosen is the top card. The cards stay the same objects: they do
 * not change zones (CR 400.7 does not apply).
 */
import { nameOf } from './objects.ts';
import type { Frame, MtgState, Seat } from './state.ts';

/** One id per card name among `ids`, the lowest standing for its copies. */
function distinctByName(s: MtgState, ids: number[]): number[] {
  const byName = new Map<string, number>();
  for (const id of ids) {
    const key = s.objects[id]?.card ?? `#${id}`;
    const seen = byName.get(key);
    if (seen === undefined || id < seen) byName.set(key, id);
  }
  return [...byName.values()].sort((a, b) => a - b);
}

/**
 * Orders `ids` (cards in `p`'s library) at its top or bottom, one decision
 * per card. Keeps its progress in `f.vars.work[key]`; reads the answer of its
 * own decision. Says 'wait' while a decision is pending, 'done' when placed.
 */
export function orderInLibrary(
  s: MtgState,
  f: Frame,
  p: Seat,
  ids: number[],
  where: 'top' | 'bottom',
  key: 'bottomOrder' | 'topOrder',
): 'wait' | 'done' {
  f.vars.work ??= {};
  const work = f.vars.work;
  let placed = work[key];
  if (!placed) {
    placed = [];
    work[key] = placed;
  }
  const lib = s.players[p].library;
  const place = (id: number) => {
    const i = lib.indexOf(id);
    if (i >= 0) lib.splice(i, 1);
    if (where === 'bottom') lib.push(id);
    else lib.splice(placed.length, 0, id);
    placed.push(id);
  };
  // Only an answer to this ordering's own decision (a step may order twice: scry's bottom, then its top).
  const a = f.vars.answer;
  if (typeof a === 'number' && work.ordering === key) {
    place(a);
    f.vars.answer = undefined;
  }
  for (;;) {
    const left = ids.filter((id) => !placed.includes(id) && lib.includes(id));
    if (left.length === 0) return 'done';
    const choices = distinctByName(s, left);
    if (choices.length === 1) {
      place(choices[0]);
      continue;
    }
    work.ordering = key;
    s.pending = {
      kind: 'resolve',
      player: p,
      prompt:
        where === 'bottom'
          ? 'Which card goes on the bottom of your library next?'
          : 'Which card goes on top of your library next?',
      private: true,
      options: choices.map((id) => ({ label: nameOf(s.objects[id]), value: id })),
    };
    return 'wait';
  }
}
