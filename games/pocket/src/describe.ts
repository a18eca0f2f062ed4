/**
 * Human text for actions, as the acting seat or a reader of the log sees
 * them: card and Pokémon names, energies by name ("a Grass Energy"), never
 * a uid, a pid or an option index.
 */
import { energyNames } from './data/schema.ts';
import { energyWords } from './events.ts';
import type { PocketAction } from './rules/actions.ts';
import { attackAt } from './rules/attack-list.ts';
import { info, slotInfo } from './rules/ops.ts';
import { findSlot, type PocketState } from './state.ts';

export function describeAction(a: PocketAction, s: PocketState, viewer?: number | null): string {
  const poke = (pid: number) => {
    const f = findSlot(s, pid);
    return f ? slotInfo(s, f.slot).name : 'a Pokémon';
  };
  switch (a.type) {
    case 'choose': {
      const p = s.pending;
      if (!p) return `choose option ${a.option + 1}`;
      const hidden = p.kind.startsWith('setup') && viewer !== undefined && viewer !== p.player;
      if (hidden) return 'place a Pokémon face down';
      const label = p.options[a.option]?.label ?? `option ${a.option + 1}`;
      const value = p.values[a.option];
      switch (p.kind) {
        case 'setupActive':
          return `put ${label} in the Active Spot`;
        case 'setupBench':
          return value === undefined || value < 0
            ? 'finish placing Pokémon'
            : `put ${info(s, value).name} on the Bench`;
        case 'promote':
          return `move ${label} up to the Active Spot`;
        default:
          return `${p.prompt}: ${label}`;
      }
    }
    case 'attach': {
      const zone = s.sides[s.current].zone;
      return `attach ${zone ? `a ${energyNames[zone]} Energy` : 'Energy'} to ${poke(a.target)}`;
    }
    case 'play': {
      const ci = info(s, a.card);
      return ci.basic ? `bench ${ci.name}` : `play ${ci.name}`;
    }
    case 'evolve':
      return `evolve ${poke(a.target)} into ${info(s, a.card).name}`;
    case 'ability': {
      const f = findSlot(s, a.pokemon);
      return f ? `use ${slotInfo(s, f.slot).ability?.name} (${slotInfo(s, f.slot).name})` : 'use an Ability';
    }
    case 'retreat':
      return a.discard && a.discard.length > 0
        ? `retreat to ${poke(a.to)}, discarding ${energyWords(a.discard)}`
        : `retreat to ${poke(a.to)}`;
    case 'attack': {
      const act = s.sides[s.current].active;
      const atk = act ? attackAt(s, s.current, act, a.index)?.attack : undefined;
      return atk ? `attack: ${atk.name} (${atk.damage})` : 'attack';
    }
    case 'discardFossil':
      return `discard ${poke(a.pokemon)} from play`;
    case 'tool':
      return `attach ${info(s, a.card).name} to ${poke(a.target)}`;
    case 'stadium': {
      const card = s.stadium?.card;
      return card === undefined || card === null
        ? 'use the Stadium'
        : `use the Stadium ${info(s, card).name}`;
    }
    case 'end':
      return 'end the turn';
  }
}
