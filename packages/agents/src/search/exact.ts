/**
 * The game's exact decisions for one MCTS agent (`search.exactDecider`,
 * packages/core): where the game solves a decision better than sampling can
 * (Dice Duel's offense: its holds solved over every roll still to come), the agent takes
 * its answer, or searches only the candidates it leaves. A game without the
 * hook, or an agent with `exact: false`, searches every legal action.
 *
 * The decider is made once per agent and game from the agent's seed (it may
 * keep what it worked out between decisions), and reads only the seat's view.
 */
import type { Action, AnyGame, AnyTypes, ExactDecider, PlayerId } from '@arbiter/core';

export class ExactDecisions {
  private game: AnyGame | null = null;
  private decider: ExactDecider<AnyTypes> | null = null;

  constructor(private readonly seed: string) {}

  /**
   * What the game makes of this decision: the one action to play, the
   * candidates to search (a part of `legal`, in its order), or `legal` itself
   * when the game says nothing.
   */
  narrow<A extends Action>(
    game: AnyGame,
    view: unknown,
    player: PlayerId,
    legal: readonly A[],
  ): readonly A[] {
    const decider = this.deciderFor(game);
    if (decider === null) return legal;
    const answer = decider.decide(view, player, legal) as readonly A[] | undefined;
    if (answer === undefined || answer.length === 0) return legal;
    // Only actions of `legal` itself: a decider's slip must not put an illegal action on the board.
    const kept = answer.filter((a) => legal.includes(a));
    return kept.length > 0 ? kept : legal;
  }

  private deciderFor(game: AnyGame): ExactDecider<AnyTypes> | null {
    if (game !== this.game) {
      this.game = game;
      this.decider = game.search?.exactDecider?.(`${this.seed}/exact`) ?? null;
    }
    return this.decider;
  }
}
