/**
 * Golden playthroughs: a fixed game recorded step by step — who acted, the
 * legal actions offered (described), the action taken, the events, and the
 * state hash after — so that any change to the rules shows up as a diff. A
 * game keeps a few under `games/<id>/playthroughs/`; a script regenerates
 * them and a test compares.
 */
import type { AnyGame, GameEvent, Outcome, PlayerId } from '../game.ts';
import { hashState } from '../hash.ts';
import { Match } from '../match.ts';
import { createRng, pick } from '../rng.ts';

export interface PlaythroughStep {
  player: PlayerId;
  legal: string[];
  action: unknown;
  described: string;
  events: GameEvent[];
  hash: string;
}

export interface Playthrough {
  game: string;
  options: unknown;
  seed: string;
  /** Actions are chosen uniformly from the legal list with this RNG seed. */
  chooserSeed: string;
  initialHash: string;
  steps: PlaythroughStep[];
  outcome: Outcome | null;
}

export function recordPlaythrough(
  game: AnyGame,
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
    });
  }
  return {
    game: game.id,
    options: match.options,
    seed,
    chooserSeed,
    initialHash: match.initialHash,
    steps,
    outcome: match.outcome(),
  };
}
