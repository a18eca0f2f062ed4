/**
 * The scopes of active effects: one module each. `Scope` is the union of
 * their ids, named here once.
 */
import { registryOf } from '@arbiter/core';
import { allPokemon } from './all-pokemon.ts';
import { global } from './global.ts';
import { opponentActive } from './opponent-active.ts';
import { opponentAll } from './opponent-all.ts';
import { opponentBench } from './opponent-bench.ts';
import { self } from './self.ts';
import { teamActive } from './team-active.ts';
import { teamAll } from './team-all.ts';
import { teamBench } from './team-bench.ts';

const SCOPES = [
  self,
  teamActive,
  teamBench,
  teamAll,
  opponentActive,
  opponentBench,
  opponentAll,
  allPokemon,
  global,
] as const;

export type Scope = (typeof SCOPES)[number]['id'];

/** No card reaches the Bench only or every Pokémon yet; `global` is a Stadium's (none in A1/A1a). */
export const scopes = registryOf('active effect scope', SCOPES, [
  'team_bench',
  'opponent_bench',
  'all_pokemon',
  'global',
]);

export type { Reached, ScopeModule, ScopeWords } from './scope.ts';
