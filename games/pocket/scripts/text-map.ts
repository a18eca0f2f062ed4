/**
 * The card-text mapping: each rule reads one family of printed texts and
 * names the registered effect types (with their parameters) that do what the
 * text says. The import script runs every attack, ability and trainer text
 * through this table; a text no rule reads stays unmapped and the coverage
 * report lists it. A rule holds parameters only — behaviour lives in the
 * effect registry (src/effects/), never in this table.
 */
import type { EffectRef } from '../src/data/schema.ts';
import { abilityPassiveRules } from './text-map/abilities-passive.ts';
import { abilityTriggerRules } from './text-map/abilities-triggers.ts';
import { cardRules } from './text-map/cards.ts';
// The per-family tables (scripts/text-map/<family>.ts), spread into textRules one line each.
import { damageBonusRules } from './text-map/damage-bonus.ts';
import { damageOtherRules } from './text-map/damage-other.ts';
import { energyRules } from './text-map/energy.ts';
import { lastingRules } from './text-map/lasting.ts';
import { rulesMiscRules } from './text-map/rules-misc.ts';
import { stadiumRules } from './text-map/stadiums.ts';
import { statusHealRules } from './text-map/status-heal.ts';
import { switchRetreatRules } from './text-map/switch-retreat.ts';
import { toolRules } from './text-map/tools.ts';
import { wrapperRules } from './text-map/wrappers.ts';

/** Printed energy symbols ([G], [R], …) to the engine's energy letters (the same letters). */
const E = '\\[([GRWLPFDMC])\\]';
const NUM = '(\\d+)';
/**
 * One card's name: not a group ("Basic Pokémon", "Pokémon"), not a list
 * ("Wishiwashi or Wishiwashi ex"), not "each of …" (later sets word those
 * with other rules).
 */
const ONE_NAME = '((?!Basic |Pokémon\\b|each )(?:(?! or | and ).)+)';

export interface TextRule {
  /** Matched against the whole text (anchored). */
  pattern: RegExp;
  /**
   * The effects it reads; null when it does not read this text after all (a
   * phrase inside its pattern the vocabulary does not read). `inner` reads a
   * clause (a coin's heads, an `if`'s effects) with the whole table.
   */
  effects(m: RegExpMatchArray, inner: (clause: string) => EffectRef[] | null): EffectRef[] | null;
  /** A general rule (a wrapper around any clause): tried only when no specific rule reads the text. */
  general?: boolean;
  /**
   * A family rule more general than an older rule of this table (`bonus_per_count`
   * over `bonus_per_opponent_bench`): it reads a text only when no rule before
   * it does, so the texts the older rule reads keep its type (and the first
   * sets' data stays as it was).
   */
  yields?: boolean;
}

const statusWord: Record<string, string> = {
  Asleep: 'asleep',
  Poisoned: 'poisoned',
  Paralyzed: 'paralyzed',
  Burned: 'burned',
  Confused: 'confused',
};

/** "Ninetales, Rapidash, or Magmar" → names. */
function names(list: string): string[] {
  return list
    .split(/,\s*(?:or\s+)?|\s+or\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function rule(source: string, effects: (m: RegExpMatchArray) => EffectRef[]): TextRule {
  return { pattern: new RegExp(`^${source}$`), effects };
}

const int = (s: string) => Number.parseInt(s, 10);

export const textRules: TextRule[] = [
  // ---- damage: coin flips ----
  rule(`Flip a coin\\. If heads, this attack does ${NUM} more damage\\.`, (m) => [
    { type: 'coin_flip_bonus', coins: 1, bonus: int(m[1]) },
  ]),
  rule(
    `Flip a coin\\. If heads, this attack does ${NUM} more damage\\. If tails, this Pokémon also does ${NUM} damage to itself\\.`,
    (m) => [{ type: 'coin_flip_bonus', coins: 1, bonus: int(m[1]), tailsSelfDamage: int(m[2]) }],
  ),
  rule(`Flip ${NUM} coins\\. If both of them are heads, this attack does ${NUM} more damage\\.`, (m) => [
    { type: 'coin_flip_bonus', coins: int(m[1]), bonus: int(m[2]) },
  ]),
  rule(`Flip ${NUM} coins\\. This attack does ${NUM} damage for each heads\\.`, (m) => [
    { type: 'damage_per_heads', coins: int(m[1]), amount: int(m[2]) },
  ]),
  rule(`Flip a coin until you get tails\\. This attack does ${NUM} damage for each heads\\.`, (m) => [
    { type: 'damage_per_heads', coins: 'until_tails', amount: int(m[1]) },
  ]),
  rule(
    `Flip a coin for each Energy attached to this Pokémon\\. This attack does ${NUM} damage for each heads\\.`,
    (m) => [{ type: 'damage_per_heads', coins: 'per_energy', amount: int(m[1]) }],
  ),
  rule('Flip a coin\\. If tails, this attack does nothing\\.', () => [{ type: 'coin_or_nothing' }]),
  // ---- damage: counts and conditions ----
  rule(`This attack does ${NUM} damage for each of your Benched ${E} Pokémon\\.`, (m) => [
    { type: 'damage_per_own_bench', amount: int(m[1]), energyType: m[2] },
  ]),
  rule(`This attack does ${NUM} damage for each of your Benched Pokémon\\.`, (m) => [
    { type: 'damage_per_own_bench', amount: int(m[1]) },
  ]),
  rule(`This attack does ${NUM} more damage for each of your opponent's Benched Pokémon\\.`, (m) => [
    { type: 'bonus_per_opponent_bench', amount: int(m[1]) },
  ]),
  rule(
    `This attack does ${NUM} more damage for each Energy attached to your opponent's Active Pokémon\\.`,
    (m) => [{ type: 'bonus_per_defender_energy', amount: int(m[1]) }],
  ),
  rule(`This attack does ${NUM} more damage for each of your Benched ${ONE_NAME}\\.`, (m) => [
    { type: 'bonus_per_own_bench_named', amount: int(m[1]), name: m[2] },
  ]),
  rule(`This attack does ${NUM} more damage for each ${E} Energy attached to this Pokémon\\.`, (m) => [
    { type: 'bonus_per_own_energy', amount: int(m[1]), energyType: m[2] },
  ]),
  rule(
    `If this Pokémon has at least ${NUM} extra ${E} Energy attached, this attack does ${NUM} more damage\\.`,
    (m) => [{ type: 'bonus_if_extra_energy', extra: int(m[1]), energyType: m[2], bonus: int(m[3]) }],
  ),
  rule(`If this Pokémon has damage on it, this attack does ${NUM} more damage\\.`, (m) => [
    { type: 'bonus_if_self_damaged', bonus: int(m[1]) },
  ]),
  rule(`If your opponent's Active Pokémon has damage on it, this attack does ${NUM} more damage\\.`, (m) => [
    { type: 'bonus_if_defender_damaged', bonus: int(m[1]) },
  ]),
  rule(
    `If your opponent's Active Pokémon is (Poisoned|Asleep|Paralyzed|Burned|Confused), this attack does ${NUM} more damage\\.`,
    (m) => [{ type: 'bonus_if_defender_status', status: statusWord[m[1]], bonus: int(m[2]) }],
  ),
  rule(`If your opponent's Active Pokémon is a Pokémon ex, this attack does ${NUM} more damage\\.`, (m) => [
    { type: 'bonus_if_defender_ex', bonus: int(m[1]) },
  ]),
  rule(
    `If any of your Pokémon were Knocked Out by damage from an attack during your opponent's last turn, this attack does ${NUM} more damage\\.`,
    (m) => [{ type: 'bonus_if_ko_last_turn', bonus: int(m[1]) }],
  ),
  rule("Choose 1 of your opponent's Active Pokémon's attacks and use it as this attack\\.", () => [
    { type: 'copy_attack', from: 'opponent_active', requireEnergy: false },
  ]),
  rule(
    "Choose 1 of your opponent's Pokémon's attacks and use it as this attack\\. If this Pokémon doesn't have the necessary Energy to use that attack, this attack does nothing\\.",
    () => [{ type: 'copy_attack', from: 'opponent_any', requireEnergy: true }],
  ),
  // ---- damage elsewhere ----
  rule(
    `1 of your opponent's Pokémon is chosen at random ${NUM} times\\. For each time a Pokémon was chosen, do ${NUM} damage to it\\.`,
    (m) => [{ type: 'random_hits', times: int(m[1]), amount: int(m[2]) }],
  ),
  rule(`This attack does ${NUM} damage to 1 of your opponent's Pokémon\\.`, (m) => [
    { type: 'damage_target', amount: int(m[1]), among: 'opponent_any' },
  ]),
  rule(`This attack does ${NUM} damage to 1 of your opponent's Benched Pokémon\\.`, (m) => [
    { type: 'damage_target', amount: int(m[1]), among: 'opponent_bench' },
  ]),
  rule(
    `Discard ${NUM} ${E} Energy from this Pokémon\\. This attack does ${NUM} damage to 1 of your opponent's Pokémon\\.`,
    (m) => [
      { type: 'damage_target', amount: int(m[3]), among: 'opponent_any' },
      { type: 'discard_energy_self', count: int(m[1]), energyType: m[2] },
    ],
  ),
  rule(`Once during your turn, you may do ${NUM} damage to 1 of your opponent's Pokémon\\.`, (m) => [
    { type: 'damage_target', amount: int(m[1]), among: 'opponent_any' },
  ]),
  rule(`This attack also does ${NUM} damage to each of your opponent's Benched Pokémon\\.`, (m) => [
    { type: 'damage_opponent_bench_each', amount: int(m[1]) },
  ]),
  rule(`This attack also does ${NUM} damage to 1 of your Benched Pokémon\\.`, (m) => [
    { type: 'damage_own_bench_one', amount: int(m[1]) },
  ]),
  rule(`This Pokémon also does ${NUM} damage to itself\\.`, (m) => [
    { type: 'self_damage', amount: int(m[1]) },
  ]),
  // ---- energy ----
  rule(`Discard ${NUM} ${E} Energy from this Pokémon\\.`, (m) => [
    { type: 'discard_energy_self', count: int(m[1]), energyType: m[2] },
  ]),
  rule(`Discard a ${E} Energy from this Pokémon\\.`, (m) => [
    { type: 'discard_energy_self', count: 1, energyType: m[1] },
  ]),
  rule('Discard all Energy from this Pokémon\\.', () => [{ type: 'discard_energy_self', count: 'all' }]),
  rule(
    "Discard a random Energy from among the Energy attached to all Pokémon \\(both yours and your opponent's\\)\\.",
    () => [{ type: 'discard_random_energy', from: 'all_in_play', coin: false }],
  ),
  rule("Discard a random Energy from your opponent's Active Pokémon\\.", () => [
    { type: 'discard_random_energy', from: 'opponent_active', coin: false },
  ]),
  rule("Flip a coin\\. If heads, discard a random Energy from your opponent's Active Pokémon\\.", () => [
    { type: 'discard_random_energy', from: 'opponent_active', coin: true },
  ]),
  rule(`Take a ${E} Energy from your Energy Zone and attach it to this Pokémon\\.`, (m) => [
    { type: 'energy_zone_attach', energyType: m[1], target: 'self', count: 1 },
  ]),
  rule(`Take a ${E} Energy from your Energy Zone and attach it to 1 of your Benched ${E} Pokémon\\.`, (m) => [
    { type: 'energy_zone_attach', energyType: m[1], target: 'own_bench', targetType: m[2], count: 1 },
  ]),
  rule(
    `Flip ${NUM} coins\\. Take an amount of ${E} Energy from your Energy Zone equal to the number of heads and attach it to your Benched ${E} Pokémon in any way you like\\.`,
    (m) => [
      {
        type: 'energy_zone_attach',
        energyType: m[2],
        target: 'own_bench',
        targetType: m[3],
        count: 'per_heads',
        coins: int(m[1]),
      },
    ],
  ),
  rule(
    `Choose 1 of your ${E} Pokémon, and flip a coin until you get tails\\. For each heads, take a ${E} Energy from your Energy Zone and attach it to that Pokémon\\.`,
    (m) => [
      {
        type: 'energy_zone_attach',
        energyType: m[2],
        target: 'own_any',
        targetType: m[1],
        count: 'per_heads',
        coins: 'until_tails',
        sameTarget: true,
      },
    ],
  ),
  rule(`Take a ${E} Energy from your Energy Zone and attach it to (?!1 of |this |each of )(.+)\\.`, (m) => [
    { type: 'energy_zone_attach', energyType: m[1], target: 'own_any', names: names(m[2]), count: 1 },
  ]),
  rule(
    `Once during your turn, you may take a ${E} Energy from your Energy Zone and attach it to this Pokémon\\.`,
    (m) => [{ type: 'energy_zone_attach', energyType: m[1], target: 'self', count: 1 }],
  ),
  rule(
    `Once during your turn, you may take a ${E} Energy from your Energy Zone and attach it to the ${E} Pokémon in the Active Spot\\.`,
    (m) => [
      { type: 'energy_zone_attach', energyType: m[1], target: 'own_active', targetType: m[2], count: 1 },
    ],
  ),
  rule(
    `As often as you like during your turn, you may move a ${E} Energy from 1 of your Benched ${E} Pokémon to your Active ${E} Pokémon\\.`,
    (m) => [{ type: 'move_energy_bench_to_active', energyType: m[1], benchType: m[2], activeType: m[3] }],
  ),
  rule(`Move all ${E} Energy from your Benched Pokémon to your (.+) in the Active Spot\\.`, (m) => [
    { type: 'move_all_energy_bench_to_active', energyType: m[1], names: names(m[2]) },
  ]),
  rule(
    `Each ${E} Energy attached to your ${E} Pokémon provides ${NUM} ${E} Energy\\. This effect doesn't stack\\.`,
    (m) => [{ type: 'energy_multiplier', energyType: m[1], pokemonType: m[2], multiplier: int(m[3]) }],
  ),
  // ---- healing ----
  rule(`Heal ${NUM} damage from this Pokémon\\.`, (m) => [
    { type: 'heal', amount: int(m[1]), target: 'self' },
  ]),
  rule(`Heal ${NUM} damage from each of your Pokémon\\.`, (m) => [
    { type: 'heal', amount: int(m[1]), target: 'all_own' },
  ]),
  rule(`Once during your turn, you may heal ${NUM} damage from each of your Pokémon\\.`, (m) => [
    { type: 'heal', amount: int(m[1]), target: 'all_own' },
  ]),
  rule(`Heal ${NUM} damage from 1 of your Pokémon\\.`, (m) => [
    { type: 'heal', amount: int(m[1]), target: 'one_own' },
  ]),
  rule(`Heal ${NUM} damage from 1 of your ${E} Pokémon\\.`, (m) => [
    { type: 'heal', amount: int(m[1]), target: 'one_own', targetType: m[2] },
  ]),
  rule(
    "Heal from this Pokémon the same amount of damage you did to your opponent's Active Pokémon\\.",
    () => [{ type: 'heal_self_by_damage_dealt' }],
  ),
  // ---- cards ----
  rule('Draw a card\\.', () => [{ type: 'draw', count: 1 }]),
  rule(`Draw ${NUM} cards\\.`, (m) => [{ type: 'draw', count: int(m[1]) }]),
  rule(`Put 1 random ${ONE_NAME} from your deck onto your Bench\\.`, (m) => [
    { type: 'bench_from_deck', name: m[1] },
  ]),
  rule(`Put 1 random ${E} Pokémon from your deck into your hand\\.`, (m) => [
    { type: 'search_deck_to_hand', energyType: m[1] },
  ]),
  rule('Put a random Basic Pokémon from your deck into your hand\\.', () => [
    { type: 'search_deck_to_hand', basic: true },
  ]),
  rule("Shuffle your hand into your deck\\. Draw a card for each card in your opponent's hand\\.", () => [
    { type: 'shuffle_hand_draw_per_opponent_hand' },
  ]),
  rule(`Your opponent shuffles their hand into their deck and draws ${NUM} cards\\.`, (m) => [
    { type: 'opponent_shuffle_hand_draw', count: int(m[1]) },
  ]),
  rule('Your opponent reveals their hand\\.', () => [{ type: 'reveal_hand' }]),
  rule("Flip a coin\\. If heads, discard a random card from your opponent's hand\\.", () => [
    { type: 'discard_random_hand_card', coin: true },
  ]),
  rule(`Look at the top ${NUM} cards of your deck\\.`, (m) => [{ type: 'look_top_deck', count: int(m[1]) }]),
  rule('Look at the top card of your deck\\.', () => [{ type: 'look_top_deck', count: 1 }]),
  rule('Once during your turn, you may look at the top card of your deck\\.', () => [
    { type: 'look_top_deck', count: 1 },
  ]),
  rule(
    `Look at the top card of your deck\\. If that card is a ${E} Pokémon, put it into your hand\\. If it is not a ${E} Pokémon, put it on the bottom of your deck\\.`,
    (m) => [{ type: 'top_card_to_hand_if', energyType: m[1] }],
  ),
  rule("Put a Basic Pokémon from your opponent's discard pile onto their Bench\\.", () => [
    { type: 'opponent_discard_basic_to_bench' },
  ]),
  rule('Put your (.+) in the Active Spot into your hand\\.', (m) => [
    { type: 'return_active_to_hand', names: names(m[1]) },
  ]),
  // ---- switching ----
  rule(
    "Switch out your opponent's Active Pokémon to the Bench\\. \\(Your opponent chooses the new Active Pokémon\\.\\)",
    () => [{ type: 'switch_opponent_active' }],
  ),
  rule(
    "Once during your turn, you may switch out your opponent's Active Pokémon to the Bench\\. \\(Your opponent chooses the new Active Pokémon\\.\\)",
    () => [{ type: 'switch_opponent_active' }],
  ),
  rule('Switch this Pokémon with 1 of your Benched Pokémon\\.', () => [{ type: 'switch_self' }]),
  rule(
    "If this Pokémon is in the Active Spot, once during your turn, you may switch in 1 of your opponent's Benched Basic Pokémon to the Active Spot\\.",
    () => [{ type: 'gust_opponent_basic' }],
  ),
  rule('Flip a coin\\. If heads, your opponent shuffles their Active Pokémon into their deck\\.', () => [
    { type: 'shuffle_opponent_active_into_deck', coin: true },
  ]),
  // ---- special conditions ----
  rule("Your opponent's Active Pokémon is now (Asleep|Poisoned|Paralyzed|Burned|Confused)\\.", (m) => [
    { type: 'inflict_status', status: statusWord[m[1]], coin: false },
  ]),
  rule(
    "Flip a coin\\. If heads, your opponent's Active Pokémon is now (Asleep|Poisoned|Paralyzed|Burned|Confused)\\.",
    (m) => [{ type: 'inflict_status', status: statusWord[m[1]], coin: true }],
  ),
  rule(
    "Once during your turn, if this Pokémon is in the Active Spot, you may make your opponent's Active Pokémon (Asleep|Poisoned|Paralyzed|Burned|Confused)\\.",
    (m) => [{ type: 'inflict_status', status: statusWord[m[1]], coin: false }],
  ),
  rule(
    "Once during your turn, you may flip a coin\\. If heads, your opponent's Active Pokémon is now (Asleep|Poisoned|Paralyzed|Burned|Confused)\\.",
    (m) => [{ type: 'inflict_status', status: statusWord[m[1]], coin: true }],
  ),
  // ---- effects that last (active effects) ----
  rule(
    `During your opponent's next turn, attacks used by the Defending Pokémon do -${NUM} damage\\.`,
    (m) => [{ type: 'defender_attack_modifier', amount: -int(m[1]) }],
  ),
  rule(
    "During your opponent's next turn, if the Defending Pokémon tries to use an attack, your opponent flips a coin\\. If tails, that attack doesn't happen\\.",
    () => [{ type: 'defender_attack_coin_gate' }],
  ),
  rule("During your opponent's next turn, the Defending Pokémon can't attack\\.", () => [
    { type: 'defender_cant_attack', coin: false },
  ]),
  rule(
    "Flip a coin\\. If heads, the Defending Pokémon can't attack during your opponent's next turn\\.",
    () => [{ type: 'defender_cant_attack', coin: true }],
  ),
  rule("During your opponent's next turn, the Defending Pokémon can't retreat\\.", () => [
    { type: 'defender_cant_retreat' },
  ]),
  rule(`During your opponent's next turn, this Pokémon takes -${NUM} damage from attacks\\.`, (m) => [
    { type: 'self_damage_reduction_next_turn', amount: int(m[1]) },
  ]),
  rule(
    "Flip a coin\\. If heads, during your opponent's next turn, prevent all damage from—and effects of—attacks done to this Pokémon\\.",
    () => [{ type: 'self_attack_immunity_next_turn', coin: true }],
  ),
  rule("Your opponent can't use any Supporter cards from their hand during their next turn\\.", () => [
    { type: 'block_supporters_next_turn' },
  ]),
  rule(
    `During your opponent's next turn, all of your Pokémon take -${NUM} damage from attacks from your opponent's Pokémon\\.`,
    (m) => [{ type: 'team_damage_reduction_next_turn', amount: int(m[1]) }],
  ),
  rule(
    `During this turn, attacks used by your Pokémon do \\+${NUM} damage to your opponent's Active Pokémon\\.`,
    (m) => [{ type: 'team_damage_boost_this_turn', amount: int(m[1]) }],
  ),
  rule(
    `During this turn, attacks used by your (?!Pokémon )(.+) do \\+${NUM} damage to your opponent's Active Pokémon\\.`,
    (m) => [{ type: 'team_damage_boost_this_turn', amount: int(m[2]), names: names(m[1]) }],
  ),
  rule(`During this turn, the Retreat Cost of your Active Pokémon is ${NUM} less\\.`, (m) => [
    { type: 'retreat_reduction_this_turn', amount: int(m[1]) },
  ]),
  // ---- passive abilities (auras) ----
  rule(`This Pokémon takes -${NUM} damage from attacks\\.`, (m) => [
    { type: 'damage_reduction', amount: int(m[1]) },
  ]),
  rule(
    `If this Pokémon is in the Active Spot and is damaged by an attack from your opponent's Pokémon, do ${NUM} damage to the Attacking Pokémon\\.`,
    (m) => [{ type: 'counter_damage', amount: int(m[1]) }],
  ),
  rule(
    "As long as this Pokémon is in the Active Spot, your opponent can't use any Supporter cards from their hand\\.",
    () => [{ type: 'supporter_lock' }],
  ),
  rule("Your opponent can't play any Pokémon from their hand to evolve their Active Pokémon\\.", () => [
    { type: 'block_active_evolution' },
  ]),
  // ---- fossils ----
  rule(
    `Play this card as if it were a ${NUM}-HP Basic ${E} Pokémon\\.At any time during your turn, you may discard this card from play\\.This card can't retreat\\.`,
    (m) => [{ type: 'fossil', hp: int(m[1]), energyType: m[2] }],
  ),
  ...damageBonusRules,
  ...damageOtherRules,
  ...switchRetreatRules,
  ...rulesMiscRules,
  ...energyRules,
  ...statusHealRules,
  ...wrapperRules,
  ...toolRules,
  ...cardRules,
  ...stadiumRules,
  ...abilityTriggerRules,
  ...abilityPassiveRules,
  ...lastingRules,
];

/** A text's reading: the effects, and the rules that read it (its parts' rules when it is read sentence by sentence). */
export interface TextReading {
  effects: EffectRef[];
  rules: number[];
}

const capitalized = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
/** Sentences of a text: split after a full stop followed by a capital or a digit. */
const sentences = (t: string) => t.split(/(?<=\.)\s*(?=[A-Z0-9])/).filter((x) => x.trim() !== '');

/** The rules that read `plain` whole (specific rules; the general ones only when no specific one does). */
export function readersOf(text: string): number[] {
  const plain = text.replace(/\s/g, ' ');
  for (const general of [false, true]) {
    const out: number[] = [];
    textRules.forEach((r, i) => {
      if (!!r.general !== general) return;
      if (r.yields && out.length > 0) return;
      const m = plain.match(r.pattern);
      if (m && r.effects(m, inner) !== null) out.push(i);
    });
    if (out.length > 0) return out;
  }
  return [];
}

const memo = new Map<string, TextReading | null>();
/**
 * How the table reads a text: whole by the first rule that reads it
 * (specific rules before general ones), else as a first part (1..n-1
 * sentences) read whole and the rest read the same way.
 */
export function readText(text: string): TextReading | null {
  // Some printed texts use a no-break space; the rules read plain spaces.
  const plain = text.replace(/\s/g, ' ').trim();
  const hit = memo.get(plain);
  if (hit !== undefined) return hit;
  memo.set(plain, null); // a rule reading its own text again finds nothing
  let out: TextReading | null = null;
  for (const general of [false, true]) {
    for (let i = 0; i < textRules.length && !out; i++) {
      const r = textRules[i];
      if (!!r.general !== general) continue;
      const m = plain.match(r.pattern);
      const effects = m && r.effects(m, inner);
      if (effects) out = { effects, rules: [i] };
    }
    if (out) break;
  }
  if (!out) {
    const parts = sentences(plain);
    for (let k = 1; k < parts.length && !out; k++) {
      const head = readText(parts.slice(0, k).join(' '));
      const tail = head && readText(parts.slice(k).join(' '));
      if (head && tail)
        out = { effects: [...head.effects, ...tail.effects], rules: [...head.rules, ...tail.rules] };
    }
  }
  memo.set(plain, out);
  return out;
}

/** A clause inside a wrapper ("your opponent's Active Pokémon is now Poisoned."), read as a sentence. */
function inner(clause: string): EffectRef[] | null {
  const t = /\.\)?$/.test(clause) ? clause : `${clause}.`;
  return readText(capitalized(t))?.effects ?? null;
}

/** The effects a text maps to, or null when no rule reads it. */
export function mapText(text: string): EffectRef[] | null {
  return readText(text)?.effects ?? null;
}

/**
 * How an ability is used, read from its wording: passive (always on while
 * in play), once per turn, or as often as the owner likes; and whether it
 * works only from the Active Spot.
 */
export function abilityUse(text: string): { use: 'passive' | 'once' | 'unlimited'; activeOnly: boolean } {
  const activeOnly =
    /(?:If|As long as) this Pokémon is in the Active Spot|if this Pokémon is in the Active Spot/.test(text);
  if (/^As often as you like/.test(text)) return { use: 'unlimited', activeOnly };
  // "Once during your turn, after you flip any coins …, you may …": a reaction the flow offers, never an action.
  if (/^Once during your turn, after /.test(text)) return { use: 'passive', activeOnly };
  if (/[Oo]nce during your turn/.test(text)) return { use: 'once', activeOnly };
  return { use: 'passive', activeOnly };
}
