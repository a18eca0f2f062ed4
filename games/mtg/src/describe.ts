/**
 * The game's words for an action (`describe`): what the terminal, the
 * browser's action panel, the logs and the action schema show. Sentences
 * with the cards' names; seats from 1; no ids (two legendary permanents of
 * one name are told apart by the order they entered). A private choice
 * reads as "a choice" to anyone but the player who makes it.
 */
import { catalog } from './cards/catalog.ts';
import { objectLabel } from './engine/frame.ts';
import { activatedAbilityAt } from './engine/granted-abilities.ts';
import { abilityText, idWords, nameOf, sourceName } from './engine/objects.ts';
import { privateDecision } from './engine/private-decision.ts';
import type { MtgAction } from './engine/rules.ts';
import type { MtgState } from './engine/state.ts';
import { listWords } from './vocabulary/noun-words.ts';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

export function describeAction(a: MtgAction, s: MtgState, viewer?: number | null): string {
  // A permanent named by what a player sees of it (tapped, damage, counters); players and spells by name.
  const name = (id: number) =>
    id >= 0 && s.objects[id]?.zone === 'battlefield' ? objectLabel(s, id) : idWords(s, id);
  const targeting = (targets: number[][]) => {
    const named = targets.flat().map(name);
    return named.length ? ` targeting ${listWords(named)}` : '';
  };
  switch (a.type) {
    case 'play_first':
      return 'Play first';
    case 'draw_first':
      return 'Draw first (the other player takes the first turn)';
    case 'keep':
      return 'Keep this hand';
    case 'mulligan':
      return 'Take a mulligan';
    case 'pass':
      return 'Pass priority';
    case 'cast': {
      const card = catalog().cards[s.objects[a.card]?.card ?? ''];
      const mode =
        a.mode !== undefined && card?.rules.modes ? ` choosing “${card.rules.modes.modes[a.mode].text}”` : '';
      const how =
        a.via === 'flashback'
          ? ' with flashback'
          : a.via === 'graveyard'
            ? ' from your graveyard'
            : a.via === 'alternate'
              ? ' by its alternate cost'
              : a.via === 'exile'
                ? ' from exile'
                : '';
      const x = a.x !== undefined ? ` with X = ${a.x}` : '';
      const costs = [
        a.sacrifice !== undefined ? `sacrificing ${name(a.sacrifice)}` : '',
        a.discard !== undefined ? `discarding ${name(a.discard)}` : '',
      ].filter(Boolean);
      return `Cast ${nameOf(s.objects[a.card])}${how}${x}${mode}${targeting(a.targets)}${costs.length ? `, ${costs.join(' and ')}` : ''}`;
    }
    case 'activate': {
      const o = s.objects[a.source];
      const ability = o ? abilityText(rulesText(s, a.source, a.ability), nameOf(o)) : '';
      const cost = ability.split(':')[0];
      const costs = [
        a.sacrifice !== undefined ? `sacrificing ${name(a.sacrifice)}` : '',
        a.discard !== undefined ? `discarding ${name(a.discard)}` : '',
        a.sacrifices !== undefined ? `sacrificing ${a.sacrifices.map(name).join(' and ')}` : '',
        a.tap !== undefined ? `tapping ${name(a.tap)}` : '',
      ].filter(Boolean);
      return `Activate ${name(a.source)} (${cost})${a.x !== undefined ? ` with X = ${a.x}` : ''}${targeting(a.targets)}${costs.length ? `, ${costs.join(' and ')}` : ''}`;
    }
    case 'play_land':
      return `Play ${name(a.card)}`;
    case 'mana':
      return `Tap ${name(a.source)} for mana`;
    case 'attack':
      return `Attack with ${name(a.creature)}`;
    case 'attack_done':
      return s.combat && s.combat.attackers.length > 0 ? 'Done declaring attackers' : 'Attack with nothing';
    case 'block':
      return `Block ${name(a.attacker)} with ${name(a.blocker)}`;
    case 'block_done':
      return s.combat && Object.keys(s.combat.blocks).length > 0
        ? 'Done declaring blockers'
        : 'Declare no blockers';
    case 'bottom':
      return viewer === undefined || viewer === s.pending?.player
        ? `Put ${name(a.card)} on the bottom of your library`
        : 'Put a card on the bottom of their library';
    case 'keep_legend': {
      // The candidates share a name: the order they entered tells them apart (the board shows it too).
      const d = s.pending;
      const i = d?.kind === 'legend_rule' ? d.candidates.indexOf(a.permanent) : -1;
      return `Keep ${name(a.permanent)}${i >= 0 ? ` (the ${ORDINALS[i] ?? `number ${i + 1}`} to enter)` : ''}`;
    }
    case 'order': {
      const t = s.triggers[a.trigger];
      return t
        ? `Put ${sourceName(s, t.source, t.sourceCard)}'s triggered ability on the stack next`
        : 'Order';
    }
    case 'choose_targets': {
      const t = s.triggers[0];
      const who = t ? `${sourceName(s, t.source, t.sourceCard)}'s ability` : 'The ability';
      return `${who}${targeting(a.targets) || ' with no target'}`;
    }
    case 'choose': {
      const d = s.pending;
      if (d?.kind !== 'resolve') return 'Choose';
      // Looking at or searching a library is private: others learn only that a choice was made.
      if (privateDecision(d) && viewer !== undefined && viewer !== d.player) return 'Make a choice';
      return d.options[a.option]?.label ?? 'Choose';
    }
    case 'assign':
      return `Assign ${a.amount} damage to ${name(a.to)}`;
  }
}

/** The printed text of an object's activated ability (its own or granted). */
function rulesText(s: MtgState, id: number, index: number): string {
  const o = s.objects[id];
  const card = o?.card ? catalog().cards[o.card] : null;
  const rules = card ? card.rules : o?.token?.rules;
  const own = rules?.activated[index];
  if (own || !o || index < (rules?.activated.length ?? 0)) return own?.text ?? '';
  // One a static gives it, numbered after its own.
  return activatedAbilityAt(s, id, index)?.text ?? '';
}
