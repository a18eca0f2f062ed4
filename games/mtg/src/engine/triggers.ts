/**
 * Triggered abilities (CR 603): events fire, the trigger vocabulary says
 * which abilities they trigger (with the trigger-condition vocabulary), and
 * the abilities wait until a player would receive priority. Then the active
 * player puts theirs on the stack in the order they choose, then the other
 * player (APNAP, CR 603.3b), each choosing targets as it goes (rules.ts).
 */
import type { TriggeredAbility } from '../cards/rules-block.ts';
import { triggerConditionHolds } from '../vocabulary/trigger-conditions/index.ts';
import { type TriggerEvent, triggerRegistry } from '../vocabulary/triggers/index.ts';
import { matchWaitsFor } from './match-features.ts';
import { rulesOf } from './objects.ts';
import type { DelayedTrigger, EndStepDelayed, GameObject, MtgState, Seat } from './state.ts';

export type { TriggerEvent };

function abilitiesOf(o: GameObject): TriggeredAbility[] {
  const own = rulesOf(o).triggers;
  if (o.granted.length === 0) return own;
  return [...own, ...o.granted.flatMap((g) => g.triggers)];
}

function scan(s: MtgState, o: GameObject, event: TriggerEvent): void {
  const abilities = abilitiesOf(o);
  for (let i = 0; i < abilities.length; i++) {
    const ability = abilities[i];
    const vars = triggerRegistry.get(ability.trigger).match({ s, self: o, event });
    if (!vars) continue;
    if (!conditionsHold(s, ability, o, o.controller, event)) continue;
    s.triggers.push({ source: o.id, sourceCard: o.card, controller: o.controller, ability, vars });
  }
}

function conditionsHold(
  s: MtgState,
  ability: TriggeredAbility,
  self: GameObject,
  controller: Seat,
  event: TriggerEvent,
): boolean {
  for (const cond of ability.conditions)
    if (!triggerConditionHolds({ s, self, controller, event }, cond)) return false;
  return true;
}

/** "At the beginning of that turn's / the next end step" (CR 603.7): this turn's trigger once, then are gone. */
function endStepDelayed(s: MtgState, waiting: EndStepDelayed[], upkeep = false): void {
  const left: EndStepDelayed[] = [];
  for (const d of waiting) {
    if (d.turn !== s.turn || (d.at === 'upkeep') !== upkeep) {
      left.push(d);
      continue;
    }
    s.triggers.push({
      source: d.source,
      sourceCard: d.sourceCard,
      controller: d.controller,
      ability: d.ability,
      vars: d.it !== undefined ? { eventSubject: d.it } : {},
    });
  }
  if (left.length > 0) s.atEndStep = left;
  else s.atEndStep = undefined;
}

/** Delayed triggered abilities (CR 603.7) whose watched object the event names. */
function scanDelayed(s: MtgState, delayed: DelayedTrigger[], event: TriggerEvent): void {
  for (const d of delayed) {
    const o = s.objects[d.watch];
    if (!o) continue;
    const vars = triggerRegistry.get(d.ability.trigger).match({ s, self: o, event });
    if (!vars || !conditionsHold(s, d.ability, o, d.controller, event)) continue;
    s.triggers.push({
      source: d.source,
      sourceCard: d.sourceCard,
      controller: d.controller,
      ability: d.ability,
      vars,
    });
  }
}

/** An event happened: every ability it triggers waits to be put on the stack. */
export function fire(s: MtgState, event: TriggerEvent): void {
  if (event.type === 'END_STEP' && s.atEndStep) endStepDelayed(s, s.atEndStep);
  if (event.type === 'UPKEEP' && s.atEndStep) endStepDelayed(s, s.atEndStep, true);
  // No ability of the match waits for this kind of event (its trigger modules' `events`): nothing to scan.
  if (!matchWaitsFor(s, event.type)) {
    if (s.delayed) scanDelayed(s, s.delayed, event);
    return;
  }
  if (event.type === 'DIES' || event.type === 'LEAVES') {
    // Leaves-the-battlefield abilities look back in time (CR 603.10a).
    scan(s, event.lkiObject, event);
  }
  const bf = s.battlefield;
  for (let i = 0; i < bf.length; i++) {
    const o = s.objects[bf[i]];
    if ((event.type === 'DIES' || event.type === 'LEAVES') && o.id === event.lkiObject.id) continue;
    scan(s, o, event);
  }
  if (s.delayed) scanDelayed(s, s.delayed, event);
}
