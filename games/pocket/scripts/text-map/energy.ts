/**
 * The energy family: Energy from the Energy Zone to the user or a chosen
 * own Pokémon (of a stage or type), Energy discarded from the user (of listed
 * types, all of a type, at random), from the opponent's Active Pokémon, from
 * both Active Pokémon or from among all (own) Pokémon (moved here from the
 * inventory's proposals, scripts/inventory/rules-effects.ts). Not read yet
 * (their proposals stay in the inventory): Energy from the discard pile,
 * moving any amount of Energy, changing Energy types, "your turn ends".
 */
import type { TextRule } from '../text-map.ts';
import { E, type EffectRef, int, N, rule } from './rule.ts';

const yields = { yields: true };
const many = (s: string) => (s === 'a' ? 1 : int(s));

/** "this Pokémon", "1 of your Benched Basic Pokémon", "1 of your Stage 2 Pokémon", … → energy_zone_attach's target parameters. */
function zoneTarget(to: string): Record<string, unknown> | null {
  if (to === 'this Pokémon') return { target: 'self' };
  const m = to.match(/^1 of your (Benched )?(?:(Basic|Stage 1|Stage 2) )?(?:\[([GRWLPFDMC])\] )?Pokémon$/);
  if (!m) return null;
  return {
    target: m[1] ? 'own_bench' : 'own_any',
    ...(m[2] === undefined ? {} : { stage: m[2] === 'Basic' ? 0 : int(m[2].slice(-1)) }),
    ...(m[3] ? { targetType: m[3] } : {}),
  };
}

/** The effect types this family's rules name (an Ability's "you may take …" reads only these). */
const familyTypes = new Set(['energy_zone_attach', 'self_damage', 'move_energy']);
const moveCount = (s: string) => (s === 'all' ? 'all' : s === 'a' || s === 'an' ? 1 : int(s));

export const energyRules: TextRule[] = [
  rule(
    'You may move any amount of Energy from your Pokémon in play to your other Pokémon in any way you like\\.',
    () => [{ type: 'move_energy_any' }],
  ),
  // "Flip 2 coins. For each heads, discard a random Energy … If both of them are tails, this attack does nothing.": flipped before the damage.
  rule(
    "Flip (2|3) coins\\. For each heads, discard a random Energy from your opponent's Active Pokémon\\. If (?:both|all) of them are tails, this attack does nothing\\.",
    (m) => [
      {
        type: 'coin',
        coins: int(m[1]),
        eachHeads: [{ type: 'discard_random_energy', from: 'opponent_active', coin: false }],
        nothingIfAllTails: true,
        phase: 'before_damage',
      },
    ],
  ),
  // ---- Energy from the Energy Zone ----
  rule(
    `Take a random Energy from among ((?:${E}, )+and ${E}) Energy from your Energy Zone and attach it to ([^.]+)\\.`,
    (m) => {
      const t = zoneTarget(m[m.length - 1]);
      const types = [...m[1].matchAll(/\[([GRWLPFDMC])\]/g)].map((x) => x[1]);
      return t && [{ type: 'energy_zone_attach', energyType: types, count: 1, ...t, random: true }];
    },
  ),
  rule(
    `Take (a|2|3) ${E} Energy from your Energy Zone and attach it to ([^.]+)\\.`,
    (m) => {
      const t = zoneTarget(m[3]);
      const count = many(m[1]);
      // "Take 2 [M] Energy … and attach it to 1 of your Benched Pokémon": both go to the one chosen.
      const same = count > 1 && t && t.target !== 'self' ? { sameTarget: true } : {};
      return t && [{ type: 'energy_zone_attach', energyType: m[2], count, ...t, ...same }];
    },
    yields,
  ),
  rule(
    `Take (a|2|3) ${E} Energy from your Energy Zone and attach it to your (?:${E} )?Pokémon in any way you like\\.`,
    (m) => [
      {
        type: 'energy_zone_attach',
        energyType: m[2],
        count: many(m[1]),
        target: 'own_any',
        ...(m[3] ? { targetType: m[3] } : {}),
      },
    ],
  ),
  // "Take a [W] and a [L] Energy …" / "Take a [R], [W], and [L] Energy …": one of each type.
  rule(
    `Take a ${E},? (?:and a |${E}, and )${E} Energy from your Energy Zone and attach them to (this Pokémon|your Benched Basic Pokémon in any way you like)\\.`,
    (m) => [
      {
        type: 'energy_zone_attach',
        energyType: [m[1], m[2], m[3]].filter(Boolean),
        count: 1,
        ...(m[4] === 'this Pokémon' ? { target: 'self' } : { target: 'own_bench', stage: 0 }),
      },
    ],
  ),
  rule(
    `Once during your turn, you may take ${N} ${E} Energy from your Energy Zone and attach it to this Pokémon\\. If you do, do ${N} damage to this Pokémon\\.`,
    (m) => [
      { type: 'energy_zone_attach', energyType: m[2], count: int(m[1]), target: 'self' },
      { type: 'self_damage', amount: int(m[3]) },
    ],
  ),
  // An Ability's "Once during your turn, (if this Pokémon is in the Active Spot,) you may take …".
  rule(
    'Once during your turn, (?:if this Pokémon is in the Active Spot, )?you may ((?:take|move) .+)',
    (m, inner) => {
      const effects: EffectRef[] | null = inner(m[1]);
      return effects?.every((e) => familyTypes.has(e.type)) ? effects : null;
    },
    yields,
  ),
  rule(
    `Choose (2) of your Benched Pokémon\\. For each of those Pokémon, take a ${E} Energy from your Energy Zone and attach it to that Pokémon\\.`,
    (m) => [{ type: 'energy_zone_attach', energyType: m[2], count: 1, target: 'own_bench', each: int(m[1]) }],
  ),
  rule(`Take a ${E} Energy from your Energy Zone and attach it to each of your (.+) and (.+)\\.`, (m) => [
    {
      type: 'energy_zone_attach',
      energyType: m[1],
      count: 1,
      target: 'own_any',
      names: [m[2], m[3]],
      each: 'all',
    },
  ]),
  // ---- moving ----
  rule(`Move (an|2|all|2 random) (?:${E} )?Energy from this Pokémon to 1 of your Benched Pokémon\\.`, (m) => [
    {
      type: 'move_energy',
      from: 'self',
      to: 'own_bench_one',
      count: moveCount(m[1].replace(' random', '')),
      ...(m[2] ? { energyType: m[2] } : {}),
      ...(m[1].endsWith('random') ? { random: true } : {}),
    },
  ]),
  rule(
    `Move an? (?:${E} |${E}, ${E}, or ${E} )?Energy from 1 of your Benched Pokémon to your Active Pokémon\\.`,
    (m) => [
      {
        type: 'move_energy',
        from: 'own_bench_one',
        to: 'own_active',
        count: 1,
        ...(m[1] ? { energyType: m[1] } : {}),
        ...(m[2] ? { energyTypes: [m[2], m[3], m[4]] } : {}),
      },
    ],
  ),
  rule(
    `Move all ${E} Energy from (1 of your Benched ${E} Pokémon|each of your Pokémon) to (your Active Pokémon|this Pokémon)\\.`,
    (m) => [
      {
        type: 'move_energy',
        from: m[3] ? 'own_bench_one' : 'own_all',
        ...(m[3] ? { fromType: m[3] } : {}),
        to: m[4] === 'this Pokémon' ? 'self' : 'own_active',
        count: 'all',
        energyType: m[1],
      },
    ],
  ),
  // ---- discarding ----
  rule(`Discard (a|2) random Energy from (this Pokémon|both Active Pokémon)\\.`, (m) => [
    {
      type: 'discard_random_energy',
      from: m[2] === 'this Pokémon' ? 'self' : 'both_active',
      coin: false,
      ...(m[1] === 'a' ? {} : { count: int(m[1]) }),
    },
  ]),
  rule(
    "Discard (2|3) random Energy from among the Energy attached to all (of your Pokémon|Pokémon \\(both yours and your opponent's\\))\\.",
    (m) => [
      {
        type: 'discard_random_energy',
        from: m[2] === 'of your Pokémon' ? 'own_all' : 'all_in_play',
        coin: false,
        count: int(m[1]),
      },
    ],
  ),
  rule(`Discard a ${E},? (?:and a |${E}, and )${E} Energy from this Pokémon\\.`, (m) => [
    { type: 'discard_energy_self', energyTypes: [m[1], m[2], m[3]].filter(Boolean) },
  ]),
  rule(`Discard all ${E} Energy from this Pokémon\\.`, (m) => [
    { type: 'discard_energy_self', count: 'all', energyType: m[1] },
  ]),
  rule('Discard all Energy attached to this Pokémon\\.', () => [
    { type: 'discard_energy_self', count: 'all' },
  ]),
  // A printing of the source: the Energy's name before its symbol ("Discard Fire[R] Energy",
  // "Discard Water2 [W] Energy"), read as "Discard a [R] Energy" / "Discard 2 [W] Energy".
  rule(
    `Discard (?:Fire|Grass|Water|Lightning|Psychic|Fighting|Darkness|Metal)(2 ?)?${E} Energy from this Pokémon\\.`,
    (m) => [{ type: 'discard_energy_self', count: m[1] ? 2 : 1, energyType: m[2] }],
  ),
  rule(`Discard (a|2) ${E} Energy from your opponent's Active Pokémon\\.`, (m) => [
    { type: 'discard_energy', from: 'opponent_active', count: many(m[1]), energyType: m[2] },
  ]),
  // ---- the turn ends; Energy types changed; Energy from the discard pile to this Pokémon ----
  rule(
    `Once during your turn, you may take a ${E} Energy from your Energy Zone and attach it to this Pokémon\\. If you use this Ability, your turn ends\\.`,
    (m) => [{ type: 'energy_zone_attach', energyType: m[1], count: 1, target: 'self' }, { type: 'end_turn' }],
  ),
  rule(
    `Choose 1 of your (.+) or (.+)\\. Take (2) ${E} Energy from your Energy Zone and attach it to that Pokémon\\. Your turn ends\\.`,
    (m) => [
      {
        type: 'energy_zone_attach',
        energyType: m[4],
        count: int(m[3]),
        target: 'own_any',
        names: [m[1], m[2]],
        sameTarget: true,
      },
      { type: 'end_turn' },
    ],
  ),
  rule(
    "Change the type of a random Energy attached to your opponent's Active Pokémon to 1 of the following at random: \\[G\\], \\[R\\], \\[W\\], \\[L\\], \\[P\\], \\[F\\], \\[D\\], or \\[M\\]\\.",
    () => [{ type: 'change_energy_type', on: 'opponent_active', which: 'random', to: 'random' }],
  ),
  rule(
    'Change the type of the next Energy that will be generated for your opponent to 1 of the following at random: \\[G\\], \\[R\\], \\[W\\], \\[L\\], \\[P\\], \\[F\\], \\[D\\], or \\[M\\]\\.',
    () => [{ type: 'change_next_energy', side: 'opponent', to: 'random' }],
  ),
  rule(
    "Discard a random Energy from among the Energy attached to all of your opponent's Pokémon that have an Ability\\.",
    () => [{ type: 'discard_random_energy', from: 'opponent_all', filter: 'has_ability', coin: false }],
  ),
  // From the Bench, to the Active Pokémon of a type: the Bench gates the Ability; the player picks the Energy's type.
  rule(
    `Once during your turn, if this Pokémon is on your Bench, you may attach an Energy from your discard pile to your Active \\[([GRWLPFDMCN])\\] Pokémon\\.`,
    (m) => [
      {
        type: 'if',
        gate: true,
        condition: { is: 'self_on_bench' },
        effects: [
          { type: 'attach_from_discard', count: 1, target: { among: 'own_active', pokemonType: m[1] } },
        ],
      },
    ],
  ),
  rule(
    `Once during your turn, you may attach a ${E} Energy from your discard pile to this Pokémon\\. If you do, do ${N} damage to this Pokémon\\.`,
    (m) => [
      { type: 'attach_from_discard', count: 1, energyType: m[1], target: { among: 'self' } },
      { type: 'self_damage', amount: int(m[2]) },
    ],
  ),
];
