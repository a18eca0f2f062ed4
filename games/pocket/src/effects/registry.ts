/**
 * The effect-type registry: every effect type card data may name, one
 * module each (src/effects/<family>/<type>.ts: params schema, phase,
 * usability, what it does, auras, words), listed once here. The catalog
 * checks cards.json against these modules at load, the rules run them, the
 * coverage check (test/data.test.ts, `arbiter validate pocket`) reads this
 * registry both ways. Adding an effect type is its module, its line here,
 * its data (scripts/text-map.ts) and a test.
 */
import { registryOf } from '@arbiter/core';
import type { PocketState, Side, Slot } from '../state.ts';
import { bindConditionJudge } from './active.ts';
import { bindCopiedUsable, copySupporter } from './cards/copy-supporter.ts';
import { deckTopToHand } from './cards/deck-top-to-hand.ts';
import { discardFromHand } from './cards/discard-from-hand.ts';
import { discardHandTo } from './cards/discard-hand-to.ts';
import { discardRandomHandCard } from './cards/discard-random-hand-card.ts';
import { discardToHand } from './cards/discard-to-hand.ts';
import { draw } from './cards/draw.ts';
import { drawUntil } from './cards/draw-until.ts';
import { handToDeck } from './cards/hand-to-deck.ts';
import { lookTopDeck } from './cards/look-top-deck.ts';
import { mill } from './cards/mill.ts';
import { opponentHandToDeck } from './cards/opponent-hand-to-deck.ts';
import { opponentShuffleHandDraw } from './cards/opponent-shuffle-hand-draw.ts';
import { randomHandCardToDeck } from './cards/random-hand-card-to-deck.ts';
import { reorderDeckTop } from './cards/reorder-deck-top.ts';
import { returnPlayedCardToHand } from './cards/return-played-card-to-hand.ts';
import { revealDeckCards } from './cards/reveal-deck-cards.ts';
import { revealHand } from './cards/reveal-hand.ts';
import { searchDeckToHand } from './cards/search-deck-to-hand.ts';
import { shuffleDeck } from './cards/shuffle-deck.ts';
import { shuffleHandDraw } from './cards/shuffle-hand-draw.ts';
import { shuffleHandDrawPerOpponentHand } from './cards/shuffle-hand-draw-per-opponent-hand.ts';
import { swapHandWithDeck } from './cards/swap-hand-with-deck.ts';
import { takeFromOpponentHand } from './cards/take-from-opponent-hand.ts';
import { topCardToHandIf } from './cards/top-card-to-hand-if.ts';
import { bindOptionUsable, chooseOne } from './choices/choose-one.ts';
import { damageAll } from './damage/damage-all.ts';
import { damageOpponentBenchEach } from './damage/damage-opponent-bench-each.ts';
import { damageOwnBenchEach } from './damage/damage-own-bench-each.ts';
import { damageOwnBenchOne } from './damage/damage-own-bench-one.ts';
import { damageTarget } from './damage/damage-target.ts';
import { delayedDamage } from './damage/delayed-damage.ts';
import { knockOut } from './damage/knock-out.ts';
import { moveDamage } from './damage/move-damage.ts';
import { randomHits } from './damage/random-hits.ts';
import { selfDamage } from './damage/self-damage.ts';
import { setRemainingHp } from './damage/set-remaining-hp.ts';
import { bindNestedWords, type InnerRef, type PocketEffect } from './effect.ts';
import { attachFromDiscard } from './energy/attach-from-discard.ts';
import { changeEnergyType } from './energy/change-energy-type.ts';
import { changeNextEnergy } from './energy/change-next-energy.ts';
import { discardEnergy } from './energy/discard-energy.ts';
import { discardEnergySelf } from './energy/discard-energy-self.ts';
import { discardRandomEnergy } from './energy/discard-random-energy.ts';
import { endTurn } from './energy/end-turn.ts';
import { energyMultiplier } from './energy/energy-multiplier.ts';
import { energyZoneAttach } from './energy/energy-zone-attach.ts';
import { moveAllEnergyBenchToActive } from './energy/move-all-energy-bench-to-active.ts';
import { moveEnergy } from './energy/move-energy.ts';
import { moveEnergyAny } from './energy/move-energy-any.ts';
import { moveEnergyBenchToActive } from './energy/move-energy-bench-to-active.ts';
import { moveOpponentEnergy } from './energy/move-opponent-energy.ts';
import { spreadEnergy } from './energy/spread-energy.ts';
import { devolve } from './evolution/devolve.ts';
import { evolveFromDeck } from './evolution/evolve-from-deck.ts';
import { rareCandy } from './evolution/rare-candy.ts';
import { fossil } from './fossils/fossil.ts';
import { attackCostIf } from './gates/attack-cost-if.ts';
import { requires } from './gates/requires.ts';
import { heal } from './heal/heal.ts';
import { healSelfByDamageDealt } from './heal/heal-self-by-damage-dealt.ts';
import { benchFromDeck } from './in-play/bench-from-deck.ts';
import { bounce } from './in-play/bounce.ts';
import { opponentDiscardBasicToBench } from './in-play/opponent-discard-basic-to-bench.ts';
import { returnActiveToHand } from './in-play/return-active-to-hand.ts';
import { attackBoost } from './lasting/attack-boost.ts';
import { attackCostModifier } from './lasting/attack-cost-modifier.ts';
import { attackDoesNothing } from './lasting/attack-does-nothing.ts';
import { blockSupportersNextTurn } from './lasting/block-supporters-next-turn.ts';
import { cantAttack } from './lasting/cant-attack.ts';
import { defenderAttackCoinGate } from './lasting/defender-attack-coin-gate.ts';
import { defenderAttackModifier } from './lasting/defender-attack-modifier.ts';
import { defenderCantAttack } from './lasting/defender-cant-attack.ts';
import { defenderCantRetreat } from './lasting/defender-cant-retreat.ts';
import { countNow, judgeCondition } from './lasting/judge.ts';
import { lockCards } from './lasting/lock-cards.ts';
import { lockEvolution } from './lasting/lock-evolution.ts';
import { lockZoneAttach } from './lasting/lock-zone-attach.ts';
import { loseAbilities } from './lasting/lose-abilities.ts';
import { nextCoinHeads } from './lasting/next-coin-heads.ts';
import { noWeakness } from './lasting/no-weakness.ts';
import { onAttachStatus } from './lasting/on-attach-status.ts';
import { onOpponentRetreatDamage } from './lasting/on-opponent-retreat-damage.ts';
import { preventDamage } from './lasting/prevent-damage.ts';
import { retreatCostModifier } from './lasting/retreat-cost-modifier.ts';
import { retreatReductionThisTurn } from './lasting/retreat-reduction-this-turn.ts';
import { selfAttackImmunityNextTurn } from './lasting/self-attack-immunity-next-turn.ts';
import { selfDamageReductionNextTurn } from './lasting/self-damage-reduction-next-turn.ts';
import { surviveKnockout } from './lasting/survive-knockout.ts';
import { teamDamageBoostThisTurn } from './lasting/team-damage-boost-this-turn.ts';
import { teamDamageReductionNextTurn } from './lasting/team-damage-reduction-next-turn.ts';
import { attackRules } from './modifiers/attack-rules.ts';
import { attackTwice } from './modifiers/attack-twice.ts';
import { bonusIf } from './modifiers/bonus-if.ts';
import { bonusIfDefenderDamaged } from './modifiers/bonus-if-defender-damaged.ts';
import { bonusIfDefenderEx } from './modifiers/bonus-if-defender-ex.ts';
import { bonusIfDefenderStatus } from './modifiers/bonus-if-defender-status.ts';
import { bonusIfExtraEnergy } from './modifiers/bonus-if-extra-energy.ts';
import { bonusIfKoLastTurn } from './modifiers/bonus-if-ko-last-turn.ts';
import { bonusIfSelfDamaged } from './modifiers/bonus-if-self-damaged.ts';
import { bonusPerCount } from './modifiers/bonus-per-count.ts';
import { bonusPerDefenderEnergy } from './modifiers/bonus-per-defender-energy.ts';
import { bonusPerOpponentBench } from './modifiers/bonus-per-opponent-bench.ts';
import { bonusPerOwnBenchNamed } from './modifiers/bonus-per-own-bench-named.ts';
import { bonusPerOwnEnergy } from './modifiers/bonus-per-own-energy.ts';
import { coinFlipBonus } from './modifiers/coin-flip-bonus.ts';
import { coinOrNothing } from './modifiers/coin-or-nothing.ts';
import { coinTiers } from './modifiers/coin-tiers.ts';
import { copyAttack } from './modifiers/copy-attack.ts';
import { damagePerCount } from './modifiers/damage-per-count.ts';
import { damagePerHeads } from './modifiers/damage-per-heads.ts';
import { damagePerOwnBench } from './modifiers/damage-per-own-bench.ts';
import { discardEnergyForDamage } from './modifiers/discard-energy-for-damage.ts';
import { discardHandForDamage } from './modifiers/discard-hand-for-damage.ts';
import { discardOwnBenchBonus } from './modifiers/discard-own-bench-bonus.ts';
import { millBonus } from './modifiers/mill-bonus.ts';
import { modifier } from './modifiers/modifier.ts';
import { blockActiveEvolution } from './passive/block-active-evolution.ts';
import { coinDamageReduction } from './passive/coin-damage-reduction.ts';
import { counterDamage } from './passive/counter-damage.ts';
import { damageReduction } from './passive/damage-reduction.ts';
import { earlyEvolution } from './passive/early-evolution.ts';
import { effectImmunity } from './passive/effect-immunity.ts';
import { evolvesAs } from './passive/evolves-as.ts';
import { extraType } from './passive/extra-type.ts';
import { reflipAttackCoins } from './passive/reflip-attack-coins.ts';
import { statusImmunity } from './passive/status-immunity.ts';
import { supporterLock } from './passive/supporter-lock.ts';
import { usePreviousAttacks } from './passive/use-previous-attacks.ts';
import { discardStadium } from './stadiums/discard-stadium.ts';
import { rerollZoneEnergy } from './stadiums/reroll-zone-energy.ts';
import { stadiumAction } from './stadiums/stadium-action.ts';
import { cureStatus } from './status/cure-status.ts';
import { inflictStatus } from './status/inflict-status.ts';
import { gust } from './switching/gust.ts';
import { gustOpponentBasic } from './switching/gust-opponent-basic.ts';
import { shuffleOpponentActiveIntoDeck } from './switching/shuffle-opponent-active-into-deck.ts';
import { switchInSelf } from './switching/switch-in-self.ts';
import { switchOpponentActive } from './switching/switch-opponent-active.ts';
import { switchOwnActive } from './switching/switch-own-active.ts';
import { switchSelf } from './switching/switch-self.ts';
import { damageBoost } from './tools/damage-boost.ts';
import { discardThisTool } from './tools/discard-this-tool.ts';
import { freeRetreat } from './tools/free-retreat.ts';
import { hpModifier } from './tools/hp-modifier.ts';
import { removeTools } from './tools/remove-tools.ts';
import { retreatModifier } from './tools/retreat-modifier.ts';
import { knockedOutToHand } from './triggered/knocked-out-to-hand.ts';
import { noPointsForKnockout } from './triggered/no-points-for-knockout.ts';
import { coin } from './wrappers/coin.ts';
import { bindGatedEffectsUsable, ifCondition } from './wrappers/if.ts';
import { trigger } from './wrappers/trigger.ts';

const MODULES: readonly PocketEffect[] = [
  // wrappers
  coin,
  ifCondition,
  // modifiers
  coinFlipBonus,
  damagePerHeads,
  coinOrNothing,
  damagePerOwnBench,
  bonusPerOpponentBench,
  bonusPerDefenderEnergy,
  bonusPerOwnBenchNamed,
  bonusPerOwnEnergy,
  bonusIfExtraEnergy,
  bonusIfSelfDamaged,
  bonusIfDefenderDamaged,
  bonusIfDefenderStatus,
  bonusIfDefenderEx,
  bonusIfKoLastTurn,
  bonusPerCount,
  damagePerCount,
  bonusIf,
  coinTiers,
  attackRules,
  discardOwnBenchBonus,
  discardEnergyForDamage,
  millBonus,
  attackTwice,
  discardHandForDamage,
  copyAttack,
  // damage
  randomHits,
  damageTarget,
  damageOpponentBenchEach,
  damageOwnBenchOne,
  selfDamage,
  damageAll,
  damageOwnBenchEach,
  knockOut,
  setRemainingHp,
  delayedDamage,
  // energy
  discardEnergySelf,
  discardRandomEnergy,
  energyZoneAttach,
  moveEnergyBenchToActive,
  moveAllEnergyBenchToActive,
  energyMultiplier,
  discardEnergy,
  moveEnergy,
  moveEnergyAny,
  // energy: the energy family of issue 21
  endTurn,
  changeEnergyType,
  changeNextEnergy,
  // heal
  heal,
  healSelfByDamageDealt,
  // cards
  draw,
  // in-play
  benchFromDeck,
  // cards
  searchDeckToHand,
  shuffleHandDrawPerOpponentHand,
  opponentShuffleHandDraw,
  revealHand,
  discardRandomHandCard,
  lookTopDeck,
  topCardToHandIf,
  // cards: the shared types of issue 21 (owned by the cards family)
  deckTopToHand,
  discardToHand,
  returnPlayedCardToHand,
  handToDeck,
  opponentHandToDeck,
  swapHandWithDeck,
  shuffleDeck,
  revealDeckCards,
  discardFromHand,
  takeFromOpponentHand,
  shuffleHandDraw,
  // in-play
  opponentDiscardBasicToBench,
  returnActiveToHand,
  // switching
  switchOpponentActive,
  switchSelf,
  gustOpponentBasic,
  shuffleOpponentActiveIntoDeck,
  gust,
  switchOwnActive,
  bounce,
  // status
  inflictStatus,
  cureStatus,
  // lasting
  defenderAttackModifier,
  defenderAttackCoinGate,
  defenderCantAttack,
  defenderCantRetreat,
  selfDamageReductionNextTurn,
  selfAttackImmunityNextTurn,
  blockSupportersNextTurn,
  nextCoinHeads,
  onAttachStatus,
  onOpponentRetreatDamage,
  teamDamageReductionNextTurn,
  teamDamageBoostThisTurn,
  retreatReductionThisTurn,
  // passive
  damageReduction,
  counterDamage,
  supporterLock,
  blockActiveEvolution,
  // fossils
  fossil,
  // rules-misc: conditions on use, choices, Energy from the discard pile, evolving from the deck, a Tool's own discard
  requires,
  attackCostIf,
  chooseOne,
  attachFromDiscard,
  evolveFromDeck,
  devolve,
  rareCandy,
  copySupporter,
  moveOpponentEnergy,
  reorderDeckTop,
  discardHandTo,
  randomHandCardToDeck,
  discardThisTool,
  // tools and stadiums (continuous effects while in play, removal, the Stadium's action)
  hpModifier,
  retreatModifier,
  freeRetreat,
  damageBoost,
  removeTools,
  discardStadium,
  stadiumAction,
  rerollZoneEnergy,
  trigger,
  // shared types of the triggered-abilities family (p21-ab1)
  noPointsForKnockout,
  knockedOutToHand,
  spreadEnergy,
  switchInSelf,
  moveDamage,
  drawUntil,
  mill,
  // passive (abilities-passive family; shared with the tools family)
  statusImmunity,
  effectImmunity,
  usePreviousAttacks,
  extraType,
  earlyEvolution,
  evolvesAs,
  reflipAttackCoins,
  coinDamageReduction,
  // the lasting family's shared types (static and lasting forms: lasting/reach.ts)
  modifier,
  preventDamage,
  cantAttack,
  attackCostModifier,
  retreatCostModifier,
  attackBoost,
  attackDoesNothing,
  lockCards,
  loseAbilities,
  surviveKnockout,
  // the lasting family's own types
  noWeakness,
  lockEvolution,
  lockZoneAttach,
];

export const effectTypes = registryOf('effect type', MODULES);

/** The effects a wrapper's params nest (none for other types), each list under its key. */
export function nestedOf(ref: InnerRef): ReadonlyArray<{ key: string; refs: readonly InnerRef[] }> {
  const t = effectTypes.has(ref.type) ? effectTypes.get(ref.type) : null;
  return t?.nested ? t.nested(ref) : [];
}

/** The phase an effect runs in: its type's, or for a wrapper 'modify' when any nested effect changes the damage. */
export function phaseOfRef(ref: InnerRef): 'modify' | 'after' {
  const t = effectTypes.get(ref.type);
  if (!t.nested) return t.phase;
  for (const n of t.nested(ref)) for (const r of n.refs) if (phaseOfRef(r) === 'modify') return 'modify';
  return 'after';
}

const refsUsable = (s: PocketState, side: Side, self: Slot | null, refs: readonly InnerRef[]) =>
  refs.every((r) => {
    const t = effectTypes.get(r.type);
    return !t.usable || t.usable(s, side, self, r);
  });
bindOptionUsable(refsUsable);
bindCopiedUsable(refsUsable);
bindGatedEffectsUsable(refsUsable);

bindConditionJudge(judgeCondition, countNow);
bindNestedWords((refs, w) => refs.map((r) => effectTypes.get(r.type).words(r, w)).join(', then '));

export type { EffectWords, PocketEffect } from './effect.ts';
