/**
 * Every proposal rule in reading order, led by the current text table's
 * rules (a part of a later text the table already reads keeps its effect
 * types), then the families' proposals, specific before general.
 */
import { textRules } from '../text-map.ts';
import { type Family, type Proposal, sub } from './grammar.ts';
import { abilityRules, miscRules, stadiumRules, toolRules } from './rules-abilities.ts';
import { damageRules } from './rules-damage.ts';
import { cardRules, energyRules, statusHealRules, switchRules } from './rules-effects.ts';
import { lastingRules } from './rules-lasting.ts';

/** The family of each effect type the registry has today (the current table's types). */
export const existingTypeFamily: Record<string, Family> = {
  coin_flip_bonus: 'damage-bonus',
  damage_per_heads: 'damage-bonus',
  coin_or_nothing: 'damage-bonus',
  damage_per_own_bench: 'damage-bonus',
  bonus_per_opponent_bench: 'damage-bonus',
  bonus_per_defender_energy: 'damage-bonus',
  bonus_per_own_bench_named: 'damage-bonus',
  bonus_if_extra_energy: 'damage-bonus',
  bonus_if_self_damaged: 'damage-bonus',
  bonus_if_defender_damaged: 'damage-bonus',
  bonus_if_defender_status: 'damage-bonus',
  bonus_if_defender_ex: 'damage-bonus',
  bonus_if_ko_last_turn: 'damage-bonus',
  copy_attack: 'rules-misc',
  random_hits: 'damage-other',
  damage_target: 'damage-other',
  damage_opponent_bench_each: 'damage-other',
  damage_own_bench_one: 'damage-other',
  self_damage: 'damage-other',
  discard_energy_self: 'energy',
  discard_random_energy: 'energy',
  energy_zone_attach: 'energy',
  move_energy_bench_to_active: 'energy',
  move_all_energy_bench_to_active: 'energy',
  energy_multiplier: 'energy',
  heal: 'status-heal',
  heal_self_by_damage_dealt: 'status-heal',
  inflict_status: 'status-heal',
  draw: 'cards',
  bench_from_deck: 'cards',
  search_deck_to_hand: 'cards',
  shuffle_hand_draw_per_opponent_hand: 'cards',
  opponent_shuffle_hand_draw: 'cards',
  reveal_hand: 'cards',
  discard_random_hand_card: 'cards',
  look_top_deck: 'cards',
  top_card_to_hand_if: 'cards',
  opponent_discard_basic_to_bench: 'cards',
  return_active_to_hand: 'switch-retreat',
  switch_opponent_active: 'switch-retreat',
  switch_self: 'switch-retreat',
  gust_opponent_basic: 'switch-retreat',
  shuffle_opponent_active_into_deck: 'switch-retreat',
  defender_attack_modifier: 'lasting',
  defender_attack_coin_gate: 'lasting',
  defender_cant_attack: 'lasting',
  defender_cant_retreat: 'lasting',
  self_damage_reduction_next_turn: 'lasting',
  self_attack_immunity_next_turn: 'lasting',
  block_supporters_next_turn: 'lasting',
  team_damage_reduction_next_turn: 'lasting',
  team_damage_boost_this_turn: 'lasting',
  retreat_reduction_this_turn: 'lasting',
  damage_reduction: 'abilities',
  counter_damage: 'abilities',
  supporter_lock: 'abilities',
  block_active_evolution: 'abilities',
  fossil: 'rules-misc',
  bonus_per_count: 'damage-bonus',
  damage_per_count: 'damage-bonus',
  bonus_if: 'damage-bonus',
  coin_tiers: 'damage-bonus',
  attack_rules: 'damage-bonus',
  discard_own_bench_bonus: 'damage-bonus',
  damage_all: 'damage-other',
  damage_own_bench_each: 'damage-other',
  knock_out: 'damage-other',
  set_remaining_hp: 'damage-other',
  gust: 'switch-retreat',
  switch_own_active: 'switch-retreat',
  bounce: 'switch-retreat',
  move_energy: 'energy',
  discard_energy: 'energy',
  cure_status: 'status-heal',
};

/** The current table's rules as proposals: what they read keeps their effect types (and those types' families). */
const tableRules: Proposal[] = textRules.map((r) => ({
  // A general rule (a wrapper) is of its clause's family.
  family: r.general ? 'inner' : 'by-type',
  pattern: r.pattern,
  make: (m, inner) =>
    r.effects(m, (clause) => {
      const t = /\.\)?$/.test(clause) ? clause : `${clause}.`;
      return sub(inner, t.charAt(0).toUpperCase() + t.slice(1));
    }),
}));

export const proposalRules: Proposal[] = [
  ...tableRules.filter((_, i) => !textRules[i].general),
  ...damageRules,
  ...lastingRules,
  ...energyRules,
  ...cardRules,
  ...statusHealRules,
  ...switchRules,
  ...toolRules,
  ...stadiumRules,
  ...abilityRules,
  ...miscRules,
  // The table's general rules (wrappers) after every specific proposal, as the table tries them.
  ...tableRules.filter((_, i) => textRules[i].general),
];

/** How many of the leading rules are the current table's. */
export const tableRuleCount = textRules.filter((r) => !r.general).length;

/**
 * Registered types a proposed type would take in (promote, then map the
 * old texts onto it): one general type where the table has several named ones.
 */
export const generalizes: Record<string, string[]> = {
  bonus_if: [
    'bonus_if_extra_energy',
    'bonus_if_self_damaged',
    'bonus_if_defender_damaged',
    'bonus_if_defender_status',
    'bonus_if_defender_ex',
    'bonus_if_ko_last_turn',
  ],
  bonus_per_count: ['bonus_per_opponent_bench', 'bonus_per_defender_energy', 'bonus_per_own_bench_named'],
  damage_per_count: ['damage_per_own_bench'],
  coin: ['the `coin: true` parameter of inflict_status, discard_random_energy, defender_cant_attack, …'],
  move_energy: ['move_energy_bench_to_active', 'move_all_energy_bench_to_active'],
  gust: ['gust_opponent_basic'],
  bounce: ['return_active_to_hand', 'shuffle_opponent_active_into_deck'],
  lock_cards: ['block_supporters_next_turn', 'supporter_lock'],
  lock_evolution: ['block_active_evolution'],
  retreat_modifier: ['retreat_reduction_this_turn'],
  damage_boost: ['team_damage_boost_this_turn'],
  cant_attack: ['defender_cant_attack'],
  prevent_damage: ['self_attack_immunity_next_turn (damage part)'],
};
