/**
 * The rest of a mana ability tapped by payment ("This land deals 1 damage to
 * you"): it happens at once, with the mana (CR 605.3a). Such a rest asks
 * nothing (the pool's riders deal damage to their controller). Kept apart
 * from mana.ts, which the steps' registry imports (`pay_optional` pays).
 */
import type { ActivatedAbility } from '../cards/rules-block.ts';
import { stepRegistry } from '../vocabulary/steps/index.ts';
import { setManaRiderRunner } from './mana.ts';
import type { Frame, MtgState, Seat } from './state.ts';

function runRiders(s: MtgState, p: Seat, source: number, card: string | null, a: ActivatedAbility): void {
  const f: Frame = {
    source,
    sourceCard: card,
    controller: p,
    targets: [],
    targetSpecs: [],
    x: 0,
    steps: a.steps,
    index: 0,
    vars: {},
  };
  for (const st of a.steps) {
    if (st.op === 'add_mana') continue;
    stepRegistry.get(st.op).run(s, st, f);
    if (s.pending) throw new Error(`a mana ability's effect asked a question during payment: ${a.text}`);
  }
}

setManaRiderRunner(runRiders);
