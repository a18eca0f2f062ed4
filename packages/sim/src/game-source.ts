/**
 * Loading a game by module and export name, for threads that cannot be handed
 * the game object itself.
 */
import type { AnyGame } from '@arbiter/core';
import type { GameSource } from './types.ts';
import { gameWithChanges } from './variants.ts';

function isGame(value: unknown): value is AnyGame {
  if (typeof value !== 'object' || value === null) return false;
  const g = value as Record<string, unknown>;
  return typeof g.id === 'string' && typeof g.setup === 'function' && typeof g.legalActions === 'function';
}

/** The game `id` from `source`: its export is the game, or a function from id to game. */
export async function loadGame(source: GameSource, id: string): Promise<AnyGame> {
  const where = `game source ${source.module}#${source.export}`;
  let mod: Record<string, unknown>;
  try {
    mod = (await import(source.module)) as Record<string, unknown>;
  } catch (e) {
    throw new Error(`${where}: cannot import the module (${e instanceof Error ? e.message : String(e)})`);
  }
  const exported = mod[source.export];
  if (exported === undefined) throw new Error(`${where}: the module has no such export`);
  const game = typeof exported === 'function' ? (exported as (id: string) => unknown)(id) : exported;
  if (!isGame(game)) throw new Error(`${where}: the export is neither a game nor a function returning one`);
  if (game.id !== id) throw new Error(`${where}: gives game '${game.id}', not '${id}'`);
  let played = game;
  if (source.dataDir !== undefined) {
    if (!game.withData) throw new Error(`${id} cannot play other data (it has no withData)`);
    played = game.withData(source.dataDir);
  }
  return gameWithChanges(played, source.dataChanges);
}
