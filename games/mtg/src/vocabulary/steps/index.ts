/**
 * The step vocabulary: one module per effect a spell's or ability's text
 * compiles to, grouped in folders by family (damage, zones, cards, library,
 * life, permanents, stack, turns, mana, choices, continuous). The `Step`
 * union (what a rules block's steps may be) is made of the modules' params
 * schemas; the resolution loop, the load check, the coverage check, the
 * library-knowledge rule and the words all read this registry. Adding an
 * effect is its module, one line here, its parser template and a test.
 */
import { registryOf } from '@arbiter/core';
import type { ParamsOf } from '../params.ts';
import { discard } from './cards/discard.ts';
import { discardHand } from './cards/discard-hand.ts';
import { draw } from './cards/draw.ts';
import { drawUpTo } from './cards/draw-up-to.ts';
import { lookAtHand } from './cards/look-at-hand.ts';
import { revealDrawOthersMayPay } from './cards/reveal-draw-others-may-pay.ts';
import { chooseByCondition } from './choices/choose-by-condition.ts';
import { chooseLandType } from './choices/choose-land-type.ts';
import { flipCoin } from './choices/flip-coin.ts';
import { opponentChoosesMode } from './choices/opponent-chooses-mode.ts';
import { payOptional } from './choices/pay-optional.ts';
import { sacrificeGreatestUnlessPaid } from './choices/sacrifice-greatest-unless-paid.ts';
import { unless } from './choices/unless.ts';
import { vote } from './choices/vote.ts';
import { becomeLandType } from './continuous/become-land-type.ts';
import { continuous } from './continuous/continuous.ts';
import { grantAbilities } from './continuous/grant-abilities.ts';
import { damage } from './damage/damage.ts';
import { preventDamage } from './damage/prevent-damage.ts';
import { exileTop } from './library/exile-top.ts';
import { gatherOnTop } from './library/gather-on-top.ts';
import { handToBottomDraw } from './library/hand-to-bottom-draw.ts';
import { handToLibrary } from './library/hand-to-library.ts';
import { handToOwnLibrary } from './library/hand-to-own-library.ts';
import { lookPick } from './library/look-pick.ts';
import { lookTake } from './library/look-take.ts';
import { lookTopPayToMill } from './library/look-top-pay-to-mill.ts';
import { mill } from './library/mill.ts';
import { piles } from './library/piles.ts';
import { reorderTop } from './library/reorder-top.ts';
import { revealTakeAll } from './library/reveal-take-all.ts';
import { revealTopPut } from './library/reveal-top-put.ts';
import { revealUntil } from './library/reveal-until.ts';
import { scry } from './library/scry.ts';
import { search } from './library/search.ts';
import { searchExilePlayable } from './library/search-exile-playable.ts';
import { searchToTop } from './library/search-to-top.ts';
import { shuffleIntoLibrary } from './library/shuffle-into-library.ts';
import { exchangeLife } from './life/exchange-life.ts';
import { gainLife } from './life/gain-life.ts';
import { loseLife } from './life/lose-life.ts';
import { addMana } from './mana/add-mana.ts';
import { emptyManaPool } from './mana/empty-mana-pool.ts';
import { tapManaLands } from './mana/tap-mana-lands.ts';
import { attach } from './permanents/attach.ts';
import { attachAny } from './permanents/attach-any.ts';
import { bidLifeForControl } from './permanents/bid-life-for-control.ts';
import { createToken } from './permanents/create-token.ts';
import { enterAsChosen } from './permanents/enter-as-chosen.ts';
import { exchangeControl } from './permanents/exchange-control.ts';
import { holdTapped } from './permanents/hold-tapped.ts';
import { putCounters } from './permanents/put-counters.ts';
import { putFromHand } from './permanents/put-from-hand.ts';
import { putOnLibrary } from './permanents/put-on-library.ts';
import { regenerate } from './permanents/regenerate.ts';
import { sacrifice } from './permanents/sacrifice.ts';
import { sacrificeObject } from './permanents/sacrifice-object.ts';
import { skipNextUntap } from './permanents/skip-next-untap.ts';
import { tap } from './permanents/tap.ts';
import { tapOrUntap } from './permanents/tap-or-untap.ts';
import { untap } from './permanents/untap.ts';
import { castFree } from './stack/cast-free.ts';
import { changeTarget } from './stack/change-target.ts';
import { copySpell } from './stack/copy-spell.ts';
import { counter } from './stack/counter.ts';
import type { StepModule } from './step.ts';
import { additionalCombat } from './turns/additional-combat.ts';
import { atEndStep } from './turns/at-end-step.ts';
import { atNextUpkeep } from './turns/at-next-upkeep.ts';
import { delayedTrigger } from './turns/delayed-trigger.ts';
import { extraTurn } from './turns/extra-turn.ts';
import { goad } from './turns/goad.ts';
import { loseGame } from './turns/lose-game.ts';
import { playerRule } from './turns/player-rule.ts';
import { bounce } from './zones/bounce.ts';
import { destroy } from './zones/destroy.ts';
import { exile } from './zones/exile.ts';
import { putIntoGraveyard } from './zones/put-into-graveyard.ts';
import { returnChosenFromGraveyard } from './zones/return-chosen-from-graveyard.ts';
import { returnFromGraveyard } from './zones/return-from-graveyard.ts';

const STEPS = [
  damage,
  continuous,
  grantAbilities,
  destroy,
  exile,
  bounce,
  returnFromGraveyard,
  draw,
  discard,
  discardHand,
  lookAtHand,
  returnChosenFromGraveyard,
  revealUntil,
  atEndStep,
  atNextUpkeep,
  additionalCombat,
  opponentChoosesMode,
  loseGame,
  gainLife,
  loseLife,
  exchangeLife,
  createToken,
  putCounters,
  counter,
  lookPick,
  revealTakeAll,
  piles,
  search,
  scry,
  extraTurn,
  sacrifice,
  goad,
  delayedTrigger,
  playerRule,
  attach,
  attachAny,
  addMana,
  castFree,
  vote,
  copySpell,
  payOptional,
  chooseByCondition,
  tap,
  regenerate,
  sacrificeObject,
  changeTarget,
  mill,
  putOnLibrary,
  enterAsChosen,
  exchangeControl,
  bidLifeForControl,
  reorderTop,
  preventDamage,
  unless,
  lookTake,
  revealTopPut,
  handToLibrary,
  tapManaLands,
  handToOwnLibrary,
  handToBottomDraw,
  sacrificeGreatestUnlessPaid,
  searchToTop,
  untap,
  emptyManaPool,
  skipNextUntap,
  holdTapped,
  chooseLandType,
  becomeLandType,
  flipCoin,
  tapOrUntap,
  gatherOnTop,
  lookTopPayToMill,
  shuffleIntoLibrary,
  exileTop,
  drawUpTo,
  putFromHand,
  searchExilePlayable,
  putIntoGraveyard,
  revealDrawOthersMayPay,
] as const;

/** One step of a spell's or ability's effect: the params of one module of the vocabulary. */
export type Step = ParamsOf<(typeof STEPS)[number]>;

export const stepRegistry = registryOf<StepModule>('effect', STEPS);

export type { InnerPath, Nested, StepBase, StepModule } from './step.ts';
