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
 *  - views are snapshots: a view holds no object of the state's that the
 *    game's own clone copies (what a clone shares, the game never changes in
 *    place), and a view (and its hash) taken at one step is the same a few
 *    actions later;
 *  - a recorded match replays to the same hashes;
 *  - events: every state-changing action emits one, and events respect
 *    visibility as views do (conformance-events.ts, for random games from
 *    setup; a game may opt out with a named reason).
 * Besides random games from setup, a game may name positions random play
 * rarely reaches (a decision whose answers are numbers, a look at a
 * library): each is checked the same way, then played on at random.
 * It throws an Error naming the seed (or position) and step on the first failure.
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
  /**
   * Positions (states of the game, e.g. built from scenarios) that random
   * play rarely reaches: each gets every check, then `positionActions`
   * random actions, each checked too. They are played under `options`.
   */
  positions?: readonly ConformancePosition[];
  /** Random actions played on from each position (default 20; fewer when the game ends). */
  positionActions?: number;
  /** A view is compared with its copy this many actions after it was taken (default 3). */
  snapshotAfter?: number;
  /** The event checks (conformance-events.ts); `{ skip: 'reason' }` turns them off for a game that emits no events yet. */
  events?: EventConformanceOptions;
}

/** A named state to check from (its name appears in the failure message). */
export interface ConformancePosition {
  name: string;
  state: unknown;
}

export interface ConformanceSummary {
  games: number;
  actions: number;
  outcomes: { wins: number[]; draws: number };
  /** Views compared against a state with the hidden parts changed (and how many of those changes were real). */
  redaction: { compared: number; changedHidden: number };
  /** Views compared, some actions later, with the copy taken when they were made. */
  snapshots: number;
  /** Positions checked and played on (`positions`), and the actions played from them. */
  positions: { checked: number; actions: number };
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
  const summary: ConformanceSummary = {
    games: 0,
    actions: 0,
    outcomes: { wins: Array.from({ length: seatCountOf(game, opts.options ?? {}) }, () => 0), draws: 0 },
    redaction: { compared: 0, changedHidden: 0 },
    snapshots: 0,
    positions: { checked: 0, actions: 0 },
    events: { events: 0, changingActions: 0, compared: 0, conclusive: 0 },
  };
  const eventChecks = new EventChecks(game, opts.events);
  summary.events = eventChecks.summary;

  const snapshotAfter = opts.snapshotAfter ?? 3;
  for (let s = first; s < first + seeds; s++) {
    const seed = String(s);
    const where = (step: number, what: string) => `${game.id} seed ${seed} step ${step}: ${what}`;
    const match = new Match(game, opts.options ?? {}, seed);
    const chooser = createRng(`conformance/${seed}`);
    eventChecks.setup(match, (w) => where(0, w));
    const step = playChecked(
      game,
      match,
      chooser,
      maxActions,
      seed,
      where,
      opts,
      summary,
      snapshotAfter,
      eventChecks,
    );
    if (match.outcome() === null) throw new Error(where(step, `no outcome after ${maxActions} actions`));
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
  for (const position of opts.positions ?? []) {
    const where = (step: number, what: string) =>
      `${game.id} position '${position.name}' step ${step}: ${what}`;
    // A match set at the position (its log would not replay from the seed; none is kept).
    const match = new Match(game, opts.options ?? {}, `position/${position.name}`, { recordEvents: false });
    match.state = game.clone(position.state as T['state']);
    const chooser = createRng(`conformance/position/${position.name}`);
    const played = playChecked(
      game,
      match,
      chooser,
      opts.positionActions ?? 20,
      `position/${position.name}`,
      where,
      opts,
      summary,
      snapshotAfter,
      null,
    );
    summary.positions.checked++;
    summary.positions.actions += played;
  }
  if (summary.redaction.compared > 0 && summary.redaction.changedHidden === 0) {
    throw new Error(`${game.id}: perturbHidden never changed the state, so it cannot catch a leak`);
  }
  return summary;
}

/**
 * Plays `match` on at random for at most `limit` actions (or to its end),
 * checking every `deepEvery`-th position thoroughly and every view taken
 * there against its copy `snapshotAfter` actions later. Returns the actions played.
 */
function playChecked<T extends GameTypes>(
  game: GameModule<T>,
  match: Match<T>,
  chooser: ReturnType<typeof createRng>,
  limit: number,
  label: string,
  where: (step: number, what: string) => string,
  opts: ConformanceOptions,
  summary: ConformanceSummary,
  snapshotAfter: number,
  /** The event checks, for a recorded match from setup (positions record none). */
  events: EventChecks<T> | null,
): number {
  const deepEvery = opts.deepEvery ?? 1;
  const illegal: Action = opts.illegalAction ?? { type: '__never_legal__' };
  const snapshots: ViewSnapshot[] = [];
  let step = 0;
  while (match.outcome() === null && step < limit) {
    const actors = match.toAct();
    if (actors.length === 0) throw new Error(where(step, 'no outcome, but nobody is to act'));
    const player = actors[0];
    const legal = match.legalActions(player);
    if (legal.length === 0) throw new Error(where(step, `seat ${player} is to act but has no legal action`));
    if (step % deepEvery === 0) {
      const views = deepChecks(game, match, player, legal, illegal, opts, summary, `${label}/${step}`, (w) =>
        where(step, w),
      );
      for (const [who, view, text] of views) snapshots.push({ step, who, view, text });
    }
    const action = pick(chooser, legal);
    if (events === null) match.act(player, action);
    else {
      const last = match.actions.length - 1;
      const hashBefore = last < 0 ? match.initialHash : match.actions[last].hash;
      const probes = events.before(match, step % deepEvery === 0, `${label}/${step}`);
      const emitted = match.act(player, action);
      events.after(match, player, action, hashBefore, emitted, probes, (w) => where(step, w));
    }
    step++;
    while (snapshots.length > 0 && snapshots[0].step + snapshotAfter <= step) {
      checkSnapshot(snapshots.shift()!, step, where);
      summary.snapshots++;
    }
  }
  for (const snap of snapshots) {
    checkSnapshot(snap, step, where);
    summary.snapshots++;
  }
  return step;
}

/**
 * A view as it was given out: the object itself and its stable JSON text
 * taken at once, a deep copy of it (a view is plain JSON) whose hash is the
 * view's hash then.
 */
interface ViewSnapshot {
  step: number;
  who: PlayerId | null;
  view: unknown;
  text: string;
}

/** The view handed out at `snap.step` must still be what it was (the same text, so the same hash). */
function checkSnapshot(snap: ViewSnapshot, now: number, where: (step: number, what: string) => string): void {
  if (stableStringify(snap.view) !== snap.text) {
    const seat = snap.who === null ? 'the spectator' : `seat ${snap.who}`;
    const was = JSON.parse(snap.text);
    throw new Error(
      where(
        now,
        `the view of ${seat} taken at step ${snap.step} changed since (${firstDifference(was, snap.view)}): a view must be a snapshot, sharing nothing that changes later`,
      ),
    );
  }
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
): Array<[PlayerId | null, unknown, string]> {
  const state = match.state;
  const views: Array<[PlayerId | null, unknown, string]> = [];
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
  if (game.legalActionsOf) {
    // Each type listed alone, and all of them, give the whole list filtered by type.
    const types = [...new Set(legal.map((a) => a.type))];
    for (const asked of [...types.map((t) => [t]), types]) {
      const some = game.legalActionsOf(state, player, asked).map((a) => actionKey(game, a));
      const filtered = legal.filter((a) => asked.includes(a.type)).map((a) => actionKey(game, a));
      if (JSON.stringify(some) !== JSON.stringify(filtered))
        throw new Error(where(`legalActionsOf(${asked.join(', ')}) is not legalActions filtered by type`));
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

  // A view may hold an object of the state's only where the game's own clone shares it too (what
  // clones share, the game never changes in place). Worked out when a view holds one.
  const stateObjects = objectsIn(state);
  let cloneShares: Set<object> | undefined;
  const sharedByClone = (o: object): boolean => {
    cloneShares ??= new Set([...objectsIn(game.clone(state)).keys()].filter((x) => stateObjects.has(x)));
    return cloneShares.has(o);
  };
  for (let viewer = -1; viewer < match.seats; viewer++) {
    const who = viewer < 0 ? null : viewer;
    const view = game.view(state, who);
    const text = stableStringify(view);
    views.push([who, view, text]);
    if (hashState(state) !== before) throw new Error(where('legalActions or view changed the state'));
    try {
      assertPlainJson(view);
    } catch (e) {
      throw new Error(where(`a view is not plain JSON: ${(e as Error).message}`));
    }
    const held = heldFromState(view, stateObjects, sharedByClone);
    if (held) {
      const seat = who === null ? 'the spectator' : `seat ${who}`;
      throw new Error(
        where(
          `the view of ${seat} holds the state's own object at ${held.view} (the state's ${held.state}), which the game's clone copies: a view must be a snapshot, so copy it`,
        ),
      );
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
      if (stableStringify(otherView) !== text) {
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
  return views;
}

/** Every object and array inside a JSON value, with the path it was first met at. */
function objectsIn(root: unknown): Map<object, string> {
  const out = new Map<object, string>();
  const walk = (x: unknown, path: string): void => {
    if (x === null || typeof x !== 'object' || out.has(x)) return;
    out.set(x, path);
    if (Array.isArray(x)) for (let i = 0; i < x.length; i++) walk(x[i], `${path}[${i}]`);
    else for (const k of Object.keys(x)) walk((x as Record<string, unknown>)[k], `${path}.${k}`);
  };
  walk(root, '$');
  return out;
}

/** The first object of `view` that is one of the state's own, unless the game's clone shares it too. */
function heldFromState(
  view: unknown,
  state: Map<object, string>,
  sharedByClone: (o: object) => boolean,
): { view: string; state: string } | null {
  const walk = (x: unknown, path: string): { view: string; state: string } | null => {
    if (x === null || typeof x !== 'object') return null;
    const at = state.get(x);
    if (at !== undefined) return sharedByClone(x) ? null : { view: path, state: at };
    if (Array.isArray(x)) {
      for (let i = 0; i < x.length; i++) {
        const found = walk(x[i], `${path}[${i}]`);
        if (found) return found;
      }
    } else {
      for (const k of Object.keys(x)) {
        const found = walk((x as Record<string, unknown>)[k], `${path}.${k}`);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(view, '$');
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
