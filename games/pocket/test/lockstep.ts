/**
 * Lockstep games for the rules' shortcuts: one seeded random game played
 * twice side by side, once with a shortcut off and once with it on, the
 * same choice taken in both at every decision (uniform, or `aggressive`:
 * an attach or attack half the time it is offered, for more knockouts), compared at every decision:
 * the legal list (by key), the events since the last decision, and the
 * state's hash. A shortcut that changes anything a player or the log could
 * see fails at the first decision where it shows.
 *
 * Decks: the current presets, and decks drawn from the whole pool with
 * cards that have triggers (triggered Abilities, Tools with triggers)
 * favoured, so the shortcuts' conditions are reached often.
 */
import { hashState } from '@arbiter/core';
import { expect } from 'vitest';
import { catalog } from '../src/data/catalog.ts';
import { presetChoices } from '../src/data/decks.ts';
import type { Card } from '../src/data/schema.ts';
import type { PocketEvent } from '../src/events.ts';
import { pocket } from '../src/index.ts';
import { actionKeyOf } from '../src/rules/actions.ts';
import { cardInfos } from '../src/rules/cards.ts';
import type { PocketState, Side } from '../src/state.ts';
import { generator, poolDeck } from './pool-decks.ts';

/** The current presets' ids. */
export function currentDecks(): string[] {
  return presetChoices()
    .filter((c) => c.group.startsWith('Current'))
    .map((c) => c.value);
}

/** A deck of the whole pool (`poolDeck`) with cards that have a trigger (triggered Abilities, Tools with triggers) drawn half the time. */
export function triggerPoolDeck(pick: (n: number) => number): { energy: string[]; cards: string[] } {
  const infos = cardInfos();
  return poolDeck(pick, (c: Card) => {
    const i = catalog().byId.get(c.id);
    return i !== undefined && infos[i].triggers.length > 0;
  });
}

export interface LockstepTally {
  games: number;
  decisions: number;
  /** Events of each type seen (shortcut on), to show the games reached what the shortcut skips. */
  events: Map<string, number>;
}

export function newTally(): LockstepTally {
  return { games: 0, decisions: 0, events: new Map() };
}

/**
 * Plays one random game twice in lockstep: `use(false)` before every call
 * into the first, `use(true)` before every call into the second. Every
 * decision compares both lists, the events since the last one and the
 * state hashes.
 */
export function playLockstep(
  options: unknown,
  seed: string,
  use: (on: boolean) => void,
  tally: LockstepTally,
  aggressive = false,
  maxSteps = 400,
): void {
  const parsed = pocket.optionsSchema.parse(options);
  const events: [PocketEvent[], PocketEvent[]] = [[], []];
  const emits = [(e: PocketEvent) => events[0].push(e), (e: PocketEvent) => events[1].push(e)];
  const states: PocketState[] = [];
  for (let k = 0; k < 2; k++) {
    use(k === 1);
    states.push(pocket.setup(parsed, seed, { emit: emits[k] }));
  }
  const pick = generator(tally.games * 7919 + 13);
  tally.games++;
  for (let step = 0; step <= maxSteps; step++) {
    const where = `${seed} step ${step}`;
    expect(JSON.stringify(events[1]), `events, ${where}`).toBe(JSON.stringify(events[0]));
    for (const e of events[1]) tally.events.set(e.type, (tally.events.get(e.type) ?? 0) + 1);
    events[0].length = 0;
    events[1].length = 0;
    expect(hashState(states[1]), `state, ${where}`).toBe(hashState(states[0]));
    if (states[0].stage === 'over') return;
    const player = pocket.toAct(states[0])[0] as Side;
    use(false);
    const off = pocket.legalActions(states[0], player);
    use(true);
    const on = pocket.legalActions(states[1], player);
    expect(on.map(actionKeyOf), `legal list, ${where}`).toEqual(off.map(actionKeyOf));
    tally.decisions++;
    // Aggressive: attach and attack half the time when offered (random games rarely Knock Out).
    const keen =
      aggressive && pick(2) === 0 ? off.findIndex((a) => a.type === 'attack' || a.type === 'attach') : -1;
    const i = keen >= 0 ? keen : pick(off.length);
    use(false);
    pocket.apply(states[0], player, off[i], { emit: emits[0] });
    use(true);
    pocket.apply(states[1], player, on[i], { emit: emits[1] });
  }
}
