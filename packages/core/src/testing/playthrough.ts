/**
 * Golden playthroughs: a fixed game recorded step by step — who acted, the
 * legal actions offered (described), the action taken, the events, the state
 * hash after, and the hash of every seat's view and the spectator's — so that
 * any change to the rules or to what a player sees shows up as a diff. A game
 * keeps a few under `games/<id>/playthroughs/`; `playthroughCheck` compares
 * them in its tests and `writePlaythroughs` regenerates them.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameModule, GameTypes, Outcome, PlayerId } from '../game.ts';
import { hashState } from '../hash.ts';
import { Match } from '../match.ts';
import { createRng, pick } from '../rng.ts';

export interface PlaythroughStep {
  player: PlayerId;
  legal: string[];
  action: unknown;
  described: string;
  events: unknown[];
  hash: string;
  /** Hash of each seat's view after the step, then the spectator's. */
  views: string[];
}

export const PLAYTHROUGH_FORMAT = 'arbiter-playthrough/2';

export interface Playthrough {
  format: typeof PLAYTHROUGH_FORMAT;
  game: string;
  options: unknown;
  seed: string;
  /** Actions are chosen uniformly from the legal list with this RNG seed. */
  chooserSeed: string;
  initialHash: string;
  steps: PlaythroughStep[];
  outcome: Outcome | null;
}

function viewHashes<T extends GameTypes>(game: GameModule<T>, state: T['state'], seats: number): string[] {
  const out: string[] = [];
  for (let seat = 0; seat < seats; seat++) out.push(hashState(game.view(state, seat)));
  out.push(hashState(game.view(state, null)));
  return out;
}

export function recordPlaythrough<T extends GameTypes>(
  game: GameModule<T>,
  options: unknown,
  seed: string,
  chooserSeed = `playthrough/${seed}`,
  maxSteps = 2000,
): Playthrough {
  const match = new Match(game, options, seed);
  const chooser = createRng(chooserSeed);
  const steps: PlaythroughStep[] = [];
  while (match.outcome() === null && steps.length < maxSteps) {
    const player = match.toAct()[0];
    const legal = match.legalActions(player);
    const action = pick(chooser, legal);
    const described = game.describe(action, match.state);
    const offered = legal.map((a) => game.describe(a, match.state));
    const events = match.act(player, action).filter((e) => e.level !== 'verbose');
    steps.push({
      player,
      legal: offered,
      action,
      described,
      events: JSON.parse(JSON.stringify(events)),
      hash: hashState(match.state),
      views: viewHashes(game, match.state, match.seats),
    });
  }
  return {
    format: PLAYTHROUGH_FORMAT,
    game: game.id,
    options: match.options,
    seed,
    chooserSeed,
    initialHash: match.initialHash,
    steps,
    outcome: match.outcome(),
  };
}

/** A golden playthrough a game keeps: its file name and what to record. */
export interface PlaythroughCase {
  name: string;
  options: unknown;
  seed: string;
}

function playthroughPath(dir: string, c: PlaythroughCase): string {
  return join(dir, `${c.name}.json`);
}

/** Records each case and writes it to `dir` (the regeneration script). */
export function writePlaythroughs<T extends GameTypes>(
  game: GameModule<T>,
  dir: string,
  cases: readonly PlaythroughCase[],
): string[] {
  mkdirSync(dir, { recursive: true });
  return cases.map((c) => {
    const path = playthroughPath(dir, c);
    writeFileSync(path, `${JSON.stringify(recordPlaythrough(game, c.options, c.seed), null, 1)}\n`);
    return path;
  });
}

/**
 * Records the case again and returns the first difference from the stored
 * golden file, or null when they agree.
 */
export function playthroughCheck<T extends GameTypes>(
  game: GameModule<T>,
  dir: string,
  c: PlaythroughCase,
): string | null {
  const stored = JSON.parse(readFileSync(playthroughPath(dir, c), 'utf8')) as Playthrough;
  const fresh = JSON.parse(JSON.stringify(recordPlaythrough(game, c.options, c.seed))) as Playthrough;
  if (stored.format !== PLAYTHROUGH_FORMAT)
    return `${c.name}: stored format ${stored.format}, expected ${PLAYTHROUGH_FORMAT}`;
  if (stored.initialHash !== fresh.initialHash) return `${c.name}: setup differs (initial hash)`;
  const n = Math.max(stored.steps.length, fresh.steps.length);
  for (let i = 0; i < n; i++) {
    const a = stored.steps[i];
    const b = fresh.steps[i];
    if (!a || !b)
      return `${c.name}: step ${i}: the game now has ${fresh.steps.length} steps, the golden ${stored.steps.length}`;
    for (const key of ['player', 'described', 'legal', 'action', 'events', 'hash', 'views'] as const) {
      if (JSON.stringify(a[key]) !== JSON.stringify(b[key]))
        return `${c.name}: step ${i} (${a.described}): ${key} differs`;
    }
  }
  if (JSON.stringify(stored.outcome) !== JSON.stringify(fresh.outcome))
    return `${c.name}: the outcome differs`;
  return null;
}
