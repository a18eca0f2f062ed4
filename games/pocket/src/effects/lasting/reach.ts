/**
 * What the lasting family's shared types (prevent_damage, cant_attack,
 * attack_cost_modifier, attack_boost, lock_cards, lose_abilities,
 * survive_knockout, modifier) have in common: whom they reach and how long.
 * Each comes in two forms:
 *
 * - static: an Ability or a Tool ("As long as this Pokémon is in the Active
 *   Spot, …", "The Pokémon this card is attached to …"): no `duration`; the
 *   module's `aura` hook registers it while its source is in play, suppressed
 *   off its place (`activeOnly`, `benchOnly`), narrowed by a `condition`
 *   judged whenever the rules consult it;
 * - lasting: an attack, a Supporter or an Ability's action ("During your
 *   opponent's next turn, …"): a `duration` (through this turn, the
 *   opponent's next turn, or your next turn) or `until: 'leaves_active'`
 *   (until the Pokémon it is on leaves the Active Spot); its `condition` is
 *   judged once, when the text resolves.
 *
 * Expiry (README, "Lasting effects"): an effect on one Pokémon (`self`,
 * `defender`) ends when that Pokémon leaves play, moves to the Bench or
 * evolves (the effects of attacks on it end); an effect on a side or on
 * every Pokémon of a kind lasts its duration whatever happens to the
 * Pokémon that made it (its source leaving play does not end it). Two
 * effects on the same value add up unless the text says it doesn't stack.
 */
import { z } from 'zod';
import { cardTags } from '../../data/schema.ts';
import { slotInfo } from '../../rules/ops.ts';
import type { Slot } from '../../state.ts';
import { type ActivePayload, eventFilters, type NewActive, register, type Scope } from '../active.ts';
import type { AuraSource, EffectCtx } from '../context.ts';
import { pokemonType } from '../effect.ts';
import { type ActiveType, activeKinds } from '../kinds/index.ts';
import { type ConditionRef, conditionSchema, holds } from '../vocabulary/condition.ts';

export const reachScopes = [
  'self',
  'defender',
  'attached',
  'team_all',
  'team_active',
  'team_bench',
  'opponent_active',
  'opponent_all',
  'opponent_bench',
  'all_pokemon',
] as const;
export type ReachScope = (typeof reachScopes)[number];

export const durations = ['this_turn', 'opponent_next_turn', 'own_next_turn'] as const;
export type Duration = (typeof durations)[number];

/** The params every shared lasting type takes (each adds its own value fields). */
export const reachShape = {
  scope: z.enum(reachScopes),
  duration: z.enum(durations).optional(),
  until: z.literal('leaves_active').optional(),
  activeOnly: z.literal(true).optional(),
  benchOnly: z.literal(true).optional(),
  names: z.array(z.string()).min(1).optional(),
  pokemonType: pokemonType.optional(),
  stage: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  tag: z.enum(cardTags).optional(),
  stacking: z.enum(['additive', 'no-stack']).optional(),
  condition: conditionSchema.optional(),
};

export interface Reach {
  scope: ReachScope;
  duration?: Duration;
  until?: 'leaves_active';
  activeOnly?: true;
  benchOnly?: true;
  names?: string[];
  pokemonType?: string;
  stage?: 0 | 1 | 2;
  tag?: (typeof cardTags)[number];
  stacking?: 'additive' | 'no-stack';
  condition?: ConditionRef;
}

/** The last turn an effect of `duration` registered on `turn` lasts through. */
export function throughTurn(turn: number, d: Duration | undefined): number {
  if (d === 'opponent_next_turn') return turn + 1;
  if (d === 'own_next_turn') return turn + 2;
  if (d === 'this_turn') return turn;
  // `until: 'leaves_active'`: no turn ends it; leaving the Active Spot does (the effect is on that Pokémon).
  return Number.MAX_SAFE_INTEGER;
}

const KERNEL_SCOPE: Record<ReachScope, Scope> = {
  self: 'self',
  defender: 'self',
  attached: 'self',
  team_all: 'team_all',
  team_active: 'team_active',
  team_bench: 'team_bench',
  opponent_active: 'opponent_active',
  opponent_all: 'opponent_all',
  opponent_bench: 'opponent_bench',
  all_pokemon: 'all_pokemon',
};

function filters(p: Reach): Partial<ActivePayload> {
  return {
    ...(p.names ? { names: p.names } : {}),
    ...(p.pokemonType ? { pokemonType: p.pokemonType as ActivePayload['pokemonType'] } : {}),
    ...(p.stage !== undefined ? { stage: p.stage } : {}),
    ...(p.tag ? { tag: p.tag } : {}),
  };
}

/**
 * The lasting form: registers `kind` from the resolving text. Returns false
 * (nothing registered) when its condition fails or the Pokémon it would be
 * on is not there.
 */
export function registerLasting(
  ctx: EffectCtx,
  kind: ActiveType,
  p: Reach,
  value: number,
  extra: Partial<ActivePayload> = {},
): boolean {
  if (p.condition && !holds(ctx, p.condition)) return false;
  const on: Slot | null = p.scope === 'defender' ? ctx.defender : p.scope === 'self' ? ctx.self : null;
  if ((p.scope === 'defender' || p.scope === 'self') && !on) return false;
  const scope = KERNEL_SCOPE[p.scope];
  const through = throughTurn(ctx.turn, p.duration);
  const payload: ActivePayload = {
    sourceType: ctx.res.source,
    // Not tied to its source: a lasting effect ends by its duration or with the Pokémon it is on.
    sourceCard: null,
    sourcePlayer: ctx.player,
    trigger: activeKinds.get(kind).trigger,
    target: on ? on.pid : null,
    label: ctx.res.attackName,
    ...filters(p),
    ...extra,
  };
  const made = register(ctx.s, {
    type: kind,
    scope,
    value,
    until: through,
    ...(p.stacking === 'no-stack'
      ? { stacking: 'no-stack' as const, stackingKey: `${kind}:${on?.pid ?? ''}` }
      : {}),
    payload,
  });
  ctx.emit?.({
    type: 'effect-registered',
    id: made.id,
    side: ctx.player,
    effect: kind,
    source: ctx.res.attackName,
    scope,
    value,
    ...(on ? { on: slotInfo(ctx.s, on).name } : {}),
    ...eventFilters(payload),
    until: through,
  });
  return true;
}

/** The static form: the aura of an Ability (or a Tool, scope `attached`) while its source is in play. */
export function staticAura(
  src: AuraSource,
  kind: ActiveType,
  p: Reach,
  value: number,
  extra: Partial<ActivePayload> = {},
): NewActive {
  const scope = KERNEL_SCOPE[p.scope];
  return {
    type: kind,
    scope,
    value,
    until: 'aura',
    ...(p.stacking === 'no-stack' ? { stacking: 'no-stack' as const, stackingKey: kind } : {}),
    payload: {
      sourceType: 'ability',
      sourceCard: src.card,
      sourcePlayer: src.side,
      trigger: activeKinds.get(kind).trigger,
      target: scope === 'self' ? src.pid : null,
      activeOnly: src.activeOnly || p.activeOnly === true,
      ...(p.benchOnly ? { benchOnly: true } : {}),
      ...(p.condition ? { condition: p.condition } : {}),
      label: src.label,
      ...filters(p),
      ...extra,
    },
  };
}

/** A lasting form's duration in words. */
export function durationWords(p: Reach): string {
  if (p.until === 'leaves_active') return 'until it leaves the Active Spot, ';
  if (p.duration === 'opponent_next_turn') return "during your opponent's next turn, ";
  if (p.duration === 'own_next_turn') return 'during your next turn, ';
  if (p.duration === 'this_turn') return 'during this turn, ';
  if (p.activeOnly) return 'as long as this Pokémon is in the Active Spot, ';
  if (p.benchOnly) return 'as long as this Pokémon is on your Bench, ';
  return '';
}

const SCOPE_WORDS: Record<ReachScope, string> = {
  self: 'this Pokémon',
  defender: 'the Defending Pokémon',
  attached: 'the Pokémon this card is attached to',
  team_all: 'your Pokémon',
  team_active: 'your Active Pokémon',
  team_bench: 'your Benched Pokémon',
  opponent_active: "your opponent's Active Pokémon",
  opponent_all: "your opponent's Pokémon",
  opponent_bench: "your opponent's Benched Pokémon",
  all_pokemon: "each Pokémon in play (both yours and your opponent's)",
};

/** Whom it reaches, in words ("your Snorlax or Heracross", "the Defending Pokémon"). */
export function reachWords(p: Reach, names: (l: readonly string[]) => string): string {
  if (p.names && p.scope === 'team_all') return `your ${names(p.names)}`;
  const base = SCOPE_WORDS[p.scope];
  const kind = [
    p.stage !== undefined ? ['Basic', 'Stage 1', 'Stage 2'][p.stage] : '',
    p.pokemonType ? `[${p.pokemonType}]` : '',
    p.tag ? p.tag : '',
  ]
    .filter(Boolean)
    .join(' ');
  return kind ? `${base} (${kind})` : base;
}
