/**
 * Sixth Edition's prevention sentences (CR 615): "prevent the next N damage
 * that would be dealt to … this turn", "prevent all combat damage that would
 * be dealt this turn", "prevent all combat damage target creature would deal
 * this turn", "the next time a (colour) source of your choice would deal
 * damage to you this turn, prevent that damage" (with Reverse Damage's life
 * gain). Each becomes a `prevent_damage` step.
 */
import type { Filter, Step } from '../rules-block.ts';
import type { EffectContext } from './effects.ts';
import { parseAmount, parseFilter, parseRef } from './phrases.ts';

type Template = [RegExp, (m: RegExpExecArray, ctx: EffectContext) => Step[]];

export const PREVENTION_TEMPLATES: Template[] = [
  [
    // Remedy: the prevention divided as the spell is cast (CR 601.2d), a shield per target.
    /^prevent the next (\d+) damage that would be dealt this turn to any number of targets, divided as you choose$/i,
    (m, c) => {
      const n = Number(m[1]);
      c.targets.push({ kind: 'any', min: 1, max: n, divided: n });
      return [{ op: 'prevent_damage', to: { target: c.targets.length - 1 }, amount: n, divided: true }];
    },
  ],
  [
    // Redirections (CR 614.9): Kjeldoran Royal Guard, Jade Monolith.
    /^all combat damage that would be dealt to you by unblocked creatures this turn is dealt to ~ instead$/i,
    () => [
      {
        op: 'prevent_damage',
        to: { you: true },
        amount: 'all',
        combatOnly: true,
        unblockedOnly: true,
        redirectTo: { self: true },
      },
    ],
  ],
  [
    /^the next time a source of your choice would deal damage to (.+?) this turn, that source deals that damage to you instead$/i,
    (m, c) => [
      {
        op: 'prevent_damage',
        to: parseRef(m[1], c),
        amount: 'all',
        once: true,
        sourceOfChoice: {},
        redirectTo: { you: true },
      },
    ],
  ],
  [
    /^prevent the next (\w+) damage that would be dealt to (.+?) this turn$/i,
    (m, c) => [{ op: 'prevent_damage', to: parseRef(m[2], c), amount: parseAmount(m[1], c) }],
  ],
  [
    /^prevent all combat damage that would be dealt this turn$/i,
    () => [{ op: 'prevent_damage', amount: 'all', combatOnly: true }],
  ],
  [
    /^prevent all combat damage (.+?) would deal this turn$/i,
    (m, c) => [{ op: 'prevent_damage', by: parseRef(m[1], c), amount: 'all', combatOnly: true }],
  ],
  [
    /^the next time an? (?:(\w+) )?source of your choice would deal damage to (.+?) this turn, prevent that damage(\. you gain life equal to the damage prevented this way)?$/i,
    (m, c) => {
      const sourceOfChoice: Filter = m[1] ? parseFilter(m[1]) : {};
      return [
        {
          op: 'prevent_damage',
          to: parseRef(m[2], c),
          amount: 'all',
          once: true,
          sourceOfChoice,
          ...(m[3] ? { gainPrevented: true } : {}),
        },
      ];
    },
  ],
];
