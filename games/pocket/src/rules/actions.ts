/**
 * Actions: what a player may do and what doing it changes. Every choice is
 * an action: the main-phase moves of the player whose turn it is, and
 * `choose` answering a pending decision (setup placement, promotion, a
 * card's target or pick). An action not among the legal ones is refused
 * with a reason before anything changes.
 */
import { RuleViolation } from '@arbiter/core';
import { conditions } from '../conditions/index.ts';
import type { EnergyType } from '../data/schema.ts';
import { effectTypes, phaseOfRef } from '../effects/registry.ts';
import { seatName } from '../events.ts';
import { type PocketState, type Resolution, type Side, type Slot, type Step, topCard } from '../state.ts';
import { statusOnZoneAttach } from './attach-status.ts';
import { canPlayStadium, canTakeTool, stadiumActionUsed } from './attached-cards.ts';
import { type AttackRef, attackAt, previousCards } from './attack-list.ts';
import { attachTool, playStadium } from './card-auras.ts';
import {
  ABILITY_ACTION,
  abilityChecksOf,
  type CardFacts,
  cardFacts,
  FOSSIL,
  HAND_BASIC,
  HAND_EVOLVE,
  HAND_ITEM,
  HAND_STADIUM,
  HAND_SUPPORTER,
  HAND_TOOL,
  textChecksOf,
  usableChecksOf,
} from './card-facts.ts';
import { type CardInfo, energyIndex } from './cards.ts';
import {
  ABILITY_LOSS,
  ATTACK_COST,
  CANT_ATTACK,
  CANT_RETREAT,
  CARD_LOCK,
  EARLY_EVOLUTION,
  ENERGY_MULTIPLIER,
  EVOLUTION_BLOCK,
  EVOLVES_AS,
  effectKinds,
  FREE_RETREAT as FREE_RETREAT_KIND,
  RETREAT_REDUCTION,
  SUPPORTER_BLOCK,
  USE_PREVIOUS_ATTACKS,
} from './effect-kinds.ts';
import { enterPlay } from './enter-play.ts';
import { evolveOnto } from './evolve-onto.ts';
import { advance } from './flow.ts';
import { blockedBy, handEvolutionBlocked } from './hand-evolution.ts';
import { abilitiesLost, attackForbidden, cardLocked, costWithEffects } from './lasting.ts';
import {
  affectedOf,
  anyEffectOf,
  canPay,
  canPayCounts,
  type Emit,
  energyCount,
  energyCountInto,
  energyMultipliers,
  energyTotal,
  hasEffect,
  info,
  newSlot,
  other,
  removeFromPlay,
  retreatCost,
  slotInfo,
  slotsOf,
  switchActive,
} from './ops.ts';
import { recordAttack } from './record.ts';
import { removeAt, removeValue } from './remove-at.ts';
import { damageOnRetreat } from './retreat-damage.ts';
import { askSetup } from './setup.ts';
import { fireTriggers, handTrigger, triggersInPlay } from './triggers.ts';

export type PocketAction =
  | { type: 'choose'; option: number }
  | { type: 'attach'; target: number }
  | { type: 'play'; card: number }
  | { type: 'evolve'; card: number; target: number }
  | { type: 'ability'; pokemon: number }
  /** `discard`: which energy pays the cost, when the attached energy gives more than one way (sorted). */
  | { type: 'retreat'; to: number; discard?: EnergyType[] }
  | { type: 'attack'; index: number }
  | { type: 'discardFossil'; pokemon: number }
  /** Attach the Pokémon Tool `card` from the hand to the Pokémon `target` (T1). */
  | { type: 'tool'; card: number; target: number }
  /** Use the Stadium in play's once-per-turn action (S4). */
  | { type: 'stadium' }
  | { type: 'end' };

export function actionKeyOf(a: PocketAction): string {
  switch (a.type) {
    case 'choose':
      return `c${a.option}`;
    case 'attach':
      return `a${a.target}`;
    case 'play':
      return `p${a.card}`;
    case 'evolve':
      return `e${a.card}>${a.target}`;
    case 'ability':
      return `b${a.pokemon}`;
    case 'retreat':
      return a.discard && a.discard.length > 0 ? `r${a.to}:${a.discard.join('')}` : `r${a.to}`;
    case 'attack':
      return `k${a.index}`;
    case 'discardFossil':
      return `f${a.pokemon}`;
    case 'tool':
      return `t${a.card}>${a.target}`;
    case 'stadium':
      return 'st';
    case 'end':
      return 'end';
    default:
      return JSON.stringify(a);
  }
}

const END: PocketAction = { type: 'end' };
/** Each side, then the other. */
const BOTH: readonly [readonly Side[], readonly Side[]] = [
  [0, 1],
  [1, 0],
];
const STADIUM: PocketAction = { type: 'stadium' };

/** The Stadium in play's action effects (its `stadium_action`), or null when it has none. */
function stadiumActionEffects(s: PocketState): CardInfo['effects'] | null {
  const card = s.stadium?.card;
  if (card === undefined || card === null) return null;
  // A loop, not `find`: its callback would be a new function at every legal list while a Stadium is in play.
  const effects = info(s, card).effects;
  for (let i = 0; i < effects.length; i++)
    if (effects[i].type === 'stadium_action') return effects[i].effects as CardInfo['effects'];
  return null;
}

/** The turn's player may use the Stadium's action once per turn and card, when it can do something (S4). */
function canUseStadium(s: PocketState, player: Side): boolean {
  const effects = stadiumActionEffects(s);
  return effects !== null && !stadiumActionUsed(s, player) && effectsUsable(s, player, null, effects);
}

/** The attacks the Active Pokémon can use now (indices; a shared empty list when none: callers only read it). */
export function usableAttacks(s: PocketState, side: Side): number[] {
  return usableAttacksWith(s, side, effectKinds(s));
}

/** `usableAttacks` with the effect kinds in play (`effect-kinds.ts`) already worked out. */
function usableAttacksWith(s: PocketState, side: Side, kinds: number): number[] {
  const n = attacksInto(s, side, kinds);
  return n === 0 ? NONE : usable.slice(0, n);
}

/**
 * The usable attacks' indices, written from the start of `usable` (a
 * scratch list, read at once by the caller: the legal list takes them as
 * actions without a list of its own per decision); how many there are.
 */
function attacksInto(s: PocketState, side: Side, kinds: number): number {
  const p = s.sides[side];
  const a = p.active;
  if (!a || s.turn === 1) return 0;
  if (a.status.length > 0 && incapacitated(a)) return 0;
  const ci = slotInfo(s, a);
  if (ci.attacks.length === 0 && a.stack.length === 1) return 0;
  // Fewer Energy attached than its cheapest attack costs, and nothing that could change that: none to count.
  if (
    a.energy.length < cardFacts().cheapestAttack[ci.index] &&
    ci.attackGates === null &&
    (kinds & (ENERGY_MULTIPLIER | ATTACK_COST)) === 0 &&
    (a.stack.length === 1 || (kinds & USE_PREVIOUS_ATTACKS) === 0)
  )
    return 0;
  // Lasting effects: "can't attack" / "can't use <attack>", and costs made higher or lower.
  const forbid = (kinds & CANT_ATTACK) !== 0;
  const costs = (kinds & ATTACK_COST) !== 0;
  const who = forbid || costs ? affectedOf(s, side, a) : null;
  // Without a multiplier in play each attached Energy counts 1 of its type (`energyCountInto` walks the effects for one).
  const total =
    (kinds & ENERGY_MULTIPLIER) !== 0
      ? energyCountInto(s, side, a, scratchCounts)
      : plainCountInto(a.energy, scratchCounts);
  let n = 0;
  for (let i = 0; i < ci.costs.length; i++) {
    if (who && forbid && attackForbidden(s, who, ci.attacks[i].name)) continue;
    const cost = (who && costs && costWithEffects(s, who, ci.costs[i])) || ci.costs[i];
    if (
      !canPayCounts(scratchCounts, total, cost) &&
      !(ci.attackGates !== null && altCostPaid(s, side, a, ci.attackGates[i]))
    )
      continue;
    if (ci.attackGates !== null && !effectsUsable(s, side, a, ci.attackGates[i])) continue;
    usable[n++] = i;
  }
  // "Can use any attack from its previous Evolutions": their attacks follow the card's own in the list.
  if (a.stack.length === 1 || (kinds & USE_PREVIOUS_ATTACKS) === 0) return n;
  let at = ci.costs.length;
  for (const prev of previousCards(s, side, a)) {
    for (let i = 0; i < prev.costs.length; i++, at++) {
      if (who && forbid && attackForbidden(s, who, prev.attacks[i].name)) continue;
      const cost = (who && costs && costWithEffects(s, who, prev.costs[i])) || prev.costs[i];
      if (!canPayCounts(scratchCounts, total, cost)) continue;
      if (prev.attackGates !== null && !effectsUsable(s, side, a, prev.attackGates[i])) continue;
      usable[n++] = at;
    }
  }
  return n;
}

/** `attacksInto`'s scratch list (written by index: it grows past its length only for an unusual attack count). */
const usable: number[] = [0, 0, 0, 0, 0, 0, 0, 0];

/** Whether an alternative cost of the attack (an `altCost` effect among its gates) holds and is paid now. */
function altCostPaid(s: PocketState, side: Side, a: Slot, gates: CardInfo['effects']): boolean {
  for (const ref of gates) {
    const alt = effectTypes.get(ref.type).altCost?.(s, side, a, ref);
    if (alt && canPay(energyCount(s, side, a), alt)) return true;
  }
  return false;
}

const NONE: number[] = [];
const scratchCounts = new Int32Array(9);

/** `energyCountInto` with no multiplier in play: one per attached Energy of its type; the total. */
function plainCountInto(energy: readonly EnergyType[], out: Int32Array): number {
  for (let i = 0; i < out.length; i++) out[i] = 0;
  for (let i = 0; i < energy.length; i++) out[energyIndex[energy[i]]]++;
  return energy.length;
}

/** A Special Condition keeps the Pokémon from attacking and retreating (Asleep, Paralyzed). */
function incapacitated(slot: Slot): boolean {
  for (let i = 0; i < slot.status.length; i++) if (conditions.get(slot.status[i]).incapacitates) return true;
  return false;
}

/**
 * The ways to pay the Active Pokémon's retreat cost: each distinct choice of
 * attached energies (as sorted types) that provides at least the cost and
 * discards none it does not need. An energy pays what it provides (1, or 2
 * for a Grass Energy on a Grass Pokémon under Jungle Totem: a cost of 2 is
 * paid by one such energy, a cost of 1 too, the excess lost). One way (or
 * none) needs no answer; several make the retreat action name its discard.
 */
export function retreatDiscards(s: PocketState, side: Side): EnergyType[][] {
  const a = s.sides[side].active;
  if (!a) return [];
  const kinds = effectKinds(s);
  return discardWays(s, side, a, retreatCostWith(s, side, a, kinds), kinds);
}

/** `retreatDiscards` for the Active `a` whose retreat cost is `cost` (`kinds`: the effect kinds in play). */
function discardWays(s: PocketState, side: Side, a: Slot, cost: number, kinds: number): EnergyType[][] {
  if (cost === 0) return FREE_RETREAT;
  // One type attached and no multiplier (the usual case): one way, the cost in that type.
  const energy = a.energy;
  const one = energy.length > 0 && allSame(energy) ? energy[0] : null;
  if (one !== null && (kinds & ENERGY_MULTIPLIER) === 0)
    return cost <= energy.length ? oneWay(one, cost) : NO_WAYS;
  const counts: Record<string, number> = {};
  for (const e of a.energy) counts[e] = (counts[e] ?? 0) + 1;
  const types = Object.keys(counts).sort() as EnergyType[];
  const mult = energyMultipliers(s, side, a);
  const unit = types.map((t) => mult?.[t] ?? 1);
  if (types.length === 1) {
    const k = Math.ceil(cost / unit[0]);
    return k <= counts[types[0]] ? [Array(k).fill(types[0])] : [];
  }
  const out: EnergyType[][] = [];
  const pick: EnergyType[] = [];
  const used: number[] = [];
  const walk = (t: number, left: number) => {
    if (left <= 0) {
      // Just enough: leaving out any one discarded energy would not pay.
      const paid = cost - left;
      if (used.every((u) => paid - u < cost)) out.push(pick.slice());
      return;
    }
    if (t >= types.length) return;
    for (let k = Math.min(Math.ceil(left / unit[t]), counts[types[t]]); k >= 0; k--) {
      for (let i = 0; i < k; i++) pick.push(types[t]);
      if (k > 0) used.push(unit[t]);
      walk(t + 1, left - k * unit[t]);
      if (k > 0) used.pop();
      pick.length -= k;
    }
  };
  walk(0, cost);
  return out;
}

function allSame(energy: readonly EnergyType[]): boolean {
  for (let i = 1; i < energy.length; i++) if (energy[i] !== energy[0]) return false;
  return true;
}

/** The shared answers "free" and "cannot pay" (callers only read them). */
const FREE_RETREAT: EnergyType[][] = [[]];
const NO_WAYS: EnergyType[][] = [];
/** The one way of `n` energies of `type`: a shared read-only list per type and count (by energy index, then count). */
const oneWays: EnergyType[][][][] = [];
function oneWay(type: EnergyType, n: number): EnergyType[][] {
  const t = energyIndex[type];
  if (oneWays[t] === undefined) oneWays[t] = [];
  const byCount = oneWays[t];
  let r = byCount[n];
  if (r === undefined) {
    r = [Array(n).fill(type)];
    byCount[n] = r;
  }
  return r;
}

function sameEnergy(a: readonly EnergyType[], b: readonly EnergyType[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((e, i) => e === y[i]);
}

export function canRetreat(s: PocketState, side: Side): boolean {
  return retreatCostIfAble(s, side, effectKinds(s)) >= 0;
}

/** The Active Pokémon's retreat cost when it may retreat now, else -1 (the legal list reads the cost once). */
function retreatCostIfAble(s: PocketState, side: Side, kinds: number): number {
  const p = s.sides[side];
  const a = p.active;
  if (!a || p.retreated || p.bench.length === 0) return -1;
  const ci = slotInfo(s, a);
  if (!ci.canRetreat) return -1;
  if (a.status.length > 0 && incapacitated(a)) return -1;
  if ((kinds & CANT_RETREAT) !== 0 && hasEffect(s, 'cant_retreat', affectedOf(s, side, a))) return -1;
  // Without a reduction or free retreat in play the cost is the printed one (what `retreatCost` answers then).
  const cost = (kinds & (RETREAT_REDUCTION | FREE_RETREAT_KIND)) === 0 ? ci.retreat : retreatCost(s, side, a);
  // A multiplier only adds: the attached count is enough whenever it covers the cost.
  if (a.energy.length >= cost) return cost;
  return (kinds & ENERGY_MULTIPLIER) !== 0 && energyTotal(s, side, a) >= cost ? cost : -1;
}

/**
 * The Pokémon's retreat cost (`retreatCost`), with the effect kinds in play
 * worked out: without a reduction or free retreat in play it is the printed
 * one (what `retreatCost` answers then, after its own walks of the effects).
 */
function retreatCostWith(s: PocketState, side: Side, a: Slot, kinds: number): number {
  return (kinds & (RETREAT_REDUCTION | FREE_RETREAT_KIND)) === 0
    ? slotInfo(s, a).retreat
    : retreatCost(s, side, a);
}

/** Whether every usability check of a text passes now. */
function effectsUsable(s: PocketState, side: Side, self: Slot | null, refs: CardInfo['effects']): boolean {
  return checksPass(s, side, self, usableChecksOf(refs));
}

/** Whether every usability check of a text (`usableChecksOf`) passes now. */
function checksPass(s: PocketState, side: Side, self: Slot | null, checks: readonly unknown[]): boolean {
  for (let i = 0; i < checks.length; i += 2) {
    const usable = checks[i] as UsableCheck;
    if (!usable(s, side, self, checks[i + 1] as CardInfo['effects'][number])) return false;
  }
  return true;
}

type UsableCheck = NonNullable<PocketEffectType['usable']>;
type PocketEffectType = ReturnType<typeof effectTypes.get>;

export function canUseAbility(s: PocketState, side: Side, slot: Slot): boolean {
  const ci = slotInfo(s, slot);
  const ab = ci.ability;
  if (!ab || ab.use === 'passive') return false;
  // A triggered Ability ("when you play this Pokémon …") is no action: its event fires it.
  if (ci.triggers.length > 0) return false;
  return canUseAbilityWith(s, side, slot, cardFacts(), ci.index, effectKinds(s));
}

/**
 * `canUseAbility` of the Pokémon `slot` whose top card (catalog index
 * `index`) has an Ability that may be an action (`ABILITY_ACTION`: not
 * passive, not triggered), with the effect kinds in play worked out.
 */
function canUseAbilityWith(
  s: PocketState,
  side: Side,
  slot: Slot,
  facts: CardFacts,
  index: number,
  kinds: number,
): boolean {
  const ci = facts.infos[index];
  const ab = ci.ability as NonNullable<CardInfo['ability']>;
  if (ab.use === 'once' && slot.abilityTurn === s.turn) return false;
  if (ab.activeOnly && s.sides[side].active !== slot) return false;
  if ((kinds & ABILITY_LOSS) !== 0 && abilitiesLost(s, side, slot)) return false;
  return checksPass(s, side, slot, abilityChecksOf(facts, ci));
}

/** Whether a card in hand may be played now (a Basic or Fossil to the Bench, an Item, a Supporter, a Stadium). */
function canPlay(s: PocketState, player: Side, uid: number): boolean {
  const facts = cardFacts();
  const index = s.cards[uid];
  const move = facts.handMove[index];
  return (
    move !== HAND_TOOL && move !== HAND_EVOLVE && canPlayWith(s, player, uid, facts, index, effectKinds(s))
  );
}

/**
 * `canPlay` of the card `uid` (catalog index `index`, neither a Tool nor an
 * Evolution), with the effect kinds in play already worked out: by its
 * hand move, without reading its info unless a lock is in play.
 */
function canPlayWith(
  s: PocketState,
  player: Side,
  uid: number,
  facts: CardFacts,
  index: number,
  kinds: number,
): boolean {
  const p = s.sides[player];
  if ((kinds & CARD_LOCK) !== 0 && cardLocked(s, player, facts.infos[index].kind)) return false;
  switch (facts.handMove[index]) {
    case HAND_BASIC:
      return p.bench.length < 3;
    case HAND_ITEM:
      return checksPass(s, player, null, textChecksOf(facts, index));
    case HAND_STADIUM:
      return canPlayStadium(s, uid);
    case HAND_SUPPORTER:
      return (
        !p.supporterPlayed &&
        !((kinds & SUPPORTER_BLOCK) !== 0 && blockedBy(s, 'supporter_block', player)) &&
        checksPass(s, player, null, textChecksOf(facts, index))
      );
    default:
      return false;
  }
}

function canEvolve(s: PocketState, player: Side, uid: number, target: Slot): boolean {
  const facts = cardFacts();
  const index = s.cards[uid];
  return (
    facts.handMove[index] === HAND_EVOLVE &&
    canEvolveWith(
      s,
      player,
      facts,
      index,
      facts.fromId[index],
      topNameId(target, facts, s.cards),
      target,
      effectKinds(s),
    )
  );
}

/**
 * Whether the Stage 1 or 2 card at catalog index `index` in hand, which
 * evolves from the name numbered `from` (`CardFacts.fromId`), may evolve
 * `target`, whose top card's name is numbered `targetName` (`nameId`), now,
 * with the effect kinds in play worked out. The names compare as numbers:
 * most Pokémon in play are not the one a card evolves from, and that is
 * asked first.
 */
function canEvolveWith(
  s: PocketState,
  player: Side,
  facts: CardFacts,
  index: number,
  from: number,
  targetName: number,
  target: Slot,
  kinds: number,
): boolean {
  if (
    targetName !== from &&
    !((kinds & EVOLVES_AS) !== 0 && evolvesAsFor(s, target, facts.infos[index].evolvesFrom))
  )
    return false;
  // `early_evolution`: during the first turn or the turn it was played, too.
  if (
    (s.turn <= 2 || target.playedTurn === s.turn) &&
    !(
      (kinds & EARLY_EVOLUTION) !== 0 &&
      anyEffectOf(s, 'early_evolution') &&
      hasEffect(s, 'early_evolution', affectedOf(s, player, target))
    )
  )
    return false;
  // Only a `card_lock` or an `evolution_block` can block it (`handEvolutionBlocked` finds neither without them).
  return (kinds & (CARD_LOCK | EVOLUTION_BLOCK)) === 0 || !handEvolutionBlocked(s, player, target);
}

/** An `evolves_as` aura lets a card that evolves from `from` go onto the Pokémon ("… any Pokémon that evolves from Eevee"). */
function evolvesAsFor(s: PocketState, target: Slot, from: string | null): boolean {
  if (from === null) return false;
  // An `evolves_as` aura is always on its holder (scope self): no list is built on this hot path.
  const list = s.effects.effects;
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    if (
      e.key === 'evolves_as' &&
      !e.suppressed &&
      e.payload?.target === target.pid &&
      e.payload.evolvesAs === from
    )
      return true;
  }
  return false;
}

function ownSlot(s: PocketState, player: Side, pid: number): Slot | null {
  const p = s.sides[player];
  if (p.active?.pid === pid) return p.active;
  for (const b of p.bench) if (b.pid === pid) return b;
  return null;
}

/** Whether `a` is legal for `player` now (the same test `legalActions` lists by; any copy of a card counts). */
export function isLegal(s: PocketState, player: Side, a: PocketAction): boolean {
  if (s.stage === 'over' || !a || typeof a !== 'object') return false;
  if (s.pending) {
    return (
      a.type === 'choose' &&
      s.pending.player === player &&
      Number.isInteger(a.option) &&
      a.option >= 0 &&
      a.option < s.pending.options.length
    );
  }
  if (s.stage !== 'main' || player !== s.current) return false;
  const p = s.sides[player];
  switch (a.type) {
    case 'end':
      return true;
    case 'attach':
      return (
        p.zone !== null &&
        ownSlot(s, player, a.target) !== null &&
        !(a.target === p.active?.pid && cardLocked(s, player, 'zone_to_active'))
      );
    case 'play':
      return p.hand.includes(a.card) && canPlay(s, player, a.card);
    case 'evolve': {
      const t = ownSlot(s, player, a.target);
      return t !== null && p.hand.includes(a.card) && canEvolve(s, player, a.card, t);
    }
    case 'ability': {
      const t = ownSlot(s, player, a.pokemon);
      return t !== null && canUseAbility(s, player, t);
    }
    case 'retreat': {
      if (!p.bench.some((b) => b.pid === a.to) || !canRetreat(s, player)) return false;
      const ways = retreatDiscards(s, player);
      if (ways.length <= 1) return a.discard === undefined || sameEnergy(a.discard, ways[0] ?? []);
      return Array.isArray(a.discard) && ways.some((w) => sameEnergy(w, a.discard as EnergyType[]));
    }
    case 'attack':
      return Number.isInteger(a.index) && usableAttacks(s, player).includes(a.index);
    case 'discardFossil': {
      const t = ownSlot(s, player, a.pokemon);
      return t !== null && !slotInfo(s, t).canRetreat && (t !== p.active || p.bench.length > 0);
    }
    case 'tool': {
      const t = ownSlot(s, player, a.target);
      return (
        t !== null &&
        canTakeTool(s, player, t) &&
        p.hand.includes(a.card) &&
        info(s, a.card).kind === 'tool' &&
        !cardLocked(s, player, 'tool')
      );
    }
    case 'stadium':
      return canUseStadium(s, player);
    default:
      return false;
  }
}

export function legalActions(s: PocketState, player: Side): PocketAction[] {
  return noteListed(s, player, listLegal(s, player, EVERY_TYPE));
}

/**
 * The legal actions whose `type` is one of `types`, in `legalActions` order
 * (the kernel's `legalActionsOf`: a seat that only ever chooses some kinds of
 * action is given those). The list is built by sections, one per kind of
 * action (`typeBits`), and a section no asked type needs is not built: a
 * policy that reads attaches, attacks and the end of the turn skips the
 * hand's cards and their usability hooks, the Abilities and the retreats.
 * Each action it holds is legal whatever the other sections hold, so
 * `applyAction` takes it unchecked as it takes `legalActions`' own.
 */
export function legalActionsOf(s: PocketState, player: Side, types: readonly string[]): PocketAction[] {
  return noteListed(s, player, listLegal(s, player, typeMask(types)));
}

/** Notes `out` as the list just handed out for `player` on `s` at its version (`justListed`). */
function noteListed(s: PocketState, player: Side, out: PocketAction[]): PocketAction[] {
  listedState = s;
  listedVersion = s.stats.actions;
  listedPlayer = player;
  listed = out;
  return out;
}

/** One bit per action type: the sections of the legal list (`listLegal`'s `want`). */
const CHOOSE_BIT = 1;
const ATTACH_BIT = 2;
const PLAY_BIT = 4;
const EVOLVE_BIT = 8;
const ABILITY_BIT = 16;
const RETREAT_BIT = 32;
const ATTACK_BIT = 64;
const FOSSIL_BIT = 128;
const TOOL_BIT = 256;
const STADIUM_BIT = 512;
const END_BIT = 1024;
const typeBits: Readonly<Record<PocketAction['type'], number>> = {
  choose: CHOOSE_BIT,
  attach: ATTACH_BIT,
  play: PLAY_BIT,
  evolve: EVOLVE_BIT,
  ability: ABILITY_BIT,
  retreat: RETREAT_BIT,
  attack: ATTACK_BIT,
  discardFossil: FOSSIL_BIT,
  tool: TOOL_BIT,
  stadium: STADIUM_BIT,
  end: END_BIT,
};
/** Every section (`legalActions`). */
const EVERY_TYPE = Object.values(typeBits).reduce((all, bit) => all | bit, 0);
/** The types the hand's cards give, and those the Pokémon in play give by their flags. */
const HAND_TYPES = PLAY_BIT | EVOLVE_BIT | TOOL_BIT;
const IN_PLAY_TYPES = ABILITY_BIT | FOSSIL_BIT;

/**
 * The bits of `types` (a type no action has adds none). A seat asks with
 * the same list at every decision: the bits of the last frozen list asked
 * are kept with it (a frozen list cannot change; working out the bits, a
 * keyed lookup per type, cost a third of the list they asked for).
 */
let keptTypes: readonly string[] | null = null;
let keptMask = 0;
function typeMask(types: readonly string[]): number {
  if (types === keptTypes) return keptMask;
  let mask = 0;
  for (let i = 0; i < types.length; i++)
    if (Object.hasOwn(typeBits, types[i])) mask |= typeBits[types[i] as PocketAction['type']];
  if (Object.isFrozen(types)) {
    keptTypes = types;
    keptMask = mask;
  }
  return mask;
}

/**
 * The last legal list handed out, with the state object, its version (the
 * actions applied to it: every change the rules make goes through
 * `applyAction`, which counts them) and the player it was made for.
 * `applyAction` skips its legality check for an action that is one of that
 * list's own objects, played for that player on that state at that version:
 * it is legal by construction. Any other action (another object, a copy, a
 * list of an earlier version, another state or its clone) is checked in full.
 */
let listedState: PocketState | null = null;
let listedVersion = -1;
let listedPlayer: Side = 0;
let listed: readonly PocketAction[] = [];

/** Whether `a` is one of the actions the last `legalActions` call listed for this state, version and player. */
function justListed(s: PocketState, player: Side, a: PocketAction): boolean {
  if (s !== listedState || s.stats.actions !== listedVersion || player !== listedPlayer) return false;
  for (let i = 0; i < listed.length; i++) if (listed[i] === a) return true;
  return false;
}

/**
 * The legal list, by sections in this order: attaches, the hand's cards
 * (Tools, Evolutions, plays), Abilities, the Stadium's action, Fossils to
 * discard, retreats, attacks, the end of the turn. `want` holds the bits
 * (`typeBits`) of the action types asked: a section none of them needs is
 * not built (`legalActions` asks every type). One function, as before the
 * sections: its helpers are inlined into it on the hot path.
 */
function listLegal(s: PocketState, player: Side, want: number): PocketAction[] {
  if (s.stage === 'over') return [];
  if (s.pending) {
    if (s.pending.player !== player || (want & CHOOSE_BIT) === 0) return [];
    const n = s.pending.options.length;
    const out: PocketAction[] = new Array(n);
    for (let i = 0; i < n; i++) out[i] = CHOOSE[i] ?? { type: 'choose', option: i };
    return out;
  }
  if (s.stage !== 'main' || player !== s.current) return [];
  // Built in a scratch list, then copied at its length: no list grown push by push at each decision.
  const out: PocketAction[] = scratchOn ? scratchList : [];
  let n = 0;
  const p = s.sides[player];
  const facts = cardFacts();
  const cards = s.cards;
  const active = p.active;
  const bench = p.bench;
  // The effect kinds in play, worked out once: every check below asks its kinds with a bit test.
  const kinds = effectKinds(s);
  if (p.zone !== null && (want & ATTACH_BIT) !== 0) {
    if (active && !((kinds & CARD_LOCK) !== 0 && cardLocked(s, player, 'zone_to_active')))
      out[n++] = shared(ATTACH, active.pid, 'attach');
    for (let i = 0; i < bench.length; i++) out[n++] = shared(ATTACH, bench[i].pid, 'attach');
  }
  // The hand's cards, unless none of their moves is asked.
  const hand = (want & HAND_TYPES) !== 0 ? p.hand : NO_CARDS;
  // One bit per catalog index modulo 32 of the cards met so far (`copyBefore`).
  let met = 0;
  // The name numbers of the Pokémon in play (active, then bench), read for the first Evolution card (`topNames`).
  let names: Int32Array | null = null;
  for (let h = 0; h < hand.length; h++) {
    const uid = hand[h];
    const index = cards[uid];
    if (bucketsOn) {
      const bit = 1 << (index & 31);
      if ((met & bit) !== 0 && copyBefore(hand, h, cards, index)) continue;
      met |= bit;
    } else if (h > 0 && copyBefore(hand, h, cards, index)) continue;
    const move = facts.handMove[index];
    if (move === HAND_TOOL) {
      if ((want & TOOL_BIT) === 0 || ((kinds & CARD_LOCK) !== 0 && cardLocked(s, player, 'tool'))) continue;
      if (active && canTakeTool(s, player, active)) out[n++] = paired(TOOL, uid, active.pid, 'tool');
      for (let i = 0; i < bench.length; i++)
        if (canTakeTool(s, player, bench[i])) out[n++] = paired(TOOL, uid, bench[i].pid, 'tool');
    } else if (move === HAND_EVOLVE) {
      if ((want & EVOLVE_BIT) === 0) continue;
      if (s.turn <= 2 && !((kinds & EARLY_EVOLUTION) !== 0 && anyEffectOf(s, 'early_evolution'))) continue;
      names ??= topNames(active, bench, facts, cards);
      const from = facts.fromId[index];
      if (active && canEvolveWith(s, player, facts, index, from, names[0], active, kinds))
        out[n++] = paired(EVOLVE, uid, active.pid, 'evolve');
      for (let i = 0; i < bench.length; i++)
        if (canEvolveWith(s, player, facts, index, from, names[i + 1], bench[i], kinds))
          out[n++] = paired(EVOLVE, uid, bench[i].pid, 'evolve');
    } else if ((want & PLAY_BIT) !== 0 && canPlayWith(s, player, uid, facts, index, kinds))
      out[n++] = shared(PLAY, uid, 'play');
  }
  // What the Pokémon in play may offer (an Ability, a Fossil to discard), by their top cards' facts.
  const inPlay = facts.inPlay;
  let activeFlags = 0;
  let benchFlags = 0;
  if ((want & IN_PLAY_TYPES) !== 0) {
    activeFlags = active ? inPlay[cards[active.stack[active.stack.length - 1]]] : 0;
    for (let i = 0; i < bench.length; i++)
      benchFlags |= inPlay[cards[bench[i].stack[bench[i].stack.length - 1]]];
    if ((want & ABILITY_BIT) === 0) {
      activeFlags &= ~ABILITY_ACTION;
      benchFlags &= ~ABILITY_ACTION;
    }
    if ((want & FOSSIL_BIT) === 0) {
      activeFlags &= ~FOSSIL;
      benchFlags &= ~FOSSIL;
    }
  }
  if ((activeFlags & ABILITY_ACTION) !== 0) {
    const at = cards[(active as Slot).stack[(active as Slot).stack.length - 1]];
    if (canUseAbilityWith(s, player, active as Slot, facts, at, kinds))
      out[n++] = shared(ABILITY, (active as Slot).pid, 'ability');
  }
  if ((benchFlags & ABILITY_ACTION) !== 0)
    for (let i = 0; i < bench.length; i++) {
      const at = cards[bench[i].stack[bench[i].stack.length - 1]];
      if ((inPlay[at] & ABILITY_ACTION) !== 0 && canUseAbilityWith(s, player, bench[i], facts, at, kinds))
        out[n++] = shared(ABILITY, bench[i].pid, 'ability');
    }
  if (s.stadium && (want & STADIUM_BIT) !== 0 && canUseStadium(s, player)) out[n++] = STADIUM;
  if ((activeFlags & FOSSIL) !== 0 && bench.length > 0)
    out[n++] = shared(FOSSIL_MOVE, (active as Slot).pid, 'discardFossil');
  if ((benchFlags & FOSSIL) !== 0)
    for (let i = 0; i < bench.length; i++)
      if ((inPlay[cards[bench[i].stack[bench[i].stack.length - 1]]] & FOSSIL) !== 0)
        out[n++] = shared(FOSSIL_MOVE, bench[i].pid, 'discardFossil');
  const retreat = (want & RETREAT_BIT) !== 0 ? retreatCostIfAble(s, player, kinds) : -1;
  if (retreat >= 0) {
    const ways = discardWays(s, player, active as Slot, retreat, kinds);
    for (let i = 0; i < bench.length; i++) {
      if (ways.length <= 1) out[n++] = shared(RETREAT, bench[i].pid, 'retreat');
      else for (const w of ways) out[n++] = { type: 'retreat', to: bench[i].pid, discard: w };
    }
  }
  const attacks = (want & ATTACK_BIT) !== 0 ? attacksInto(s, player, kinds) : 0;
  for (let i = 0; i < attacks; i++) out[n++] = ATTACK[usable[i]] ?? { type: 'attack', index: usable[i] };
  if ((want & END_BIT) !== 0) out[n++] = END;
  // Off: the list grown from empty is handed out itself (as before the scratch).
  if (!scratchOn) return out;
  if (!copyOn) return out.slice(0, n);
  // Copied by a loop into a list made at its length (`slice` is a call into the runtime at every decision).
  const list: PocketAction[] = new Array(n);
  for (let i = 0; i < n; i++) list[i] = out[i];
  return list;
}

let copyOn = true;
let scratchOn = true;

/** Benches: the legal list built in the scratch and copied out (on), or grown from an empty list and handed out (off). */
export function useScratchList(on: boolean): void {
  scratchOn = on;
}

/** Benches: the legal list copied out of its scratch by a loop (on) or by `slice` (off). */
export function useLoopCopy(on: boolean): void {
  copyOn = on;
}

const NO_CARDS: readonly number[] = [];
/** `listLegal`'s scratch list (written by index from its start; what lies past a list's length is stale). */
const scratchList: PocketAction[] = [];

/**
 * The name numbers (`CardFacts.nameId`) of the top cards of the Active
 * Pokémon (at 0; -2 when there is none, a number no name has) and of the
 * Benched ones (from 1), into a scratch array the legal list reads while it
 * walks the hand's Evolution cards (it keeps no reference past the list).
 */
function topNames(
  active: Slot | null,
  bench: readonly Slot[],
  facts: CardFacts,
  cards: readonly number[],
): Int32Array {
  const names = scratchNames;
  names[0] = active ? topNameId(active, facts, cards) : -2;
  for (let i = 0; i < bench.length; i++) names[i + 1] = topNameId(bench[i], facts, cards);
  return names;
}

/** Room for an Active and a Bench (of 3, or more should a rule allow it). */
const scratchNames = new Int32Array(16);

/** The name number of the Pokémon's top card. */
function topNameId(slot: Slot, facts: CardFacts, cards: readonly number[]): number {
  return facts.nameId[cards[slot.stack[slot.stack.length - 1]]];
}

/**
 * Two copies of one card give the same moves: the first is offered. A hand
 * holds a few cards, so the earlier ones are compared (they were just read:
 * no table by catalog index, whose scattered reads missed the cache). The
 * list asks only for a card whose bucket (its catalog index modulo 32) a
 * card before it already filled: a hand of a few distinct cards rarely
 * shares one, and most cards are not compared with any other.
 */
function copyBefore(hand: readonly number[], h: number, cards: readonly number[], index: number): boolean {
  for (let j = 0; j < h; j++) if (cards[hand[j]] === index) return true;
  return false;
}

let bucketsOn = true;

/**
 * Tests and benches: the hand's later copies looked for only in a filled bucket (on), or every card compared
 * with each earlier one (off).
 */
export function useHandBuckets(on: boolean): void {
  bucketsOn = on;
}

/** Shared action objects (callers never modify a legal list or its actions). */
const CHOOSE: PocketAction[] = Array.from({ length: 16 }, (_, i) => ({ type: 'choose', option: i }));
const ATTACK: PocketAction[] = Array.from({ length: 4 }, (_, i) => ({ type: 'attack', index: i }));
/** Per card uid or Pokémon pid, made on first use: the moves naming one card or Pokémon. */
const ATTACH: PocketAction[] = [];
const PLAY: PocketAction[] = [];
const ABILITY: PocketAction[] = [];
const FOSSIL_MOVE: PocketAction[] = [];
/** Retreats to a Benched Pokémon that name no discard (one way to pay, or none needed). */
const RETREAT: PocketAction[] = [];

/** The shared action of `kind` naming `n` (a uid or pid), from `table`. */
function shared(
  table: PocketAction[],
  n: number,
  kind: 'attach' | 'play' | 'ability' | 'discardFossil' | 'retreat',
) {
  let a = table[n];
  if (a === undefined) {
    a =
      kind === 'attach'
        ? { type: 'attach', target: n }
        : kind === 'play'
          ? { type: 'play', card: n }
          : kind === 'ability'
            ? { type: 'ability', pokemon: n }
            : kind === 'retreat'
              ? { type: 'retreat', to: n }
              : { type: 'discardFossil', pokemon: n };
    table[n] = a;
  }
  return a;
}

/** Per card uid, then per target pid, made on first use: the moves naming a card in hand and a Pokémon. */
const TOOL: PocketAction[][] = [];
const EVOLVE: PocketAction[][] = [];

/** The shared action of `kind` putting the card `card` onto the Pokémon `target`, from `table`. */
function paired(
  table: PocketAction[][],
  card: number,
  target: number,
  kind: 'tool' | 'evolve',
): PocketAction {
  if (table[card] === undefined) table[card] = [];
  const byTarget = table[card];
  let a = byTarget[target];
  if (a === undefined) {
    a = kind === 'tool' ? { type: 'tool', card, target } : { type: 'evolve', card, target };
    byTarget[target] = a;
  }
  return a;
}

/** Why an action is not legal now (for the refusal). */
function whyIllegal(s: PocketState, player: Side, a: PocketAction): string {
  if (s.stage === 'over') return 'the game is over';
  if (s.pending && s.pending.player !== player)
    return `${seatName(s.pending.player)} owes a decision (${s.pending.prompt})`;
  if (s.pending)
    return a.type === 'choose'
      ? `no option ${a.option} (options 0 to ${s.pending.options.length - 1})`
      : `answer the pending decision first: ${s.pending.prompt}`;
  if (player !== s.current) return 'it is not your turn';
  const p = s.sides[player];
  switch (a.type) {
    case 'attach':
      return p.zone === null
        ? 'no energy to attach this turn (already attached, or none on the first turn)'
        : 'no such Pokémon of yours in play';
    case 'attack':
      if (s.turn === 1) return 'the first player cannot attack on the first turn';
      return 'that attack cannot be used (energy, special condition or an effect)';
    case 'retreat':
      if (p.retreated) return 'already retreated this turn';
      return 'cannot retreat (cost, special condition, an effect, or no such Benched Pokémon)';
    case 'evolve':
      if (s.turn <= 2) return "no evolving on either player's first turn";
      return 'that evolution is not allowed (wrong Pokémon, played this turn, or blocked)';
    case 'play': {
      if (!p.hand.includes(a.card)) return 'that card is not in your hand';
      const ci = info(s, a.card);
      if (ci.kind === 'supporter' && p.supporterPlayed) return 'one Supporter per turn';
      if (ci.kind === 'tool') return 'a Pokémon Tool is attached to a Pokémon (the tool action)';
      if (ci.kind === 'stadium')
        return s.stadium?.playedTurn === s.turn
          ? 'one Stadium per turn'
          : 'a Stadium with the same name is in play';
      if (ci.basic && p.bench.length >= 3) return 'the Bench is full (3)';
      return 'that card cannot be played now';
    }
    case 'choose':
      return 'there is no decision to answer';
    case 'tool':
      if (!p.hand.includes(a.card) || info(s, a.card).kind !== 'tool')
        return 'that card is not a Pokémon Tool in your hand';
      return 'no such Pokémon of yours with room for a Tool (one Tool per Pokémon, or the limit its own Ability gives)';
    case 'stadium':
      return !s.stadium || s.stadium.card === null
        ? 'no Stadium with an action is in play'
        : 'the Stadium was already used this turn, or it can do nothing now';
    default:
      return 'not allowed now';
  }
}

export function applyAction(s: PocketState, player: Side, a: PocketAction, emit: Emit): PocketState {
  if (!justListed(s, player, a) && !isLegal(s, player, a))
    throw new RuleViolation('illegal-action', whyIllegal(s, player, a));
  s.stats.actions++;
  if (a.type === 'choose') answer(s, a.option, emit);
  else main(s, player, a, emit);
  settle(s, emit);
  return s;
}

/**
 * Runs the game forward (`advance`) and answers every prompt that has one
 * option (an Active to choose from one Basic, a Bench with nothing left to
 * place, a promotion with one Benched Pokémon), so a prompt with one option
 * is taken without asking. A card's own choices already take a lone option
 * (`EffectCtx.choose`). The turn's free moves are not a prompt: a turn with
 * nothing to do but end it still asks, as the game does.
 */
export function settle(s: PocketState, emit: Emit): void {
  advance(s, emit);
  while (s.pending && s.pending.options.length === 1) {
    answer(s, 0, emit);
    advance(s, emit);
  }
}

function answer(s: PocketState, option: number, emit: Emit): void {
  const pending = s.pending;
  if (!pending) return;
  s.pending = null;
  const p = s.sides[pending.player];
  const value = pending.values[option];
  switch (pending.kind) {
    case 'setupActive':
    case 'setupBench': {
      if (value >= 0) {
        removeValue(p.hand, value);
        const slot = newSlot(value, 0);
        if (pending.kind === 'setupActive') p.active = slot;
        else p.bench.push(slot);
        // Face down: everyone sees that a Pokémon was placed, only its owner which one (in the view).
        emit?.({
          type: 'setup-place',
          side: pending.player,
          spot: pending.kind === 'setupActive' ? 'active' : 'bench',
        });
        askSetup(s, pending.player);
        return;
      }
      p.setupDone = true;
      emit?.({ type: 'setup-done', side: pending.player });
      const o = s.sides[other(pending.player)];
      if (!o.setupDone) {
        askSetup(s, other(pending.player));
        return;
      }
      // Both placed: reveal, register the auras, and start the first turn.
      for (const side of [0, 1] as const)
        for (const sl of slotsOf(s.sides[side])) enterPlay(s, side, sl, emit);
      emit?.({
        type: 'setup-revealed',
        active: [activeName(s, 0), activeName(s, 1)],
        bench: [benchNames(s, 0), benchNames(s, 1)],
      });
      s.stage = 'starting';
      return;
    }
    case 'promote': {
      const i = benchIndexOf(p.bench, value);
      switchActive(s, pending.player, i);
      emit?.({ type: 'promote', side: pending.player, pokemon: slotInfo(s, p.active as Slot).name });
      return;
    }
    case 'effect':
      s.resolution?.memo.push(value);
      if (pending.secret) {
        // A card of the chooser's hand: the other seat learns only that a choice was made.
        emit?.({ type: 'choice', side: pending.player, prompt: pending.prompt, choice: 'a card' });
        emit?.({
          type: 'choice',
          side: pending.player,
          prompt: pending.prompt,
          choice: pending.options[option].label,
          visibleTo: pending.player,
        });
        return;
      }
      emit?.({
        type: 'choice',
        side: pending.player,
        prompt: pending.prompt,
        choice: pending.options[option].label,
      });
      return;
  }
}

const activeName = (s: PocketState, side: Side) => {
  const a = s.sides[side].active;
  return a ? slotInfo(s, a).name : 'no Pokémon';
};
const benchNames = (s: PocketState, side: Side) => s.sides[side].bench.map((b) => slotInfo(s, b).name);

function resolution(
  s: PocketState,
  player: Side,
  source: Resolution['source'],
  pokemon: number,
  card: number,
  name: string,
  steps: Step[],
  then: Resolution['then'],
): Resolution {
  return {
    player,
    source,
    pokemon,
    card,
    attackName: name,
    attackType: 'C',
    cost: [],
    steps,
    at: 0,
    memo: [],
    damage: 0,
    nothing: false,
    defender: s.sides[other(player)].active?.pid ?? -1,
    dealt: 0,
    hasDamage: false,
    then,
  };
}

/**
 * The steps of a card's text, made once per text (card data never changes)
 * and shared by every resolution of it: frozen, since the flow and the
 * effects that add steps (nested wrappers, a copied attack) replace a
 * resolution's list with a copy and never change one in place.
 */
const stepsOfText = new WeakMap<object, readonly Step[]>();

function afterSteps(refs: CardInfo['effects']): Step[] {
  let steps = stepsOfText.get(refs);
  if (steps === undefined) {
    steps = Object.freeze(refs.map((ref): Step => ({ kind: 'effect', ref, phase: 'after' })));
    stepsOfText.set(refs, steps);
  }
  return steps as Step[];
}

/** An attack's steps: the precheck, effects "before doing damage" and those that change it, the damage, the rest. */
function attackSteps(atk: AttackRef['attack']): Step[] {
  let steps = stepsOfText.get(atk);
  if (steps === undefined) {
    const before: Step[] = [{ kind: 'precheck' }];
    const after: Step[] = [];
    for (const ref of atk.effect?.effects ?? []) {
      // "Before doing damage" (a `phase: before_damage` parameter) runs an effect before the damage step.
      const phase = ref.phase === 'before_damage' ? 'modify' : phaseOfRef(ref);
      (phase === 'modify' ? before : after).push({ kind: 'effect', ref, phase });
    }
    steps = Object.freeze([...before, { kind: 'damage' }, ...after] as Step[]);
    stepsOfText.set(atk, steps);
  }
  return steps as Step[];
}

function main(s: PocketState, player: Side, a: PocketAction, emit: Emit): void {
  const p = s.sides[player];
  switch (a.type) {
    case 'attach': {
      const t = ownSlot(s, player, a.target) as Slot;
      const energy = p.zone as EnergyType;
      t.energy.push(energy);
      emit?.({ type: 'attach', side: player, pokemon: slotInfo(s, t).name, energy });
      p.zone = null;
      // "Whenever you (your opponent) attach an Energy from your (their) Energy Zone …": the attacher's side first.
      if (triggersInPlay(s, 'zone_attach'))
        fireTriggers(s, 'zone_attach', BOTH[player], emit, { attach: { side: player, target: t, energy } });
      statusOnZoneAttach(s, player, t, emit);
      return;
    }
    case 'play': {
      const ci = info(s, a.card);
      if (ci.kind === 'stadium') {
        playStadium(s, player, a.card, emit);
        return;
      }
      removeValue(p.hand, a.card);
      if (ci.basic) {
        const slot = newSlot(a.card, s.turn);
        p.bench.push(slot);
        emit?.({ type: 'bench', side: player, pokemon: ci.name });
        enterPlay(s, player, slot, emit);
        s.resolution = handTrigger(s, player, slot, 'benched_from_hand', emit);
        return;
      }
      p.discard.push(a.card);
      if (ci.kind === 'supporter') p.supporterPlayed = true;
      emit?.({ type: 'trainer', side: player, card: ci.name, kind: ci.kind });
      s.resolution = resolution(
        s,
        player,
        'trainer',
        -1,
        a.card,
        ci.name,
        afterSteps(ci.effects),
        'continue',
      );
      return;
    }
    case 'evolve': {
      const t = ownSlot(s, player, a.target) as Slot;
      removeValue(p.hand, a.card);
      evolveFromHand(s, player, t, a.card, emit);
      s.resolution = handTrigger(s, player, t, 'evolved_from_hand', emit);
      return;
    }
    case 'ability': {
      const sl = ownSlot(s, player, a.pokemon) as Slot;
      const ci = slotInfo(s, sl);
      const ab = ci.ability;
      if (!ab) return;
      sl.abilityTurn = s.turn;
      emit?.({ type: 'ability', side: player, pokemon: ci.name, ability: ab.name });
      s.resolution = resolution(
        s,
        player,
        'ability',
        sl.pid,
        topCard(sl),
        ab.name,
        afterSteps(ab.effect.effects),
        'continue',
      );
      return;
    }
    case 'retreat': {
      const active = p.active as Slot;
      // Only shown (the retreat's event): not worked out when nobody listens.
      const cost = emit ? retreatCostWith(s, player, active, effectKinds(s)) : 0;
      const pay = a.discard ?? retreatDiscards(s, player)[0] ?? [];
      for (const e of pay) removeAt(active.energy, active.energy.lastIndexOf(e));
      if (p.energyDiscard && pay.length > 0) p.energyDiscard = [...p.energyDiscard, ...pay];
      const i = benchIndexOf(p.bench, a.to);
      const name = slotInfo(s, active).name;
      switchActive(s, player, i);
      p.retreated = true;
      emit?.({ type: 'retreat', side: player, from: name, to: slotInfo(s, p.active as Slot).name, cost });
      damageOnRetreat(s, player, emit);
      return;
    }
    case 'attack': {
      const active = p.active as Slot;
      const ci = slotInfo(s, active);
      const atk = (attackAt(s, player, active, a.index) as AttackRef).attack;
      emit?.({ type: 'attack', side: player, pokemon: ci.name, attack: atk.name });
      recordAttack(s, player, atk.name, active.pid);
      const res = resolution(
        s,
        player,
        'attack',
        active.pid,
        topCard(active),
        atk.name,
        attackSteps(atk),
        'endTurn',
      );
      res.attackType = ci.type;
      res.cost = atk.cost;
      res.damage = atk.damage;
      s.resolution = res;
      return;
    }
    case 'discardFossil': {
      const sl = ownSlot(s, player, a.pokemon) as Slot;
      emit?.({ type: 'discard-fossil', side: player, card: slotInfo(s, sl).name });
      removeFromPlay(s, player, sl, 'discard', emit);
      return;
    }
    case 'tool':
      attachTool(s, player, ownSlot(s, player, a.target) as Slot, a.card, emit);
      return;
    case 'stadium': {
      const st = s.stadium as NonNullable<PocketState['stadium']>;
      const card = st.card as number;
      st.used[player] = { turn: s.turn, card };
      const name = info(s, card).name;
      emit?.({ type: 'stadium-action', side: player, card: name });
      s.resolution = resolution(
        s,
        player,
        'trainer',
        -1,
        card,
        name,
        afterSteps(stadiumActionEffects(s) ?? []),
        'continue',
      );
      return;
    }
    case 'end':
      emit?.({ type: 'end-turn', side: player });
      s.stage = 'ending';
      return;
  }
}

/*
 * `answer` and `main` run at every action: a closure in either over its
 * parameters or locals would make V8 allocate a context at every call,
 * whatever the action. These helpers hold what the closures did.
 */

/** Where the Pokémon `pid` is on a Bench (-1: not there), as `findIndex` by pid. */
function benchIndexOf(bench: readonly Slot[], pid: number): number {
  for (let i = 0; i < bench.length; i++) if (bench[i].pid === pid) return i;
  return -1;
}

/** The card `card` from the hand evolves the Pokémon `t`; the Pokémon it becomes enters play. */
function evolveFromHand(s: PocketState, player: Side, t: Slot, card: number, emit: Emit): void {
  evolveOnto(s, player, t, card, (sl) => enterPlay(s, player, sl, emit), emit);
}
