import type { Action, AnyGame } from './game.ts';
import { stableStringify } from './hash.ts';

export function actionKey(game: AnyGame, action: Action): string {
  return game.actionKey ? game.actionKey(action) : stableStringify(action);
}

/** The legal action equal to `action`, or undefined. */
export function findLegal<A extends Action>(
  game: AnyGame,
  legal: readonly A[],
  action: Action,
): A | undefined {
  const key = actionKey(game, action);
  for (const a of legal) if (actionKey(game, a) === key) return a;
  return undefined;
}
