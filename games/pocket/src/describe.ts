/** Human text for actions, as the acting seat or a reader of the log sees them. */
import type { PocketAction } from './rules/actions.ts';
import { info, slotInfo } from './rules/ops.ts';
import { findSlot, type PocketState } from './state.ts';

export function describeAction(a: PocketAction, s: PocketState, viewer?: number | null): string {
  const poke = (pid: number) => {
    const f = findSlot(s, pid);
    return f ? slotInfo(s, f.slot).name : `Pokémon ${pid}`;
  };
  switch (a.type) {
    case 'choose': {
      const p = s.pending;
      if (!p) return `choose ${a.option}`;
      const hidden = p.kind.startsWith('setup') && viewer !== undefined && viewer !== p.player;
      if (hidden) return 'place a Pokémon face down';
      const label = p.options[a.option]?.label ?? String(a.option);
      return p.kind === 'setupActive'
        ? `Active: ${label}`
        : p.kind === 'promote'
          ? `promote ${label}`
          : `${p.prompt}: ${label}`;
    }
    case 'attach':
      return `attach ${s.sides[s.current].zone ?? ''} Energy to ${poke(a.target)}`;
    case 'play': {
      const ci = info(s, a.card);
      return ci.basic ? `bench ${ci.name}` : `play ${ci.name}`;
    }
    case 'evolve':
      return `evolve ${poke(a.target)} into ${info(s, a.card).name}`;
    case 'ability': {
      const f = findSlot(s, a.pokemon);
      return f ? `use ${slotInfo(s, f.slot).ability?.name} (${slotInfo(s, f.slot).name})` : 'use an ability';
    }
    case 'retreat':
      return a.discard && a.discard.length > 0
        ? `retreat to ${poke(a.to)}, discarding ${a.discard.join(' ')}`
        : `retreat to ${poke(a.to)}`;
    case 'attack': {
      const act = s.sides[s.current].active;
      const atk = act ? slotInfo(s, act).attacks[a.index] : undefined;
      return atk ? `attack: ${atk.name} (${atk.damage})` : `attack ${a.index}`;
    }
    case 'discardFossil':
      return `discard ${poke(a.pokemon)} from play`;
    case 'end':
      return 'end the turn';
  }
}
