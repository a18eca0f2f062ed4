import type { Action, GameModule, GameTypes } from './game.ts';
import { stableStringify } from './hash.ts';

export function actionKey<T extends GameTypes>(game: GameModule<T>, action: Action): string {
  // A foreign action (from a client, a log) may be any JSON; the game's key
  // function must then tell it apart from its own without trusting its shape.
  return game.actionKey ? game.actionKey(action as T['action']) : stableStringify(action);
}

/** The legal action equal to `action`, or undefined. */
export function findLegal<T extends GameTypes, A extends Action>(
  game: GameModule<T>,
  legal: readonly A[],
  action: Action,
): A | undefined {
  const key = actionKey(game, action);
  for (const a of legal) if (actionKey(game, a) === key) return a;
  return undefined;
}
