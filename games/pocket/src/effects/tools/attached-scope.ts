/**
 * What a Tool's or a Stadium's continuous effect reaches, as its text
 * names it: "the Pokémon this card is attached to" (`attached`: the one
 * Pokémon, scope `self`) or "each … Pokémon in play (both yours and your
 * opponent's)" (`all_pokemon`), narrowed by the holder's type, stage or
 * group, judged when the effect applies (T2: a Basic with Small Balloon that
 * evolves loses the reduction; the Tool stays).
 */
import { z } from 'zod';
import { cardTags, type PokemonType } from '../../data/schema.ts';
import type { Scope } from '../active.ts';
import { pokemonType } from '../effect.ts';

export const attachedShape = {
  scope: z.enum(['attached', 'all_pokemon']),
  pokemonType: pokemonType.optional(),
  stage: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  tag: z.enum(cardTags).optional(),
};

export interface AttachedParams {
  scope: 'attached' | 'all_pokemon';
  pokemonType?: PokemonType;
  stage?: 0 | 1 | 2;
  tag?: (typeof cardTags)[number];
}

export function scopeOf(p: AttachedParams): Scope {
  return p.scope === 'attached' ? 'self' : 'all_pokemon';
}

/** The payload filters of the reach. */
export function filtersOf(p: AttachedParams) {
  return {
    ...(p.pokemonType ? { pokemonType: p.pokemonType } : {}),
    ...(p.stage !== undefined ? { stage: p.stage } : {}),
    ...(p.tag ? { tag: p.tag } : {}),
  };
}

const STAGE = ['Basic', 'Stage 1', 'Stage 2'];
const TAG: Record<string, string> = {
  mega: 'Mega Evolution Pokémon ex',
  'ultra-beast': 'Ultra Beast',
  ancient: 'Ancient Pokémon',
  future: 'Future Pokémon',
};

/** "the [G] Pokémon this card is attached to", "each Basic Pokémon in play". */
export function reachWords(p: AttachedParams, energy: (t: PokemonType) => string): string {
  const kind = p.tag
    ? TAG[p.tag]
    : `${p.stage !== undefined ? `${STAGE[p.stage]} ` : ''}${p.pokemonType ? `${energy(p.pokemonType)} ` : ''}Pokémon`;
  return p.scope === 'attached'
    ? `the ${kind} this card is attached to`
    : `each ${kind} in play (both players')`;
}
