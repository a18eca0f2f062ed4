/**
 * The conformance suite every game calls from its tests. It plays random
 * games and checks what the contract promises:
 *  - someone is to act until there is an outcome, and they have legal actions;
 *  - legalActions is deterministic (same list, same order, twice), and
 *    actionCount / actionAt (when the game has them) agree with it, and
 *    normalizeAction (when it has it) gives every legal action back as itself;
 *  - the state survives a JSON round trip and clone with the same hash;
 *  - apply on a clone leaves the original untouched;
 *  - an illegal action throws RuleViolation and changes nothing;
 *  - views are JSON; a view does not change when what its seat cannot see
 *    changes (the game's `perturbHidden`), and neither do that seat's legal
 *    actions; an optional extra check (`assertRedacted`) may look further;
 *  - a recorded match replays to the same hashes;
 *  - events: every state-changing action emits one, and events respect
 *    visibility as views do (conformance-events.ts; a game may opt out with
 *    a named reason).
 * It throws an Error naming the seed and step on the first failure.
 */
import { actionKey, findLegal } from '../action-key.ts';
import { RuleViolation } from '../errors.ts';
import type { Action, GameModule, GameTypes, PlayerId } from '../game.ts';
import { hashState, stableStringify } from '../hash.ts';
import { assertPlainJson } from '../json.ts';
import { Match, replay } from '../match.ts';
import { createRng, pick } from '../rng.ts';
import { seatCountOf } from '../seats.ts';
import {
  EventChecks,
  type EventConformanceOptions,
  type EventConformanceSummary,
} from './conformance-events.ts';

export interface ConformanceOptions {
  seeds?: number;
  firstSeed?: number;
  options?: unknown;
  /** Abort a game that runs longer than this (a game that never ends fails). */
  maxActions?: number;
  /** Check every n-th step thoroughly (round trip, clone, illegal, views); default 1. */
  deepEvery?: number;
  /** Throws when `view` (for `viewer`) reveals something of another seat's hidden state. */
  assertRedacted?: (view: unknown, state: unknown, viewer: PlayerId) => void;
  /**
   * The game hides nothing from anyone (no `perturbHidden` needed). Without
   * this, a game with more than one seat must define `perturbHidden`.
   */
  perfectInformation?: boolean;
  /** An action that is never legal, to check refusal. */
  illegalAction?: Action;
  /** The event checks (conformance-events.ts); `{ skip: 'reason' }` turns them off for a game that emits no events yet. */
  events?: EventConformanceOptions;
}

export interface ConformanceSummary {
  games: number;
  actions: number;
  outcomes: { wins: number[]; draws: number };
  /** Views compared against a state with the hidden parts changed (and how many of those changes were real). */
  redaction: { compared: number; changedHidden: number };
  events: EventConformanceSummary;
}

export function runConformance<T extends GameTypes>(
  game: GameModule<T>,
  opts: ConformanceOptions = {},
): ConformanceSummary {
  if (!game.perturbHidden && !opts.perfectInformation) {
    throw new Error(
      `${game.id}: conformance needs perturbHidden (what each seat cannot see, changed) or perfectInformation: true`,
    );
  }
  const seeds = opts.seeds ?? 50;
  const first = opts.firstSeed ?? 1;
  const maxActions = opts.maxActions ?? 5000;
  const deepEvery = opts.deepEvery ?? 1;
  const illegal: Action = opts.illegalAction ?? { type: '__never_legal__' };
  const summary: ConformanceSummary = {
    games: 0,
    actions: 0,
    outcomes: { wins: Array.from({ length: seatCountOf(game, opts.options ?? {}) }, () => 0), draws: 0 },
    redaction: { compared: 0, changedHidden: 0 },
    events: { events: 0, changingActions: 0, compared: 0, conclusive: 0 },
  };
  const eventChecks = new EventChecks(game, opts.events);
  summary.events = eventChecks.summary;

  for (let s = first; s < first + seeds; s++) {
    const seed = String(s);
    const where = (step: number, what: string) => `${game.id} seed ${seed} step ${step}: ${what}`;
    const match = new Match(game, opts.options ?? {}, seed);
    const chooser = createRng(`conformance/${seed}`);
    let step = 0;
    eventChecks.setup(match, (w) => where(step, w));
    while (match.outcome() === null) {
      if (step >= maxActions) throw new Error(where(step, `no outcome after ${maxActions} actions`));
      const actors = match.toAct();
      if (actors.length === 0) throw new Error(where(step, 'no outcome, but nobody is to act'));
      const player = actors[0];
      const legal = match.legalActions(player);
      if (legal.length === 0)
        throw new Error(where(step, `seat ${player} is to act but has no legal action`));
      if (step % deepEvery === 0)
        deepChecks(game, match, player, legal, illegal, opts, summary, `${seed}/${step}`, (w) =>
          where(step, w),
        );
      const action = pick(chooser, legal);
      const hashBefore =
        match.actions.length === 0 ? match.initialHash : match.actions[match.actions.length - 1].hash;
      const probes = eventChecks.before(match, step % deepEvery === 0, `${seed}/${step}`);
      const emitted = match.act(player, action);
      eventChecks.after(match, player, action, hashBefore, emitted, probes, (w) => where(step, w));
      step++;
    }
    if (match.toAct().length !== 0)
      throw new Error(where(step, 'the game is over but someone is still to act'));
    const out = match.outcome()!;
    if (out.winner === null) summary.outcomes.draws++;
    else summary.outcomes.wins[out.winner]++;

    const log = JSON.parse(JSON.stringify(match.toLog()));
    const again = replay(game, log);
    if (again.finalHash !== match.hash()) throw new Error(where(step, 'replay ended on a different hash'));
    summary.games++;
    summary.actions += step;
  }
  if (summary.redaction.compared > 0 && summary.redaction.changedHidden === 0) {
    throw new Error(`${game.id}: perturbHidden never changed the state, so it cannot catch a leak`);
  }
  return summary;
}

function deepChecks<T extends GameTypes>(
  game: GameModule<T>,
  match: Match<T>,
  player: PlayerId,
  legal: T['action'][],
  illegal: Action,
  opts: ConformanceOptions,
  summary: ConformanceSummary,
  perturbSeed: string,
  where: (what: string) => string,
): void {
  const state = match.state;
  const before = hashState(state);

  const legalAgain = game.legalActions(state, player);
  if (JSON.stringify(legalAgain) !== JSON.stringify(legal)) {
    throw new Error(where('legalActions is not deterministic'));
  }
  if (game.actionCount || game.actionAt) {
    if (!game.actionCount || !game.actionAt) throw new Error(where('actionCount and actionAt come together'));
    const count = game.actionCount(state, player);
    if (count !== legal.length)
      throw new Error(where(`actionCount says ${count}, legalActions lists ${legal.length}`));
    for (let i = 0; i < count; i++) {
      if (actionKey(game, game.actionAt(state, player, i)) !== actionKey(game, legal[i]))
        throw new Error(where(`actionAt(${i}) is not legalActions()[${i}]`));
    }
  }
  if (game.normalizeAction) {
    const view = game.view(state, player);
    for (const a of legal) {
      const back = game.normalizeAction(JSON.parse(JSON.stringify(a)), view, legal);
      if (actionKey(game, back as Action) !== actionKey(game, a)) {
        throw new Error(
          where(`normalizeAction turns the legal ${JSON.stringify(a)} into ${JSON.stringify(back)}`),
        );
      }
    }
  }
  try {
    assertPlainJson(state);
  } catch (e) {
    throw new Error(where(`state is not plain JSON: ${(e as Error).message}`));
  }
  if (hashState(JSON.parse(JSON.stringify(state))) !== before) {
    throw new Error(where('state does not survive a JSON round trip'));
  }
  const copy = game.clone(state);
  if (hashState(copy) !== before) throw new Error(where('clone differs from the original'));
  game.apply(copy, player, legal[legal.length - 1]);
  if (hashState(state) !== before) throw new Error(where('apply on a clone changed the original'));

  if (findLegal(game, legal, illegal) === undefined) {
    // Through the match (the kernel's refusal) ...
    let refused = false;
    try {
      match.act(player, illegal);
    } catch (e) {
      refused = e instanceof RuleViolation;
    }
    if (!refused) throw new Error(where('an illegal action was not refused with RuleViolation'));
    if (hashState(match.state) !== before) throw new Error(where('a refused action changed the state'));
    // ... and straight into the game's own apply, which must refuse before changing anything.
    const probe = game.clone(state);
    refused = false;
    try {
      game.apply(probe, player, illegal as T['action']);
    } catch (e) {
      refused = e instanceof RuleViolation;
    }
    if (!refused)
      throw new Error(where("the game's apply did not refuse an illegal action with RuleViolation"));
    if (hashState(probe) !== before)
      throw new Error(where("the game's apply changed the state before refusing an illegal action"));
  }
  // A legal action offered by the seat that is not to act must be refused too.
  for (let other = 0; other < match.seats; other++) {
    if (game.toAct(state).includes(other)) continue;
    const probe = game.clone(state);
    let refused = false;
    try {
      game.apply(probe, other, legal[0]);
    } catch (e) {
      refused = e instanceof RuleViolation;
    }
    if (!refused) throw new Error(where(`seat ${other} acted out of turn without a RuleViolation`));
    if (hashState(probe) !== before) throw new Error(where('an out-of-turn action changed the state'));
  }

  for (let viewer = -1; viewer < match.seats; viewer++) {
    const who = viewer < 0 ? null : viewer;
    const view = game.view(state, who);
    if (hashState(state) !== before) throw new Error(where('legalActions or view changed the state'));
    try {
      assertPlainJson(view);
    } catch (e) {
      throw new Error(where(`a view is not plain JSON: ${(e as Error).message}`));
    }
    if (who !== null && opts.assertRedacted) {
      try {
        opts.assertRedacted(view, state, who);
      } catch (e) {
        throw new Error(where(`view of seat ${who} leaks hidden state: ${(e as Error).message}`));
      }
    }
    if (who !== null && game.perturbHidden) {
      const other = game.perturbHidden(state, who, `perturb/${perturbSeed}/${who}`);
      if (hashState(state) !== before) throw new Error(where('perturbHidden changed the original state'));
      summary.redaction.compared++;
      if (hashState(other) !== before) summary.redaction.changedHidden++;
      const otherView = game.view(other, who);
      if (stableStringify(otherView) !== stableStringify(view)) {
        throw new Error(
          where(
            `view of seat ${who} changes when only what it cannot see changes: ${firstDifference(view, otherView)}`,
          ),
        );
      }
      if (game.toAct(state).includes(who)) {
        const mine = game.legalActions(state, who).map((a) => stableStringify(a));
        const theirs = game.legalActions(other, who).map((a) => stableStringify(a));
        if (JSON.stringify(mine) !== JSON.stringify(theirs))
          throw new Error(where(`seat ${who}'s legal actions depend on what it cannot see`));
      }
    }
  }
  if (hashState(state) !== before) throw new Error(where('legalActions or view changed the state'));
}

/** The first place two JSON values differ, as a path. */
function firstDifference(a: unknown, b: unknown, path = '$'): string {
  if (stableStringify(a) === stableStringify(b)) return '(none)';
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const x = (a as Record<string, unknown>)[k];
      const y = (b as Record<string, unknown>)[k];
      if (stableStringify(x) !== stableStringify(y))
        return firstDifference(x, y, Array.isArray(a) ? `${path}[${k}]` : `${path}.${k}`);
    }
  }
  return path;
}
