/**
 * The status-heal family: Special Conditions on the opponent, the user or
 * both Active Pokémon, recovering from them, and healing chosen, Benched,
 * Active or every own Pokémon of a type, stage or name (moved here from the
 * inventory's proposals, scripts/inventory/rules-effects.ts). Not read yet
 * (their proposals stay in the inventory): a condition chosen at random or
 * by the player, Poison's damage changed, a Stadium or a Tool as condition,
 * and "that Pokémon" after a heal ("If you do, discard …").
 */
import { names } from '../inventory/grammar.ts';
import type { TextRule } from '../text-map.ts';
import { E, type EffectRef, int, N, readCondition, rule } from './rule.ts';

const STATUS = '(Asleep|Burned|Confused|Paralyzed|Poisoned)';
const status = (word: string) => word.toLowerCase();
const yields = { yields: true };

/** "your Active Pokémon", "each of your Benched Basic Pokémon", "1 of your Carracosta or Jellicent", … → heal's target parameters. */
function healTarget(who: string): Record<string, unknown> | null {
  if (who === 'your Active Pokémon') return { target: 'own_active' };
  const m = who.match(
    /^(1|each) of your (Benched )?(?:(Basic|Stage 1|Stage 2) )?(?:\[([GRWLPFDMC])\] )?Pokémon( ex)?(?: that has (any|(\d) or more) (?:\[([GRWLPFDMC])\] )?Energy attached)?$/,
  );
  if (m) {
    const stage = m[3] === undefined ? undefined : m[3] === 'Basic' ? 0 : int(m[3].slice(-1));
    return {
      target: `${m[1] === '1' ? 'one' : 'all'}_own${m[2] ? '_bench' : ''}`,
      ...(stage === undefined ? {} : { stage }),
      ...(m[4] ? { targetType: m[4] } : {}),
      ...(m[5] ? { ex: true } : {}),
      ...(m[6] ? { withEnergy: m[8] ?? 'any' } : {}),
      ...(m[7] ? { energyAtLeast: int(m[7]) } : {}),
    };
  }
  // "1 of your Miltank", "1 of your Shiinotic or Tsareena": card names (no group word).
  const n = who.match(/^1 of your ((?:(?!Pokémon|Benched|each ).)+)$/);
  return n ? { target: 'one_own', names: names(n[1]) } : null;
}

const cures: Record<string, unknown> = {
  'all Special Conditions': 'all',
  'being Asleep, Paralyzed, and Confused': ['asleep', 'paralyzed', 'confused'],
};

/** The effect types this family's rules name (an Ability's "you may …" reads only these, and "If you do" after a heal). */
const familyTypes = new Set(['heal', 'cure_status', 'inflict_status']);
const ofFamily = (e: EffectRef) =>
  familyTypes.has(e.type) || (e.type === 'if' && (e.condition as { is: string }).is === 'healed');

export const statusHealRules: TextRule[] = [
  // ---- Special Conditions ----
  rule(`This Pokémon is now ${STATUS}\\.`, (m) => [
    { type: 'inflict_status', status: status(m[1]), coin: false, target: 'self' },
  ]),
  rule(`Both Active Pokémon are now ${STATUS}\\.`, (m) => [
    { type: 'inflict_status', status: status(m[1]), coin: false, target: 'both_active' },
  ]),
  rule(`Your opponent's Active Pokémon is now ${STATUS} and ${STATUS}\\.`, (m) => [
    { type: 'inflict_status', status: status(m[1]), coin: false },
    { type: 'inflict_status', status: status(m[2]), coin: false },
  ]),
  // An Ability's "you may make your opponent's Active Pokémon Burned", read as its clause.
  rule(`Make your opponent's Active Pokémon ${STATUS}\\.`, (m) => [
    { type: 'inflict_status', status: status(m[1]), coin: false },
  ]),
  // Poison's Checkup damage set by the attack that inflicts it.
  rule(
    `Your opponent's Active Pokémon is now ${STATUS}\\. Do ${N} damage to this Pokémon instead of the usual amount for this Special Condition\\.`,
    (m) => [{ type: 'inflict_status', status: status(m[1]), coin: false, damage: int(m[2]) }],
  ),
  rule("During your opponent's next turn, that Pokémon can't retreat\\.", () => [
    { type: 'defender_cant_retreat' },
  ]),
  rule(`This Pokémon is now ${STATUS}\\. Heal ${N} damage from it\\.`, (m) => [
    { type: 'inflict_status', status: status(m[1]), coin: false, target: 'self' },
    { type: 'heal', amount: int(m[2]), target: 'self' },
  ]),
  rule('This Pokémon recovers from all Special Conditions\\.', () => [
    { type: 'cure_status', target: 'self' },
  ]),
  rule('Remove a random Special Condition from your Active Pokémon\\.', () => [
    { type: 'cure_status', target: 'own_active', which: 'random' },
  ]),
  // ---- healing ----
  rule(`Heal ${N} damage and remove a random Special Condition from your Active Pokémon\\.`, (m) => [
    // One step: the item is playable when the Active Pokémon has damage or a Special Condition.
    { type: 'heal', amount: int(m[1]), target: 'own_active', cures: 'random' },
  ]),
  rule(
    `Heal (\\d+|all) damage from ([^.,]+?)(?:, and it recovers from (all Special Conditions|being Asleep, Paralyzed, and Confused))?\\.`,
    (m) => {
      const t = healTarget(m[2]);
      const amount = m[1] === 'all' ? 'all' : int(m[1]);
      return t && [{ type: 'heal', amount, ...t, ...(m[3] ? { cures: cures[m[3]] } : {}) }];
    },
    yields,
  ),
  // "If tails, this attack does nothing" before a Special Condition on heads (the lasting family's attack_does_nothing).
  rule(
    `Flip a coin\\. If tails, this attack does nothing\\. If heads, your opponent's Active Pokémon is now ${STATUS}\\.`,
    (m) => [
      {
        type: 'coin',
        coins: 1,
        heads: [{ type: 'inflict_status', status: status(m[1]), coin: false }],
        tails: [{ type: 'attack_does_nothing' }],
      },
    ],
  ),
  // A Special Condition chosen at random (none already affecting the Pokémon) or by the player.
  rule(
    "1 Special Condition from among ((?:(?:Asleep|Burned|Confused|Paralyzed|Poisoned)(?:, (?:and )?| and )?)+) is chosen at random, and your opponent's Active Pokémon is now affected by that Special Condition\\. Any Special Conditions already affecting that Pokémon will not be chosen\\.",
    (m) => [
      {
        type: 'inflict_status',
        status: { random: m[1].split(/, and |, | and /).map(status), notAlready: true },
        coin: false,
      },
    ],
  ),
  rule(
    'Once during your turn, you may use this Ability\\. (1 Special Condition from among .+)',
    (m, inner) => {
      const effects = inner(m[1]);
      return effects?.every(ofFamily) ? effects : null;
    },
  ),
  rule(
    `Choose either ${STATUS} or ${STATUS}\\. Your opponent's Active Pokémon is now affected by that Special Condition\\.`,
    (m) => [{ type: 'inflict_status', status: { choose: [status(m[1]), status(m[2])] }, coin: false }],
  ),
  // An Ability's "Once during your turn, (if this Pokémon is in the Active Spot,) you may heal / remove / make …".
  rule(
    'Once during your turn, (?:if this Pokémon is in the Active Spot, )?you may ((?:heal|remove|make) .+)',
    (m, inner) => {
      const effects: EffectRef[] | null = inner(m[1]);
      return effects?.every(ofFamily) ? effects : null;
    },
    yields,
  ),
  // ---- after a heal: "that Pokémon" is the one healed (ctx.healed), "If you do" is "if you healed any damage" ----
  rule(`If you healed any damage in this way, discard ${N} ${E} Energy from that Pokémon\\.`, (m) => [
    {
      type: 'if',
      condition: { is: 'healed' },
      effects: [{ type: 'discard_energy', from: 'healed', count: int(m[1]), energyType: m[2] }],
    },
  ]),
  rule('If you do, discard all Energy from that Pokémon\\.', () => [
    {
      type: 'if',
      condition: { is: 'healed' },
      effects: [{ type: 'discard_energy', from: 'healed', count: 'all' }],
    },
  ]),
  rule('If you do, discard a random Energy from that Pokémon\\.', () => [
    {
      type: 'if',
      condition: { is: 'healed' },
      effects: [{ type: 'discard_random_energy', from: 'healed', coin: false, count: 1 }],
    },
  ]),
  // Lucky Ice Pop: the card names itself ("this card").
  rule(
    'If you healed any damage in this way, flip a coin\\. If heads, put this [^.]+ into your hand instead of the discard pile\\.',
    () => [
      {
        type: 'if',
        condition: { is: 'healed' },
        effects: [{ type: 'coin', coins: 1, heads: [{ type: 'return_played_card_to_hand' }] }],
      },
    ],
  ),
  // "Once during your turn, if this Pokémon has a Pokémon Tool attached, you may heal …": the condition gates the Ability.
  rule(
    'Once during your turn, if (?!this Pokémon is in the Active Spot)([^,]+), you may (heal .+)',
    (m, inner) => {
      const condition = readCondition(m[1]);
      const effects = inner(m[2]);
      return condition && effects?.every(ofFamily) ? [{ type: 'if', gate: true, condition, effects }] : null;
    },
  ),
];
