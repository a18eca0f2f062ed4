/**
 * The conformance suite's checks of a game's events (run from
 * `runConformance`, step by step):
 *  - every action that changes the state (its hash) emits at least one event:
 *    logs, replays, boards and prompts are built from events, so a change
 *    with none is a change nobody is told of;
 *  - every event names only seats the match has in `visibleTo`, and has
 *    words (the game's `describeEvent`: a non-empty sentence);
 *  - an event a seat may not see never reaches that seat's log
 *    (`Match.eventsFor`), nor a spectator's;
 *  - events respect visibility as views do: the action is applied again to a
 *    state that differs only in what the seat cannot see (`perturbHidden`);
 *    when the seat's view after the action is the same in both worlds, the
 *    events it may see (their JSON and their words) must be the same too —
 *    otherwise a visible event carries something hidden from that seat.
 *    When the views after differ (the action drew from a deck that was
 *    shuffled, rolled a reseeded die) the comparison says nothing and is
 *    counted as inconclusive.
 * A game that emits no events yet opts out with a named reason
 * (`events: { skip: '…' }`); narrower exemptions name the action types that
 * still change the state silently (`silent`) and the event types that reveal
 * hidden parts by rule (`reveals`). The reasons are kept in the summary.
 */

import { eventVisible } from '../events.ts';
import type { Action, GameModule, GameTypes, PlayerId } from '../game.ts';
import { hashState, stableStringify } from '../hash.ts';
import type { Match } from '../match.ts';

export interface EventConformanceOptions {
  /** Turns the event checks off for this game, saying why (e.g. "emits no events yet"). */
  skip?: string;
  /**
   * Action types that may change the state without an event, and why: a
   * named gap the game's engineer will close (the other checks stay on).
   */
  silent?: { actions: readonly string[]; reason: string };
  /**
   * Event types whose purpose is to show their seats something hidden until
   * then, by rule (a card looked at, a hand revealed): they are left out of
   * the comparison across worlds, since what they show is meant to differ.
   * Their `visibleTo` is still checked.
   */
  reveals?: readonly string[];
}

export interface EventConformanceSummary {
  /** Why the checks were skipped, when they were. */
  skipped?: string;
  /** Action types allowed to change the state silently, and why. */
  silent?: { actions: readonly string[]; reason: string };
  /** Events seen (setup and actions). */
  events: number;
  /** Actions that changed the state (each emitted at least one event). */
  changingActions: number;
  /** Seat-and-step comparisons of visible events against a world with hidden parts changed. */
  compared: number;
  /** Of those, how many could decide (the seat's view after the action was the same in both worlds). */
  conclusive: number;
}

/** One perturbed world per seat, taken before an action, to apply the action to again afterwards. */
interface Probe<S> {
  seat: PlayerId;
  state: S;
  changed: boolean;
}

export class EventChecks<T extends GameTypes> {
  readonly summary: EventConformanceSummary;
  private readonly game: GameModule<T>;
  private readonly on: boolean;
  private readonly silent: ReadonlySet<string>;
  private readonly reveals: ReadonlySet<string>;

  constructor(game: GameModule<T>, opts: EventConformanceOptions = {}) {
    this.game = game;
    this.on = opts.skip === undefined;
    this.silent = new Set(opts.silent?.actions ?? []);
    this.reveals = new Set(opts.reveals ?? []);
    this.summary = { events: 0, changingActions: 0, compared: 0, conclusive: 0 };
    if (opts.skip !== undefined) this.summary.skipped = opts.skip;
    if (opts.silent !== undefined) this.summary.silent = opts.silent;
  }

  /** Setup's events: seats and words. */
  setup(match: Match<T>, where: (what: string) => string): void {
    if (!this.on) return;
    for (const r of match.events) this.checkEvent(r.event, match.seats, where);
  }

  /** Before `action` is played on a deep step: a copy of the state per seat with what it cannot see changed. */
  before(match: Match<T>, deep: boolean, perturbSeed: string): Probe<T['state']>[] {
    if (!this.on || !deep || !this.game.perturbHidden) return [];
    const probes: Probe<T['state']>[] = [];
    const before = hashState(match.state);
    for (let seat = 0; seat < match.seats; seat++) {
      const state = this.game.perturbHidden(match.state, seat, `events/${perturbSeed}/${seat}`);
      probes.push({ seat, state, changed: hashState(state) !== before });
    }
    return probes;
  }

  /** After `action` was played (`emitted` are its events; `hashBefore` the state's hash before it). */
  after(
    match: Match<T>,
    player: PlayerId,
    action: Action,
    hashBefore: string,
    emitted: readonly T['event'][],
    probes: readonly Probe<T['state']>[],
    where: (what: string) => string,
  ): void {
    if (!this.on) return;
    const index = match.actions.length - 1;
    const hashAfter = match.actions[index].hash;
    if (hashAfter !== hashBefore) {
      this.summary.changingActions++;
      if (emitted.length === 0 && !this.silent.has(action.type))
        throw new Error(
          where(`${JSON.stringify(action)} changed the state but emitted no event (nobody is told of it)`),
        );
    }
    for (const event of emitted) this.checkEvent(event, match.seats, where);
    this.checkLogs(match, index, where);
    for (const probe of probes) this.compareWorlds(match, player, action, emitted, probe, where);
  }

  private checkEvent(event: T['event'], seats: number, where: (what: string) => string): void {
    this.summary.events++;
    const to = event.visibleTo;
    if (to !== undefined) {
      for (const seat of Array.isArray(to) ? to : [to]) {
        if (!Number.isInteger(seat) || seat < 0 || seat >= seats)
          throw new Error(
            where(`event ${event.type} is visible to seat ${seat}, which the match does not have`),
          );
      }
    }
    if (this.game.describeEvent) {
      let words: unknown;
      try {
        words = this.game.describeEvent(event);
      } catch (e) {
        throw new Error(where(`event ${event.type} has no words: ${(e as Error).message}`));
      }
      if (typeof words !== 'string' || words.trim() === '')
        throw new Error(
          where(`event ${event.type} has no words (describeEvent gave ${JSON.stringify(words)})`),
        );
    }
  }

  /** The kernel's per-seat logs hold exactly the events each seat may see. */
  private checkLogs(match: Match<T>, index: number, where: (what: string) => string): void {
    const all = match.events.filter((r) => r.action === index);
    for (let viewer = -1; viewer < match.seats; viewer++) {
      const seat = viewer < 0 ? null : viewer;
      const log = match.eventsFor(seat).filter((r) => r.action === index);
      const expected = all.filter((r) => eventVisible(r.event, seat));
      if (log.length !== expected.length || log.some((r, i) => r !== expected[i]))
        throw new Error(
          where(`the log of ${seat === null ? 'a spectator' : `seat ${seat}`} holds events it may not see`),
        );
    }
  }

  private compareWorlds(
    match: Match<T>,
    player: PlayerId,
    action: Action,
    emitted: readonly T['event'][],
    probe: Probe<T['state']>,
    where: (what: string) => string,
  ): void {
    if (!probe.changed) return;
    const game = this.game;
    this.summary.compared++;
    const other: T['event'][] = [];
    try {
      game.apply(probe.state, player, action as T['action'], { emit: (e) => other.push(e) });
    } catch {
      return; // not legal in the other world (a hidden card the actor holds): says nothing
    }
    const seat = probe.seat;
    if (stableStringify(game.view(probe.state, seat)) !== stableStringify(match.view(seat))) return;
    this.summary.conclusive++;
    const mine = this.visibleForm(emitted, seat);
    const theirs = this.visibleForm(other, seat);
    if (mine !== theirs)
      throw new Error(
        where(
          `the events seat ${seat} may see carry what it cannot see: after ${JSON.stringify(action)} its view is the same in a world whose hidden parts differ, but its events are not (${mine} vs ${theirs})`,
        ),
      );
  }

  /** The events `seat` may see, with their words, as one comparable string. */
  private visibleForm(events: readonly T['event'][], seat: PlayerId): string {
    const shown = events
      .filter((e) => eventVisible(e, seat) && !this.reveals.has(e.type))
      .map((e) => [e, this.game.describeEvent ? this.game.describeEvent(e) : null]);
    return stableStringify(shown);
  }
}
