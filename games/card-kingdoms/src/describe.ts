/**
 * Human text for actions (as the acting seat, or as another reader sees
 * them). The main actions and the turn's own decisions are worded here;
 * an option of a decision an effect raised is worded by the module of the
 * leg that raised it (`optionLabel`). Seats are numbered from 1.
 */
import type { Catalog } from './data/cards.ts';
import { optionLabel } from './effects/dispatch.ts';
import { buildCost, hireCost } from './rules/economy.ts';
import type { CkAction, CkState } from './state.ts';
import { resourceName } from './words/phrasing.ts';

export function describeAction(
  cat: Catalog,
  action: CkAction,
  state: CkState,
  viewer?: number | null,
): string {
  const d = state.pending;
  const actor = d?.player ?? state.active;
  const p = state.players[actor];
  switch (action.type) {
    case 'keepDuke':
      return viewer === undefined || viewer === actor ? `keep ${cat.dukes[action.duke].name}` : 'keep a duke';
    case 'setDie':
      return `${cat.domains[action.domain].name}: set die ${action.die + 1} to ${action.to}`;
    case 'keepDice':
      return `keep the dice (${state.dice?.join(' and ')})`;
    case 'reroll':
      return `${cat.domains[action.domain].name}: reroll ${action.die === 2 ? 'both dice' : `die ${action.die + 1}`}`;
    case 'take':
      return `take 1 ${resourceName(action.res, 1)}`;
    case 'hire': {
      const card = state.citizenStacks[action.stack]?.cards.at(-1);
      if (card === undefined) return `hire from stack ${action.stack + 1}`;
      const cost = hireCost(cat, state, p, card);
      const st = action.strength ?? 0;
      const paid =
        action.magic > 0 || st > 0
          ? `${cost - action.magic - st} gold + ${action.magic} magic${st > 0 ? ` + ${st} strength` : ''}`
          : `${cost} gold`;
      return `hire ${cat.citizens[card].name} for ${paid}`;
    }
    case 'slay': {
      const card = state.monsterAreas[action.area]?.cards.at(-1);
      if (card === undefined) return `slay in area ${action.area + 1}`;
      const m = cat.monsters[card];
      const wild =
        (action.magic > 0 ? ` (${action.magic} magic as strength)` : '') +
        (action.discount ? ` (relic: 1 ${resourceName(action.discount, 1)} off)` : '');
      return `slay ${m.name} (${m.area}) for ${m.strength} strength${m.magic ? ` + ${m.magic} magic` : ''}${wild}`;
    }
    case 'build': {
      const card = state.domainStacks[action.stack]?.at(-1);
      if (card === undefined) return `build from stack ${action.stack + 1}`;
      const cost = buildCost(cat, state, p, card);
      const magic = action.magic ?? 0;
      const paid = magic > 0 ? `${cost - magic} gold + ${magic} magic` : `${cost} gold`;
      return `build ${cat.domains[card].name} for ${paid}`;
    }
    case 'relic':
      return `use ${cat.relics[action.relic].name}`;
    default: {
      const label = d ? optionLabel(cat, state, d, action) : '';
      return label !== '' ? label : fallback(action);
    }
  }
}

/** An option no module words (a stale action read against another decision): its kind in words. */
function fallback(action: CkAction): string {
  switch (action.type) {
    case 'choose':
      return `choose option ${action.option + 1}`;
    case 'accept':
      return 'accept';
    case 'decline':
      return 'decline';
    default:
      return action.type.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
  }
}
