/**
 * The game's text for an action (`describe`): what the terminal, the logs
 * and the action schema show. A private choice reads as "a choice" to
 * anyone but the player who makes it.
 */
import { nameOf } from './engine/objects.ts';
import { privateDecision } from './engine/private-decision.ts';
import type { MtgAction } from './engine/rules.ts';
import type { MtgState } from './engine/state.ts';

export function describeAction(a: MtgAction, s: MtgState, viewer?: number | null): string {
  const name = (id: number) =>
    id < 0 ? `player ${-1 - id + 1}` : s.objects[id] ? nameOf(s.objects[id]) : `#${id}`;
  switch (a.type) {
    case 'cast':
      return `cast ${name(a.card)}${a.x !== undefined ? ` X=${a.x}` : ''}${a.mode !== undefined ? ` mode ${a.mode + 1}` : ''}${a.targets.length ? ` → ${a.targets.map((g) => g.map(name).join('+')).join(', ')}` : ''}`;
    case 'activate':
      return `activate ${name(a.source)}${a.targets.length ? ` → ${a.targets.map((g) => g.map(name).join('+')).join(', ')}` : ''}`;
    case 'play_land':
      return `play ${name(a.card)}`;
    case 'mana':
      return `tap ${name(a.source)} for mana`;
    case 'attack':
      return `attack with ${name(a.creature)}`;
    case 'block':
      return `block ${name(a.attacker)} with ${name(a.blocker)}`;
    case 'bottom':
      return viewer === undefined || viewer === s.pending?.player
        ? `put ${name(a.card)} on the bottom`
        : 'put a card on the bottom';
    case 'keep_legend':
      // The candidates share a name: the instance id tells them apart (the board and terminal show it).
      return `keep ${name(a.permanent)} [${a.permanent}] (legend rule)`;
    case 'choose': {
      const d = s.pending;
      if (d?.kind !== 'resolve') return `choose ${a.option}`;
      // Looking at or searching a library is private: others learn only that a choice was made.
      if (privateDecision(d) && viewer !== undefined && viewer !== d.player)
        return `${d.prompt.split(':')[0]}: a choice`;
      return `${d.prompt}: ${d.options[a.option]?.label}`;
    }
    case 'assign':
      return `assign ${a.amount} damage to ${name(a.to)}`;
    default:
      return a.type.replace(/_/g, ' ');
  }
}
