/**
 * Resolving (CR 608): the top of the stack with its targets checked again
 * (CR 608.2b), a permanent spell entering the battlefield, and a spell's or
 * ability's steps run one by one through the step vocabulary — a "you may"
 * asked first, a step's "if" read, a step that needs a player's choice
 * waiting for it (it sets the pending decision) and running again with the
 * answer.
 */
import { catalog } from '../cards/catalog.ts';
import { maySentence, stepSentence } from '../vocabulary/card-words.ts';
import { asEntersOptions } from '../vocabulary/rule-flags/as-enters-choice.ts';
import { choosesLandTypeOnEntering } from '../vocabulary/rule-flags/as-enters-choose-land-type.ts';
import { type Step, stepRegistry } from '../vocabulary/steps/index.ts';
// Payment runs a mana ability's other effects (painlands) through it.
import './mana-riders.ts';
import { touch } from './derived.ts';
import { events } from './event-sink.ts';
import { ask, optionalDecider, stepCondition } from './frame.ts';
import { spellManaValue } from './mana-value-targets.ts';
import { nameOf, sourceName } from './objects.ts';
import { finishSpellCard } from './stack.ts';
import type { Frame, MtgState, StackItem } from './state.ts';
import { stillLegal } from './targets.ts';
import { moveTo } from './zones.ts';

const ENTER_AS_CHOSEN: Step[] = [{ op: 'enter_as_chosen' }];
const CHOOSE_LAND_TYPE: Step[] = [{ op: 'choose_land_type' }];

/** Starts resolving the top of the stack. */
export function resolveTop(s: MtgState): void {
  const item = s.stack.pop();
  if (!item) return;
  const legalTargets = item.targets.map((g, i) =>
    g.filter((t) => {
      const spec = item.targetSpecs[i];
      if (!spec) return true;
      if (spec.kind === 'spell')
        return s.stack.some((x) => x.id === t) && (spec.manaValue !== 'x' || spellManaValue(s, t) === item.x);
      return stillLegal(s, spec, t, item.controller, item.source);
    }),
  );
  const hadTargets = item.targets.some((g) => g.length > 0);
  const anyLegal = legalTargets.some((g) => g.length > 0);
  if (hadTargets && !anyLegal) {
    // Every target illegal: the spell or ability does nothing (CR 608.2b).
    events.emit?.({
      type: 'no-effect',
      player: item.controller,
      what: itemWords(s, item),
      reason: 'targets-gone',
    });
    if (item.kind === 'spell' && !item.copy) finishSpellCard(s, item);
    return;
  }
  const card = item.sourceCard ? catalog().cards[item.sourceCard] : null;
  if (item.kind === 'spell' && card && !card.types.includes('instant') && !card.types.includes('sorcery')) {
    events.emit?.({ type: 'resolve', player: item.controller, what: itemWords(s, item), kind: 'spell' });
    if (item.copy) return;
    // "As ~ enters, it becomes your choice of …": the controller chooses as it enters (CR 614.12).
    if (asEntersOptions(card.rules)) {
      s.resolving = { ...frameOf(item, legalTargets), steps: ENTER_AS_CHOSEN };
      s.resolvingItem = item;
      runFrame(s);
      return;
    }
    const nid = moveTo(s, item.source, 'battlefield', { controller: item.controller });
    if (card.rules.enchant && nid >= 0) {
      s.objects[nid].attachedTo = legalTargets[0]?.[0] ?? null;
      const host = s.objects[nid].attachedTo;
      if (host !== null && s.objects[host])
        events.emit?.({ type: 'attach', card: nameOf(s.objects[nid]), to: nameOf(s.objects[host]) });
      // The Aura's effects apply at once: a new revision, so no board of the entering moment is reused.
      touch(s);
    }
    // "As ~ enters, choose a basic land type" (CR 614.12): asked before anything else happens.
    if (nid >= 0 && choosesLandTypeOnEntering(card.rules)) {
      s.resolving = { ...frameOf(item, legalTargets), source: nid, steps: CHOOSE_LAND_TYPE };
      s.resolvingItem = null;
      runFrame(s);
    }
    return;
  }
  if (item.kind === 'ability' && item.interveningIf) {
    const f0 = frameOf(item, legalTargets);
    if (!stepCondition(s, f0, item.interveningIf)) {
      events.emit?.({
        type: 'no-effect',
        player: item.controller,
        what: itemWords(s, item),
        reason: 'condition',
      });
      return;
    }
  }
  events.emit?.({ type: 'resolve', player: item.controller, what: itemWords(s, item), kind: item.kind });
  s.resolving = frameOf(item, legalTargets);
  s.resolvingItem = item;
  runFrame(s);
}

/** A stack item as players name it: the spell's card (or its copy), or "Source's ability". */
function itemWords(s: MtgState, item: StackItem): string {
  if (item.kind === 'spell') return item.copy ? `the copy of ${item.text}` : item.text;
  return `${sourceName(s, item.source, item.sourceCard)}'s ability`;
}

function frameOf(item: StackItem, targets: number[][]): Frame {
  return {
    source: item.source,
    sourceCard: item.sourceCard,
    controller: item.controller,
    targets,
    targetSpecs: item.targetSpecs,
    x: item.x,
    steps: item.steps,
    index: 0,
    vars: { ...item.vars },
  };
}

/** Runs the resolving frame until it ends or waits for a decision. */
export function runFrame(s: MtgState): void {
  const f = s.resolving;
  if (!f) return;
  while (f.index < f.steps.length) {
    const step = f.steps[f.index];
    if (step.if && step.op !== 'choose_by_condition' && !stepCondition(s, f, step.if)) {
      f.vars.didPrevious = false;
      f.index++;
      continue;
    }
    if (step.optional && f.vars.work?.mayAt !== f.index) {
      if (f.vars.answer === undefined) {
        // Asked of the player the text names ("its controller may …"), not always the controller (CR 608.2d).
        ask(s, optionalDecider(s, f, step), maySentence(step, { s, f }), [
          { label: 'Yes', value: true },
          { label: 'No', value: false },
        ]);
        return;
      }
      const yes = f.vars.answer === true;
      f.vars.answer = undefined;
      if (!yes) {
        f.vars.didPrevious = false;
        f.index++;
        continue;
      }
      f.vars.work = { mayAt: f.index };
    }
    const m = stepRegistry.get(step.op);
    m.run(s, step, f);
    // A step that needs a choice has asked it: it runs again with the answer.
    if (s.pending) return;
    if (m.announced && events.emit)
      events.emit({
        type: 'effect',
        player: f.controller,
        source: sourceName(s, f.source, f.sourceCard),
        text: stepSentence(step, { s, f }),
      });
    f.vars.didPrevious = true;
    f.vars.answer = undefined;
    f.vars.work = undefined;
    f.index++;
  }
  const item = s.resolvingItem;
  s.resolving = null;
  s.resolvingItem = null;
  if (item?.kind === 'spell' && !item.copy) finishSpellCard(s, item);
}
