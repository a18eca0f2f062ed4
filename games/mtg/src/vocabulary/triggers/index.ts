/**
 * The trigger vocabulary: one module per event a triggered ability waits
 * for. `TriggerId` (what a rules block's `trigger` may be) is the union of
 * the modules' ids; adding a trigger is its module and a line here.
 */
import { registryOf } from '@arbiter/core';
import { anyCreatureEnters } from './any-creature-enters.ts';
import { attacks } from './attacks.ts';
import { attacksOrBlocks } from './attacks-or-blocks.ts';
import { becomesTapped } from './becomes-tapped.ts';
import { becomesTarget } from './becomes-target.ts';
import { blocksOrBecomesBlocked } from './blocks-or-becomes-blocked.ts';
import { blocksOrBlockedBy } from './blocks-or-blocked-by.ts';
import { castSpell } from './cast-spell.ts';
import { combatDamageToPlayer } from './combat-damage-to-player.ts';
import { creatureDies } from './creature-dies.ts';
import { creatureEnters } from './creature-enters.ts';
import { dealsDamageToPlayer } from './deals-damage-to-player.ts';
import { dealtDamage } from './dealt-damage.ts';
import { dies } from './dies.ts';
import { drawStep } from './draw-step.ts';
import { enchantedBecomesTapped } from './enchanted-becomes-tapped.ts';
import { enchantedDealsDamage } from './enchanted-deals-damage.ts';
import { enchantedDies } from './enchanted-dies.ts';
import { enchantedTappedForMana } from './enchanted-tapped-for-mana.ts';
import { endOfCombat } from './end-of-combat.ts';
import { endStep } from './end-step.ts';
import { equippedCreatureAttacks } from './equipped-creature-attacks.ts';
import { etb } from './etb.ts';
import { landEnters } from './land-enters.ts';
import { landTappedForMana } from './land-tapped-for-mana.ts';
import { landToGraveyard } from './land-to-graveyard.ts';
import { leavesBattlefield } from './leaves-battlefield.ts';
import { otherDiesDuringYourTurn } from './other-dies-during-your-turn.ts';
import { otherFriendlyDies } from './other-friendly-dies.ts';
import { revealsFirstDraw } from './reveals-first-draw.ts';
import type { TriggerModule } from './trigger.ts';
import { upkeep } from './upkeep.ts';
import { youLoseLife } from './you-lose-life.ts';

const TRIGGERS = [
  etb,
  dies,
  attacks,
  attacksOrBlocks,
  equippedCreatureAttacks,
  combatDamageToPlayer,
  dealtDamage,
  becomesTarget,
  upkeep,
  youLoseLife,
  castSpell,
  creatureEnters,
  otherFriendlyDies,
  otherDiesDuringYourTurn,
  blocksOrBecomesBlocked,
  blocksOrBlockedBy,
  endOfCombat,
  anyCreatureEnters,
  creatureDies,
  enchantedDealsDamage,
  leavesBattlefield,
  endStep,
  drawStep,
  becomesTapped,
  enchantedBecomesTapped,
  landTappedForMana,
  landEnters,
  landToGraveyard,
  enchantedTappedForMana,
  dealsDamageToPlayer,
  enchantedDies,
  revealsFirstDraw,
] as const;

export type TriggerId = (typeof TRIGGERS)[number]['id'];

export const triggerRegistry = registryOf<TriggerModule>('trigger', TRIGGERS);

export type { TriggerMatchContext, TriggerModule } from './trigger.ts';
export type { TriggerEvent } from './trigger-event.ts';
