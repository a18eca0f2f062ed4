/**
 * The fields a pick's or a take's filter tests (`role==shadow`,
 * `name==Knight`, `gold_cost<=2`): the test on a citizen, and the field's
 * share of the noun phrase players read (`a Shadow citizen costing 2 gold
 * or less`, `a Knight`).
 */
import { registryOf } from '@arbiter/core';
import type { Role } from '../../data/roles.ts';
import { roleName } from '../../words/phrasing.ts';
import type { FilterFieldModule } from '../module.ts';

const isRole = (v: string | number): v is Role =>
  v === 'shadow' || v === 'holy' || v === 'soldier' || v === 'worker';

const compare = (actual: string | number, op: '==' | '<=' | '>=', value: string | number): boolean => {
  if (op === '==') return actual === value;
  if (op === '<=') return actual <= value;
  return actual >= value;
};

/** `role==R`: the citizen shows that role's icon (`role<=R`, `role>=R`: it does not). */
const role: FilterFieldModule = {
  id: 'role',
  description: 'a citizen showing the icon of a role',
  test(card, op, value) {
    return (isRole(value) ? card.roles[value] : 0) > 0 === (op === '==');
  },
  phrase: (_op, value) => ({ at: 'before', text: roleName(String(value)) }),
};

const name: FilterFieldModule = {
  id: 'name',
  description: 'a citizen of a name',
  test: (card, op, value) => compare(card.name, op, value),
  phrase: (_op, value) => ({ at: 'name', text: String(value) }),
};

const goldCost: FilterFieldModule = {
  id: 'gold_cost',
  description: 'a citizen by its printed gold cost',
  test: (card, op, value) => compare(card.cost, op, value),
  phrase: (op, value) => ({
    at: 'after',
    text: `costing ${value} gold${op === '<=' ? ' or less' : op === '>=' ? ' or more' : ''}`,
  }),
};

export const filterFieldRegistry = registryOf('filter field', [role, name, goldCost]);
