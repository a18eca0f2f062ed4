/** A game's own agent kinds (GameModule.agents), consulted by createAgent after the common kinds. */
import { agentKindsFor, createAgent, isKnownAgentKind } from '@arbiter/agents';
import type { AnyGame } from '@arbiter/core';
import { toyGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';

const withPolicy = {
  ...toyGame,
  agents: {
    // Always the last legal action: easy to tell apart from any common kind.
    last: () => ({ choose: ({ legal }: { legal: readonly unknown[] }) => legal[legal.length - 1] }),
  },
} as unknown as AnyGame;

describe('game agent kinds', () => {
  it('createAgent finds a kind of the game’s own and it decides from the view and legal actions', () => {
    const s = withPolicy.setup(withPolicy.optionsSchema.parse({}), '1');
    const player = withPolicy.toAct(s)[0];
    const legal = withPolicy.legalActions(s, player);
    const agent = createAgent('last', 'seed', {}, withPolicy);
    expect(agent.kind).toBe('last');
    expect(agent.choose({ game: withPolicy, player, view: withPolicy.view(s, player), legal })).toBe(
      legal[legal.length - 1],
    );
  });

  it('common kinds come first; unknown kinds list the game’s own', () => {
    expect(createAgent('random', 's', {}, withPolicy).kind).toBe('random');
    expect(isKnownAgentKind('last', withPolicy)).toBe(true);
    expect(isKnownAgentKind('last', toyGame as unknown as AnyGame)).toBe(false);
    expect(isKnownAgentKind('last')).toBe(false);
    expect(agentKindsFor(withPolicy)).toContain('last');
    expect(() => createAgent('nope', 's', {}, withPolicy)).toThrow(
      /unknown agent kind 'nope' \(known: .*last\)/,
    );
    expect(() => createAgent('last', 's')).toThrow(/unknown agent kind 'last'/);
  });
});
