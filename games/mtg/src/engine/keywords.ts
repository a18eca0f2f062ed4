/**
 * The keyword and rule-flag vocabularies: each id the rules blocks may name,
 * with the Comprehensive Rules section and where the engine enforces it.
 * `arbiter validate mtg` checks every id the cards use against these.
 */
import { registryOf } from '@arbiter/core';

export interface KeywordModule {
  id: string;
  rule: string;
  enforcedIn: string;
}

export const keywordRegistry = registryOf<KeywordModule>('keyword', [
  { id: 'flying', rule: 'CR 702.9', enforcedIn: 'declarations.canBlock' },
  { id: 'reach', rule: 'CR 702.17', enforcedIn: 'declarations.canBlock' },
  { id: 'first_strike', rule: 'CR 702.7', enforcedIn: 'combat.dealsIn / needsFirstStrikeStep' },
  { id: 'double_strike', rule: 'CR 702.4', enforcedIn: 'combat.dealsIn / needsFirstStrikeStep' },
  { id: 'vigilance', rule: 'CR 702.20', enforcedIn: 'declarations.finishAttackers' },
  { id: 'lifelink', rule: 'CR 702.15', enforcedIn: 'damage.damageTo' },
  { id: 'deathtouch', rule: 'CR 702.2', enforcedIn: 'damage.damageTo, sba, combat.lethalFor' },
  { id: 'menace', rule: 'CR 702.110', enforcedIn: 'declarations.blockProblem' },
  { id: 'defender', rule: 'CR 702.3', enforcedIn: 'declarations.canAttack' },
  { id: 'flash', rule: 'CR 702.8', enforcedIn: 'casting.legalCasts' },
  { id: 'hexproof', rule: 'CR 702.11', enforcedIn: 'targets.candidates' },
  { id: 'trample', rule: 'CR 702.19', enforcedIn: 'combat.dealCombatDamage / assignmentOptions' },
  { id: 'haste', rule: 'CR 702.10', enforcedIn: 'declarations.canAttack, casting.abilityUsable, mana' },
  { id: 'indestructible', rule: 'CR 702.12', enforcedIn: 'effects.destroy, sba' },
]);

export const ruleFlagRegistry = registryOf<KeywordModule>('rule flag', [
  { id: 'cant_attack_you', rule: 'CR 508.1c', enforcedIn: 'declarations.canAttack' },
  { id: 'goaded', rule: 'CR 701.15', enforcedIn: 'declarations.attackProblem' },
  { id: 'must_attack', rule: 'CR 508.1d', enforcedIn: 'declarations.attackProblem' },
  { id: 'must_be_blocked_by_all', rule: 'CR 509.1c', enforcedIn: 'declarations.blockProblem' },
  { id: 'prevent_combat_damage', rule: 'CR 615', enforcedIn: 'replacement (damage.damageTo)' },
  { id: 'may_assign_as_unblocked', rule: 'CR 510.1c', enforcedIn: 'combat.assignmentOptions' },
  { id: 'attack_tax', rule: 'CR 508.1g', enforcedIn: 'declarations.attackTax, taxPayable' },
  { id: 'cost_reduction', rule: 'CR 601.2f', enforcedIn: 'casting.costReduction' },
  { id: 'cast_from_graveyard', rule: 'CR 601.2a', enforcedIn: 'casting.legalCasts' },
]);
