/**
 * The agents the web client offers: the lobby's seat kinds are the server's
 * (the rollout agent among them), and the Lab's default agent is a game's own
 * cheap policy, never a search (a run of thousands of games would crawl).
 */
import type { LabGameInfo } from '@arbiter/server/lab';
import { seatKinds } from '@arbiter/server/protocol';
import { describe, expect, it } from 'vitest';
import { defaultAgent } from '../src/lab/run/RunForm.tsx';
import { SEAT_KINDS } from '../src/seat-kinds.ts';

describe('agent lists', () => {
  it('the lobby offers every seat kind the server knows, the rollout agent included', () => {
    expect(SEAT_KINDS.map((k) => k.kind)).toEqual([...seatKinds]);
    expect(SEAT_KINDS.find((k) => k.kind === 'rollout')?.label).toBe('Rollout agent');
  });

  it("the Lab's default agent is the game's own policy, but not a search", () => {
    const info = (agents: string[]) => ({ agents }) as LabGameInfo;
    expect(defaultAgent(info(['random', 'greedy', 'mcts', 'rollout', 'attach-then-attack']))).toBe(
      'attach-then-attack',
    );
    expect(defaultAgent(info(['random', 'greedy', 'mcts', 'rollout', 'expectimax']))).toBe('random');
  });
});
