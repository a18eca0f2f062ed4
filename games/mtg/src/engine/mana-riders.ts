/**
 * The rest of a mana ability tapped by payment ("This land deals 1 damage to
 * you"): it happens at once, with the mana (CR 605.3a). Such a rest asks
 * nothing (the pool's riders deal damage to their controller). Kept apart
 * from mana.ts, which the steps' registry imports (`pay_optional` pays).
 */
import type { ActivatedAbility, TriggeredAbility } from '../cards/rules-block.ts';
import { stepRegistry } from '../vocabulary/steps/index.ts';
import { setManaRiderRunner, setManaTriggerRunner } from './mana.ts';
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

/**
 * A triggered mana ability: it triggers from a mana ability and could add
 * mana, and has no target (CR 605.1b); it does not use the stack but
 * resolves as soon as it triggers (605.4a).
 */
function isManaTrigger(a: TriggeredAbility): boolean {
  return a.targets.length === 0 && a.steps.some((st) => st.op === 'add_mana');
}

function runManaTriggers(s: MtgState): void {
  for (let i = 0; i < s.triggers.length; ) {
    const t = s.triggers[i];
    if (!isManaTrigger(t.ability)) {
      i++;
      continue;
    }
    s.triggers.splice(i, 1);
    const f: Frame = {
      source: t.source,
      sourceCard: t.sourceCard,
      controller: t.controller,
      targets: [],
      targetSpecs: [],
      x: 0,
      steps: t.ability.steps,
      index: 0,
      vars: t.vars,
    };
    for (const st of t.ability.steps) {
      stepRegistry.get(st.op).run(s, st, f);
      if (s.pending) throw new Error(`a triggered mana ability asked a question: ${t.ability.text}`);
    }
  }
}

setManaTriggerRunner(runManaTriggers);
