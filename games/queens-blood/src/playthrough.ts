/**
 * Golden playthroughs: a fixed game (seed, decks, seeded random choices)
 * recorded step by step: who acts, how many legal actions, the action and
 * its description, the state hash after it, and the score. The script in
 * scripts/playthroughs.ts writes them; a test replays and compares.
 */
import { createRng, hashState, Match, pick } from '@arbiter/core';
import { queensBlood } from './index.ts';
import type { QBState } from './state.ts';

export interface PlaythroughSpec {
  name: string;
  seed: string;
  options: Record<string, unknown>;
}

export const PLAYTHROUGHS: PlaythroughSpec[] = [
  { name: 'starter-vs-enfeeble', seed: '101', options: { decks: ['starter', 'enfeeble'] } },
  { name: 'tokens-vs-destruction', seed: '202', options: { decks: ['replace-and-tokens', 'destruction'] } },
  { name: 'lane-bonus-vs-enhance', seed: '303', options: { decks: ['lane-bonus', 'enhance'] } },
];

export function recordPlaythrough(spec: PlaythroughSpec) {
  const match = new Match(queensBlood, spec.options, spec.seed);
  const chooser = createRng(`playthrough/${spec.name}`);
  const steps: Array<Record<string, unknown>> = [];
  while (match.outcome() === null) {
    const player = match.toAct()[0];
    const legal = match.legalActions(player);
    const action = pick(chooser, legal);
    const text = queensBlood.describe(action as never, match.state as QBState);
    const events = match.act(player, action);
    const s = match.state as QBState;
    steps.push({
      player,
      legal: legal.length,
      action,
      text,
      events: events.filter((e) => e.level !== 'verbose').map((e) => e.type),
      hash: hashState(s),
      view0: hashState(queensBlood.view(s, 0)),
      view1: hashState(queensBlood.view(s, 1)),
    });
  }
  return {
    name: spec.name,
    seed: spec.seed,
    options: spec.options,
    initialHash: match.initialHash,
    steps,
    outcome: match.outcome(),
  };
}
