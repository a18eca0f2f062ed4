/**
 * Every case the bench knows (the catalog's games, the kernel's toy game and
 * the extra cases), and the ones a command line asks for. `run.ts` and the
 * child processes build the same list, so a case id means the same in both.
 */
import type { AnyGame } from '@arbiter/core';
import { toyGame } from '@arbiter/core/testing';
import { games as catalog } from '@arbiter/games';
import { type BenchCase, casesFor } from './cases.ts';
import { extraCases } from './extra-cases.ts';

export const TOY_LABEL = 'toy (kernel test game)';

export function allCases(): BenchCase[] {
  const label = (g: AnyGame) => (g === toyGame ? TOY_LABEL : g.id);
  return [...[...catalog, toyGame].flatMap((g) => casesFor(g, {}, label(g))), ...extraCases()];
}

/** The catalog's games, or the ones named (`toy` only when named); throws on an unknown id. */
export function selectGameIds(filters: readonly string[]): string[] {
  const known = [...catalog.map((g) => g.id), toyGame.id];
  if (filters.length === 0) return catalog.map((g) => g.id);
  for (const id of filters) {
    if (!known.includes(id)) throw new Error(`unknown game '${id}' (known: ${known.join(', ')})`);
  }
  return [...filters];
}
