/**
 * `set_one_die target=N [cost=…]` / `set_one_die subtract=N`: a roll
 * passive of the active player (once a turn, before the dice are kept): set
 * a die to N, or lower it by N (never below 1), for its price: `cost=g:2`,
 * or `cost=g_per_owned_role:ROLE_citizen` (1 gold per icon of that role on
 * their citizens). The turn offers it (rules/flow.ts); running it does
 * nothing.
 */
import { z } from 'zod';
import { ROLES, type Role } from '../../../data/roles.ts';
import { roleCount } from '../../../rules/economy.ts';
import { amountsWords, roleName } from '../../../words/phrasing.ts';
import { amountSchema, NO_ARGS_SHAPE } from '../../args.ts';
import { defineOperation } from '../../module.ts';

type Cost = { gold: number } | { perRole: Role };

interface SetOneDie {
  target: number | null;
  subtract: number | null;
  cost: Cost | null;
}

const PER_ROLE = /^g_per_owned_role:(\w+?)(_citizens?)?$/;

export const setOneDie = defineOperation({
  id: 'set_one_die',
  description: 'at its owner’s roll: set a die to a number, or lower it, for a price',
  params: z
    .object({
      ...NO_ARGS_SHAPE,
      named: z
        .object({
          target: z.number().int().min(1).max(6).optional(),
          subtract: z.number().int().min(1).optional(),
          cost: z.union([z.array(amountSchema), z.string().regex(PER_ROLE)]).optional(),
        })
        .strict(),
    })
    .strict(),
  compile(raw, env): SetOneDie | null {
    const { target, subtract, cost } = raw.named;
    let price: Cost | null = null;
    if (Array.isArray(cost)) {
      price = { gold: cost.reduce((n, a) => n + (a.res === 'g' ? a.n : 0), 0) };
    } else if (cost !== undefined) {
      const role = ROLES.find((r) => r === PER_ROLE.exec(cost)?.[1]);
      if (role === undefined) {
        env.error(`'${cost}' names no role`);
        return null;
      }
      price = { perRole: role };
    }
    return { target: target ?? null, subtract: subtract ?? null, cost: price };
  },
  dieTo({ target, subtract }, value) {
    let to: number | null = null;
    if (target !== null && value !== target) to = target;
    if (subtract !== null && value - subtract >= 1) to = value - subtract;
    return to;
  },
  dieGold({ cost }, cat, state) {
    const p = state.players[state.active];
    const gold = cost === null ? 0 : 'gold' in cost ? cost.gold : roleCount(cat, p, cost.perRole, false);
    return p.g >= gold ? gold : null;
  },
  words({ target, subtract, cost }) {
    const change = subtract !== null ? `lower one die by ${subtract}` : `set one die to ${target}`;
    if (cost === null) return `you may ${change}`;
    if ('perRole' in cost)
      return `you may pay 1 gold for each ${roleName(cost.perRole)} icon on your citizens to ${change}`;
    return `you may pay ${amountsWords([{ res: 'g', n: cost.gold }])} to ${change}`;
  },
});
