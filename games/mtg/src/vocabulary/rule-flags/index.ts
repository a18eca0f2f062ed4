/**
 * The rule-flag vocabulary: one module per rule change a static ability or
 * an effect makes. `RuleFlag` is the union of the modules' params schemas;
 * the engine reads a flag where its rule applies (`enforcedIn`).
 */
import { registryOf } from '@arbiter/core';
import { itemOf, type ParamsOf } from '../params.ts';
import { asEntersChoice } from './as-enters-choice.ts';
import { asEntersChooseLandType } from './as-enters-choose-land-type.ts';
import { attackTax } from './attack-tax.ts';
import { attacksDespiteDefender } from './attacks-despite-defender.ts';
import { cantActivate } from './cant-activate.ts';
import { cantAttack } from './cant-attack.ts';
import { cantAttackYou } from './cant-attack-you.ts';
import { cantBeBlocked } from './cant-be-blocked.ts';
import { cantBeTargeted } from './cant-be-targeted.ts';
import { cantBlock } from './cant-block.ts';
import { castFromGraveyard } from './cast-from-graveyard.ts';
import { colourCards } from './colour-cards.ts';
import { controlEnchanted } from './control-enchanted.ts';
import { costIncrease } from './cost-increase.ts';
import { costReduction } from './cost-reduction.ts';
import { diesToLibraryTop } from './dies-to-library-top.ts';
import { doesntUntap } from './doesnt-untap.ts';
import { drawInstead } from './draw-instead.ts';
import { entersTapped } from './enters-tapped.ts';
import { extraLandPlays } from './extra-land-plays.ts';
import { goaded } from './goaded.ts';
import { graveyardToExile } from './graveyard-to-exile.ts';
import { handsRevealed } from './hands-revealed.ts';
import { maxOneBlocker } from './max-one-blocker.ts';
import { mayAssignAsUnblocked } from './may-assign-as-unblocked.ts';
import { mayChooseNotToUntap } from './may-choose-not-to-untap.ts';
import { mustAttack } from './must-attack.ts';
import { mustBeBlockedByAll } from './must-be-blocked-by-all.ts';
import { preventCombatDamage } from './prevent-combat-damage.ts';
import { revealFirstDraw } from './reveal-first-draw.ts';
import type { RuleFlagModule } from './rule-flag.ts';
import { spendManaAs } from './spend-mana-as.ts';

const RULE_FLAGS = [
  cantAttackYou,
  goaded,
  mustAttack,
  mustBeBlockedByAll,
  preventCombatDamage,
  mayAssignAsUnblocked,
  attackTax,
  costReduction,
  castFromGraveyard,
  cantAttack,
  cantBlock,
  cantBeBlocked,
  attacksDespiteDefender,
  maxOneBlocker,
  diesToLibraryTop,
  entersTapped,
  doesntUntap,
  extraLandPlays,
  cantBeTargeted,
  cantActivate,
  costIncrease,
  asEntersChoice,
  controlEnchanted,
  mayChooseNotToUntap,
  asEntersChooseLandType,
  colourCards,
  spendManaAs,
  drawInstead,
  revealFirstDraw,
  handsRevealed,
  graveyardToExile,
] as const;

export type RuleFlag = ParamsOf<(typeof RULE_FLAGS)[number]>;

export const ruleFlagRegistry = registryOf<RuleFlagModule>('rule flag', RULE_FLAGS);

/** A rule flag of the vocabulary, checked by its own module's schema. */
export const ruleFlagSchema = itemOf<RuleFlag>(ruleFlagRegistry, 'id');

export type { RuleFlagModule } from './rule-flag.ts';
