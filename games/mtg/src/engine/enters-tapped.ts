/**
 * "Artifacts, creatures, and lands your opponents control enter tapped"
 * (Kismet): a replacement effect of a permanent already on the battlefield
 * that modifies how others enter (CR 614.1c). The entering object is
 * checked as it would exist on the battlefield — its own characteristics and
 * the controller it enters under (CR 614.12) — against each such static.
 * A card's own "~ enters tapped" is read from the card (rule-flags/enters-tapped.ts).
 */
import type { RulesBlock } from '../cards/rules-block.ts';
import { board, cardDerived, touch } from './derived.ts';
import { matches } from './filter.ts';
import { Feature, matchUses } from './match-features.ts';
import { rulesOf } from './objects.ts';
import type { GameObject, MtgState } from './state.ts';

const kept = new WeakMap<RulesBlock, boolean>();

/** Whether a block has a static "… enter tapped" over others (read once per block: zones move often). */
function tapsOthers(rules: RulesBlock): boolean {
  let v = kept.get(rules);
  if (v === undefined) {
    v = rules.statics.some(
      (st) => 'all' in st.effect.affects && !!st.effect.rules?.some((r) => r.id === 'enters_tapped'),
    );
    kept.set(rules, v);
  }
  return v;
}

/** Whether a static of another permanent makes `entering` enter tapped. */
export function entersTappedByOthers(s: MtgState, entering: GameObject): boolean {
  if (!matchUses(s, Feature.entersTapped)) return false;
  let found = false;
  let read = false;
  for (const sid of s.battlefield) {
    if (sid === entering.id) continue;
    const src = s.objects[sid];
    const rules = rulesOf(src);
    if (!tapsOthers(rules)) continue;
    for (const st of rules.statics) {
      const a = st.effect.affects;
      if (!('all' in a) || !st.effect.rules?.some((r) => r.id === 'enters_tapped')) continue;
      read = true;
      if (matches(board(s), cardDerived(entering), a.all, src.controller, sid)) found = true;
    }
    if (found) break;
  }
  // The board read here is the one before the object enters: it is out of date once it does.
  if (read) touch(s);
  return found;
}
