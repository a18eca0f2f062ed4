/** Human text for actions (as the acting seat, or as another reader sees them). */
import type { Catalog } from './data/catalog.ts';
import { formatEffect } from './grammar/format.ts';
import { buildCost, hireCost } from './rules/economy.ts';
import type { CkAction, CkState } from './state.ts';

const RES: Record<string, string> = { g: 'gold', s: 'strength', m: 'magic', v: 'VP' };
const seat = (i: number) => `seat ${i + 1}`;

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
    case 'take':
      return `take 1 ${RES[action.res]}`;
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
        (action.discount ? ` (relic: 1 ${RES[action.discount]} off)` : '');
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
    case 'choose': {
      const leg = d?.leg;
      if (leg?.kind === 'choose') return `choose ${formatEffect(leg.options[action.option])}`;
      return `choose option ${action.option + 1}`;
    }
    case 'pick': {
      const card = state.citizenStacks[action.stack]?.cards.at(-1);
      return `take ${card === undefined ? 'a citizen' : cat.citizens[card].name} from the centre`;
    }
    case 'steal': {
      const leg = d?.leg;
      const a = leg?.kind === 'steal' ? leg.options[action.option] : null;
      return `steal ${a ? `${a.n} ${RES[a.res] ?? a.res}` : ''} from ${seat(action.victim)}`;
    }
    case 'target':
      return `${d?.prompt ?? 'target'}: ${seat(action.victim)}`;
    case 'return': {
      const kind = d?.leg?.kind === 'op' && d.leg.args[0]?.kind === 'word' ? d.leg.args[0].word : '';
      const verb = d?.kind === 'banishOwned' ? 'banish' : 'return';
      return `${verb} ${kind === 'monster' ? cat.monsters[action.card].name : cat.citizens[action.card].name}`;
    }
    case 'banish': {
      const cards =
        action.zone === 'citizens'
          ? state.citizenStacks[action.at]?.cards
          : action.zone === 'domains'
            ? state.domainStacks[action.at]
            : state.monsterAreas[action.at]?.cards;
      const top = cards?.at(-1);
      const table =
        action.zone === 'citizens' ? cat.citizens : action.zone === 'domains' ? cat.domains : cat.monsters;
      const name = top === undefined ? 'nothing' : table[top].name;
      return `banish ${name} from the centre`;
    }
    case 'pickDomain': {
      const top = state.domainStacks[action.stack]?.at(-1);
      return `take ${top === undefined ? 'a domain' : cat.domains[top].name}`;
    }
    case 'relic':
      return `use ${cat.relics[action.relic].name}`;
    case 'reroll':
      return `${cat.domains[action.domain].name}: reroll ${action.die === 2 ? 'both dice' : `die ${action.die + 1}`}`;
    case 'card': {
      const domainFlip = d?.leg?.kind === 'op' && d.leg.name === 'flip_opponent_domain';
      const name = domainFlip ? cat.domains[action.card].name : cat.citizens[action.card].name;
      return `${d?.prompt ?? 'card'}: ${name} of ${seat(action.victim)}`;
    }
    case 'area': {
      const a = state.monsterAreas[action.at];
      const top = a?.cards.at(-1);
      return `${d?.prompt ?? 'area'}: ${a?.area ?? action.at}${top === undefined ? '' : ` (${cat.monsters[top].name})`}`;
    }
    case 'give':
      return `pay ${RES[action.res]} to ${seat(action.victim)}`;
    case 'accept':
      return `accept: ${d?.prompt ?? ''}`;
    case 'decline':
      return `decline: ${d?.prompt ?? ''}`;
  }
}
