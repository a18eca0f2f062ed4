/**
 * How the engine reaches a leg's module: run a leg for a player (a wild
 * amount becomes a choice among its forms first), ask whether a leg or an
 * option can do anything now, carry out the answer to the decision a leg
 * raised, and word one option of that decision. A decision's prompt is
 * its source card and the words of the leg that raised it.
 */
import type { Catalog } from '../data/cards.ts';
import type { Engine } from '../engine.ts';
import type { Effect, Leg } from '../grammar/tree.ts';
import type { CkAction, CkState, Decision, Task } from '../state.ts';
import { capital } from '../words/phrasing.ts';
import { legModule } from './legs/index.ts';
import type { Ask, LegDispatch } from './module.ts';
import { hasWild, wildAsk } from './wild.ts';
import { legWords, WORDS } from './words.ts';

const DISPATCH: LegDispatch = { canAct: effectCanAct };

function canActOf<K extends Leg['kind']>(
  en: Engine,
  player: number,
  leg: Extract<Leg, { kind: K }>,
): boolean {
  return legModule<K>(leg.kind).canAct(en, player, leg, DISPATCH);
}

export function legCanAct(en: Engine, player: number, leg: Leg): boolean {
  return canActOf(en, player, leg);
}

/** An option (a bracket of legs) acts when any of its legs does. */
export function effectCanAct(en: Engine, player: number, effect: Effect): boolean {
  for (const leg of effect.legs) if (canActOf(en, player, leg)) return true;
  return false;
}

function askOf<K extends Leg['kind']>(en: Engine, task: Task, leg: Extract<Leg, { kind: K }>): Ask | null {
  return legModule<K>(leg.kind).run(en, leg, task, DISPATCH);
}

/** The last prompt made for each leg (a leg nearly always asks from one card): decisions are raised on the hot path. */
const prompts = new WeakMap<Leg, { source: string; prompt: string }>();

/** What the player reads when a leg asks them: its card and its words (`Merchant: gain 2 gold or 2 magic`). */
export function promptOf(leg: Leg, source: string): string {
  const last = prompts.get(leg);
  if (last !== undefined && last.source === source) return last.prompt;
  const prompt = `${source}: ${capital(legWords(leg))}`;
  prompts.set(leg, { source, prompt });
  return prompt;
}

/** Runs a leg for `task.player`: changes the state, or returns the decision it raises (null when it has no option). */
export function runLeg(en: Engine, task: Task, leg: Leg): Decision | null {
  const ask = hasWild(leg) ? wildAsk(en, task, leg, DISPATCH) : askOf(en, task, leg);
  if (!ask || ask.options.length === 0) return null;
  return {
    player: task.player,
    kind: ask.kind,
    source: task.source,
    prompt: promptOf(leg, task.source),
    options: ask.options,
    leg: ask.leg ?? leg,
  };
}

function resolveWith<K extends Leg['kind']>(
  en: Engine,
  leg: Extract<Leg, { kind: K }>,
  d: Decision,
  action: CkAction,
): void {
  const m = legModule<K>(leg.kind);
  if (!m.resolve) throw new Error(`a ${action.type} answer does not fit a ${d.kind} decision`);
  m.resolve(en, leg, d, action);
}

/** Carries out the answer to a decision an effect raised (already checked legal). A decline does nothing but say so. */
export function resolveEffectDecision(en: Engine, d: Decision, action: CkAction): void {
  if (action.type === 'decline') {
    if (en.emit) en.emit({ type: 'declined', player: d.player, source: d.source });
    return;
  }
  if (!d.leg) throw new Error(`decision ${d.kind} without its leg`);
  resolveWith(en, d.leg, d, action);
}

function labelWith<K extends Leg['kind']>(
  leg: Extract<Leg, { kind: K }>,
  action: CkAction,
  cat: Catalog,
  state: CkState,
  d: Decision,
): string {
  return legModule<K>(leg.kind).label?.(leg, action, { cat, state, decision: d }, WORDS) ?? '';
}

/** One option of a decision an effect raised, in words (empty when its module has none for it). */
export function optionLabel(cat: Catalog, state: CkState, d: Decision, action: CkAction): string {
  if (action.type === 'decline') return 'decline';
  return d.leg ? labelWith(d.leg, action, cat, state, d) : '';
}
