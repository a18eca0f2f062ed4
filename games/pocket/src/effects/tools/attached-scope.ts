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
import type { EffectWords } from '../effect.ts';
import { pokemonType } from '../effect.ts';
import { type ConditionRef, conditionSchema, conditionWords } from '../vocabulary/condition.ts';

export const attachedShape = {
  scope: z.enum(['attached', 'all_pokemon']),
  pokemonType: pokemonType.optional(),
  stage: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  tag: z.enum(cardTags).optional(),
};

/**
 * The same reach for an Ability's aura as well (scripts/text-map/abilities-passive.ts):
 * `self` (this Pokémon), `team_all` ("your [F] Pokémon"), `team_active` ("your
 * Active Pokémon"), `opponent_active`, narrowed by several types, names, what
 * it evolves from; `benchOnly` ("As long as this Pokémon is on your Bench")
 * and a `condition` ("If you have Arceus in play", read when the aura is
 * asked about, with its holder as "this Pokémon").
 */
export const auraShape = {
  scope: z.enum(['attached', 'all_pokemon', 'self', 'team_all', 'team_active', 'opponent_active']),
  pokemonType: pokemonType.optional(),
  pokemonTypes: z.array(pokemonType).min(1).optional(),
  stage: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  tag: z.enum(cardTags).optional(),
  names: z.array(z.string()).min(1).optional(),
  evolvesFrom: z.string().min(1).optional(),
  benchOnly: z.literal(true).optional(),
  condition: conditionSchema.optional(),
};

export interface AttachedParams {
  scope: 'attached' | 'all_pokemon' | 'self' | 'team_all' | 'team_active' | 'opponent_active';
  pokemonType?: PokemonType;
  pokemonTypes?: PokemonType[];
  stage?: 0 | 1 | 2;
  tag?: (typeof cardTags)[number];
  names?: string[];
  evolvesFrom?: string;
  benchOnly?: true;
  condition?: ConditionRef;
}

export function scopeOf(p: AttachedParams): Scope {
  return p.scope === 'attached' ? 'self' : p.scope;
}

/** The payload filters of the reach. */
export function filtersOf(p: AttachedParams) {
  return {
    ...(p.pokemonType ? { pokemonType: p.pokemonType } : {}),
    ...(p.pokemonTypes ? { pokemonTypes: p.pokemonTypes } : {}),
    ...(p.stage !== undefined ? { stage: p.stage } : {}),
    ...(p.tag ? { tag: p.tag } : {}),
    ...(p.names ? { names: p.names } : {}),
    ...(p.evolvesFrom ? { evolvesFrom: p.evolvesFrom } : {}),
    ...(p.benchOnly ? { benchOnly: true } : {}),
    ...(p.condition ? { condition: p.condition } : {}),
  };
}

const STAGE = ['Basic', 'Stage 1', 'Stage 2'];
const TAG: Record<string, string> = {
  mega: 'Mega Evolution Pokémon ex',
  'ultra-beast': 'Ultra Beast',
  ancient: 'Ancient Pokémon',
  future: 'Future Pokémon',
};

/** "the [G] Pokémon this card is attached to", "each Basic Pokémon in play", "your Active Basic Pokémon". */
export function reachWords(p: AttachedParams, energy: (t: PokemonType) => string): string {
  const types = p.pokemonTypes ?? (p.pokemonType ? [p.pokemonType] : []);
  const kind = p.tag
    ? TAG[p.tag]
    : p.names
      ? p.names.join(' or ')
      : `${p.stage !== undefined ? `${STAGE[p.stage]} ` : ''}${types.length > 0 ? `${types.map(energy).join(' or ')} ` : ''}Pokémon${p.evolvesFrom ? ` that evolve from ${p.evolvesFrom}` : ''}`;
  switch (p.scope) {
    case 'attached':
      return `the ${kind} this card is attached to`;
    case 'all_pokemon':
      return `each ${kind} in play (both players')`;
    case 'self':
      return 'this Pokémon';
    case 'team_all':
      return `your ${kind}`;
    case 'team_active':
      return `your Active ${kind}`;
    default:
      return `your opponent's Active ${kind}`;
  }
}

/** "as long as this Pokémon is on your Bench, ", "if you have Arceus in play, " before an aura's words (or nothing). */
export function whenWords(p: AttachedParams, w: EffectWords): string {
  return `${p.benchOnly ? 'as long as this Pokémon is on your Bench, ' : ''}${p.condition ? `if ${conditionWords(p.condition, w)}, ` : ''}`;
}
