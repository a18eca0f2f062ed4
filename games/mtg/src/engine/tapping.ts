/**
 * A permanent became tapped (CR 701.26a): the event "becomes tapped" and
 * "is tapped for mana" triggers wait for (City of Brass, Blight, Manabarbs).
 * Every place that taps a permanent on the battlefield tells it here; a
 * permanent that enters tapped does not become tapped (it was never
 * untapped on the battlefield), so moving one onto the battlefield does not.
 *
 * Lands are tapped often and few abilities watch for it: the event is fired
 * only when a permanent on the battlefield has such a triggered ability (or
 * a granted ability, or a delayed trigger waits), which keeps tapping for
 * mana as cheap as it was; a match whose cards have no such ability does not
 * look (match-features.ts).
 */
import type { RulesBlock } from '../cards/rules-block.ts';
import { triggerRegistry } from '../vocabulary/triggers/index.ts';
import { Feature, matchUses } from './match-features.ts';
import { rulesOf } from './objects.ts';
import type { MtgState } from './state.ts';
import { fire } from './triggers.ts';

/** `id` just became tapped; `forMana`: by activating one of its mana abilities (CR 106.12). */
export function becameTapped(s: MtgState, id: number, forMana: boolean): void {
  if (s.delayed || (matchUses(s, Feature.tapWatch) && someoneWatches(s)))
    fire(s, { type: 'TAPPED', object: id, forMana });
}

function someoneWatches(s: MtgState): boolean {
  const bf = s.battlefield;
  for (let i = 0; i < bf.length; i++) {
    const o = s.objects[bf[i]];
    if (o.granted.length > 0 || watchesTaps(rulesOf(o))) return true;
  }
  return false;
}

const watching = new WeakMap<RulesBlock, boolean>();

/** Whether a rules block has a triggered ability whose trigger waits for a permanent becoming tapped. */
function watchesTaps(rules: RulesBlock): boolean {
  let w = watching.get(rules);
  if (w === undefined) {
    w = rules.triggers.some((t) => triggerRegistry.get(t.trigger).events?.includes('TAPPED') ?? false);
    watching.set(rules, w);
  }
  return w;
}
