/**
 * What several effect modules share: coin flips counted as the cards count
 * them, a Pokémon as a choice names it, Dig's shield, active effects that
 * last a turn and auras, attack damage to a Pokémon other than the
 * Defending one, and the Pokémon a card's filters pick.
 */
import type { EnergyType, PokemonType } from '../data/schema.ts';
import { damagePrevented } from '../rules/lasting-damage.ts';
import { affectedOf, attackDamage, energyTotal, maxHp, putDamage, slotInfo, slotsOf } from '../rules/ops.ts';
import type { PocketState, Side, Slot } from '../state.ts';
import { eventFilters, type NewActive, register, type Scope } from './active.ts';
import { coinReduced } from './coin-reduction.ts';
import type { AuraSource, EffectCtx } from './context.ts';
import { type ActiveType, activeKinds } from './kinds/index.ts';

/** Heads among `n` flips: a number of coins, until tails, or one per Energy attached to the user. */
export function flips(ctx: EffectCtx, n: number | 'until_tails' | 'per_energy'): number {
  let heads = 0;
  if (n === 'until_tails') {
    // A cap keeps a pathological generator from looping; 64 heads in a row never happens in play.
    while (heads < 64 && ctx.flip()) heads++;
    return heads;
  }
  // "Flip a coin for each Energy attached": the Energy counted as the game counts it (Jungle Totem doubles Grass).
  const count = n === 'per_energy' ? (ctx.self ? energyTotal(ctx.s, ctx.player, ctx.self) : 0) : n;
  for (let i = 0; i < count; i++) if (ctx.flip()) heads++;
  return heads;
}

/** A Pokémon as a choice names it: "Bulbasaur (Bench 1, 60 HP)". */
export function label(s: PocketState, slot: Slot, side: Side): string {
  const p = s.sides[side];
  const where = p.active === slot ? 'Active' : `Bench ${p.bench.indexOf(slot) + 1}`;
  const ci = slotInfo(s, slot);
  return `${ci.name} (${where}, ${maxHp(s, side, slot) - slot.damage} HP)`;
}

/** Each Pokémon of `slots` (all on `side`) as a choice names it (`label`). */
export function labels(s: PocketState, slots: readonly Slot[], side: Side): string[] {
  const out: string[] = [];
  for (let i = 0; i < slots.length; i++) out.push(label(s, slots[i], side));
  return out;
}

/**
 * `ctx.choose` among Pokémon of `side`, each option named by `label`. The
 * names are needed only when the player is asked: a single Pokémon, or an
 * answer already in the memo (a step run again after its decision), is
 * taken without them where the context can (`choosePokemon` of the
 * resolution's context); a context without it is given the names at once.
 */
export function choosePokemon(
  ctx: EffectCtx,
  player: Side,
  prompt: string,
  slots: readonly Slot[],
  side: Side,
): number {
  if (ctx.choosePokemon) return ctx.choosePokemon(player, prompt, slots, side);
  return ctx.choose(player, prompt, labels(ctx.s, slots, side));
}

/** The defender is immune to attack effects (Dig): effects aimed at it do nothing. */
export function defenderShielded(ctx: EffectCtx): boolean {
  if (ctx.res.source !== 'attack' || !ctx.defender) return false;
  // The defender's own pid (what `affectedOf` would name it), without building its record.
  const pid = ctx.defender.pid;
  // Dig's shield, or an `effect_immunity` aura ("Prevent all effects of attacks … done to this Pokémon").
  // A loop, not `some` with a closure: the closure's context would be allocated at every call (asked per effect step).
  const list = ctx.s.effects.effects;
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    if (
      (e.key === 'attack_immunity' || e.key === 'effect_immunity') &&
      !e.suppressed &&
      e.payload?.target === pid
    )
      return true;
  }
  return false;
}

/**
 * An active effect from the resolving card that lasts through turn
 * `through` ("during this turn", "during your opponent's next turn"), on
 * the Pokémon `on` (scope self) or on what its scope reaches.
 */
export function lasting(
  ctx: EffectCtx,
  type: ActiveType,
  scope: Scope,
  value: number,
  on: Slot | null,
  through: number,
  extra: Partial<NewActive['payload']> = {},
): void {
  const payload: NewActive['payload'] = {
    sourceType: ctx.res.source,
    sourceCard: ctx.res.card,
    sourcePlayer: ctx.player,
    trigger: activeKinds.get(type).trigger,
    target: on ? on.pid : null,
    label: `${ctx.res.attackName}`,
    ...extra,
  };
  const made = register(ctx.s, { type, scope, value, until: through, payload });
  ctx.emit?.({
    type: 'effect-registered',
    id: made.id,
    side: ctx.player,
    effect: type,
    source: ctx.res.attackName,
    scope,
    value,
    ...(on ? { on: slotInfo(ctx.s, on).name } : {}),
    ...eventFilters(payload),
    until: through,
  });
}

/** An aura of a passive Ability: it lasts while its source is in play. */
export function aura(
  src: AuraSource,
  type: ActiveType,
  scope: Scope,
  value: number,
  extra: Partial<NewActive['payload']> & { stackingKey?: string } = {},
): NewActive {
  const { stackingKey, ...payload } = extra;
  return {
    type,
    scope,
    value,
    until: 'aura',
    ...(stackingKey ? { stacking: 'no-stack' as const, stackingKey } : {}),
    payload: {
      sourceType: 'ability',
      sourceCard: src.card,
      sourcePlayer: src.side,
      trigger: activeKinds.get(type).trigger,
      target: scope === 'self' ? src.pid : null,
      activeOnly: src.activeOnly,
      label: src.label,
      ...payload,
    },
  };
}

/** An attack's damage to `target` (not the Defending Pokémon): boosts and reductions, Weakness on the Active only. */
export function attackDamageTo(ctx: EffectCtx, side: Side, target: Slot, base: number): number {
  if (!ctx.self) return 0;
  const { amount: dmg } = attackDamage(ctx.s, {
    attackerSide: ctx.player,
    attacker: ctx.self,
    attackType: ctx.res.attackType,
    base,
    targetSide: side,
    target,
    ignoreWeakness: ctx.res.ignoreWeakness,
    ignoreDefenderEffects: ctx.res.ignoreDefenderEffects,
    attackName: ctx.res.attackName,
  });
  const taken = coinReduced(ctx, side, target, dmg);
  putDamage(target, taken);
  ctx.emit?.({ type: 'damage', side, pokemon: slotInfo(ctx.s, target).name, amount: taken });
  return taken;
}

/** Damage put on a Pokémon as printed (no calculation), told to the log. */
export function damageAsPrinted(ctx: EffectCtx, side: Side, target: Slot, amount: number): void {
  // An Ability's damage to the opponent's Pokémon: prevented where a text prevents Abilities' damage.
  if (ctx.res.source === 'ability' && side === ctx.opp && ctx.self && ctx.s.effects.effects.length > 0) {
    const by = slotInfo(ctx.s, ctx.self);
    const src = { kind: 'ability' as const, ex: by.ex, stage: by.stage };
    if (damagePrevented(ctx.s, affectedOf(ctx.s, side, target), src, amount)) amount = 0;
  }
  putDamage(target, amount);
  ctx.emit?.({ type: 'damage', side, pokemon: slotInfo(ctx.s, target).name, amount });
}

/** The Pokémon among `slots` of a type and with one of some names (each filter when given). */
export function candidatesByType(
  s: PocketState,
  slots: Slot[],
  type?: PokemonType,
  names?: readonly string[],
): Slot[] {
  // A loop, not `filter` with a closure over the parameters (a context allocated at every call: usability checks ask this).
  const out: Slot[] = [];
  for (let i = 0; i < slots.length; i++) {
    const ci = slotInfo(s, slots[i]);
    if ((!type || ci.type === type) && (!names || names.includes(ci.name))) out.push(slots[i]);
  }
  return out;
}

/** Where an Energy may go, as a card's parameters name it. */
export interface EnergyTarget {
  target: 'self' | 'own_bench' | 'own_active' | 'own_any';
  targetType?: PokemonType;
  names?: string[];
  stage?: 0 | 1 | 2;
}

/** Where an Energy may go: the user, a Benched, the Active or any own Pokémon, of a type or a name. */
export function energyTargets(s: PocketState, side: Side, self: Slot | null, p: EnergyTarget): Slot[] {
  const pl = s.sides[side];
  let pool: Slot[];
  switch (p.target) {
    case 'self':
      pool = self ? [self] : [];
      break;
    case 'own_bench':
      pool = pl.bench;
      break;
    case 'own_active':
      pool = pl.active ? [pl.active] : [];
      break;
    default:
      pool = slotsOf(pl);
  }
  const found = candidatesByType(s, pool, p.targetType, p.names);
  return p.stage === undefined ? found : ofStage(s, found, p.stage);
}

/** Whether `energyTargets` is not empty (asked for every card in hand that attaches Energy: no list is built). */
export function anyEnergyTarget(s: PocketState, side: Side, self: Slot | null, p: EnergyTarget): boolean {
  const pl = s.sides[side];
  const target = p.target;
  if (target === 'self') return self !== null && energyTargetFits(s, self, p);
  if (target === 'own_active') return pl.active !== null && energyTargetFits(s, pl.active, p);
  if (target !== 'own_bench' && pl.active !== null && energyTargetFits(s, pl.active, p)) return true;
  const bench = pl.bench;
  for (let i = 0; i < bench.length; i++) if (energyTargetFits(s, bench[i], p)) return true;
  return false;
}

/** Whether `x` is of the type, a name and the stage the text names (what `energyTargets` keeps of its place). */
function energyTargetFits(
  s: PocketState,
  x: Slot,
  p: { targetType?: PokemonType; names?: string[]; stage?: 0 | 1 | 2 },
): boolean {
  const ci = slotInfo(s, x);
  return (
    (!p.targetType || ci.type === p.targetType) &&
    (!p.names || p.names.includes(ci.name)) &&
    (p.stage === undefined || ci.stage === p.stage)
  );
}

/** The Pokémon of `slots` whose top card is of `stage` (apart from `energyTargets`, whose closure would cost a context at every call). */
function ofStage(s: PocketState, slots: readonly Slot[], stage: number): Slot[] {
  return slots.filter((x) => slotInfo(s, x).stage === stage);
}

/**
 * Energy discarded from `side`'s Pokémon `slot` by an effect: onto that
 * player's Energy discard pile where the match keeps one (E1), and told.
 */
export function energyDiscarded(ctx: EffectCtx, side: Side, slot: Slot, gone: EnergyType[]): void {
  if (gone.length === 0) return;
  const pile = ctx.s.sides[side];
  if (pile.energyDiscard) pile.energyDiscard = [...pile.energyDiscard, ...gone];
  ctx.emit?.({ type: 'discard-energy', side, pokemon: slotInfo(ctx.s, slot).name, energy: gone });
}
