/**
 * Putting spells on the stack and taking them off (CR 601.2a, 608.2n,
 * 701.5): the targets and steps of a card's spell (or of one of its modes),
 * a spell pushed with its choices made (by casting, or cast for free by an
 * effect), its targets announced, countering, and where its card goes as it
 * leaves the stack (through the replacement layer).
 */
import { catalog } from '../cards/catalog.ts';
import type { Step, TargetSpec } from '../cards/rules-block.ts';
import { listWords } from '../vocabulary/noun-words.ts';
import { events } from './event-sink.ts';
import { objectLabel } from './frame.ts';
import { idWords, targetWords } from './objects.ts';
import { replaceEvent } from './replacement.ts';
import type { DecisionOption, MtgState, Seat, StackItem } from './state.ts';
import { targetCombos } from './targets.ts';
import { fire } from './triggers.ts';
import { moveTo } from './zones.ts';

export function specsFor(cardId: string, mode: number | undefined): TargetSpec[] {
  const c = catalog().cards[cardId];
  if (c.rules.enchant) return [{ kind: 'permanent', filter: c.rules.enchant, min: 1, max: 1 }];
  if (mode !== undefined && c.rules.modes) return c.rules.modes.modes[mode].targets;
  return c.rules.targets;
}

export function stepsFor(cardId: string, mode: number | undefined): Step[] {
  const c = catalog().cards[cardId];
  if (mode !== undefined && c.rules.modes) return c.rules.modes.modes[mode].steps;
  return c.rules.steps;
}

/** Permanents chosen as targets become targets (`BECOMES_TARGET` triggers). */
export function announceTargets(s: MtgState, p: Seat, targets: number[][]): void {
  for (const g of targets)
    for (const t of g)
      if (t >= 0 && s.objects[t]?.zone === 'battlefield')
        fire(s, { type: 'BECOMES_TARGET', object: t, by: p });
}

/** Removes a stack item; a countered spell goes to its owner's graveyard (CR 701.5). */
export function counterItem(s: MtgState, itemId: number, to?: 'library_top' | { battlefield: Seat }): void {
  const i = s.stack.findIndex((x) => x.id === itemId);
  if (i < 0) return;
  const [item] = s.stack.splice(i, 1);
  events.emit?.({
    type: 'countered',
    player: item.controller,
    card: item.copy ? `the copy of ${item.text}` : item.text,
  });
  if (item.kind !== 'spell' || item.copy || !s.objects[item.source]) return;
  // "Put it on top of its owner's library instead of into that player's graveyard" (CR 614.1a).
  if (to === 'library_top') moveTo(s, item.source, 'library');
  // "Put that card onto the battlefield under your control instead" (Desertion): a new permanent (CR 110.2).
  else if (to) moveTo(s, item.source, 'battlefield', { controller: to.battlefield });
  else finishSpellCard(s, item);
}

/** A spell's card leaves the stack: to its owner's graveyard, unless a replacement sends it elsewhere. */
export function finishSpellCard(s: MtgState, item: StackItem): void {
  const o = s.objects[item.source];
  if (o?.zone !== 'stack') return;
  // Flashback and "exile it instead" replace the move (replacement.ts).
  const leaving = replaceEvent(s, { kind: 'spell_leaves_stack', item, to: 'graveyard' });
  moveTo(s, item.source, leaving.kind === 'spell_leaves_stack' ? leaving.to : 'graveyard');
}

/** A free cast's choices: the mode (if any) and the targets. */
export interface FreeCast {
  mode?: number;
  targets: number[][];
}

export function isFreeCast(v: unknown): v is FreeCast {
  return typeof v === 'object' && v !== null && 'targets' in v && Array.isArray(v.targets);
}

/** Options for casting a card without paying its mana cost (its modes and targets). */
export function freeCastOptions(s: MtgState, p: Seat, id: number): DecisionOption[] {
  const card = catalog().cards[s.objects[id].card ?? ''];
  const modes = card.rules.modes ? card.rules.modes.modes.map((_, i) => i) : [undefined];
  const out: DecisionOption[] = [];
  for (const mode of modes)
    for (const targets of targetCombos(s, specsFor(card.id, mode), p, id, 40)) {
      const value: FreeCast = { mode, targets };
      const chosen =
        mode !== undefined && card.rules.modes ? ` choosing “${card.rules.modes.modes[mode].text}”` : '';
      const named = targets.flat().map((t) => (t < 0 ? idWords(s, t) : objectLabel(s, t)));
      out.push({ label: `Cast it${chosen}${named.length ? ` targeting ${listWords(named)}` : ''}`, value });
    }
  return out.slice(0, 60);
}

/** Casts card `id` without paying its mana cost (CR 118.9), with `choice`'s mode and targets. */
export function castFree(s: MtgState, p: Seat, id: number, choice: FreeCast, exileInstead: boolean): void {
  const { mode, targets } = choice;
  const card = catalog().cards[s.objects[id].card ?? ''];
  const sid = moveTo(s, id, 'stack', { controller: p });
  if (exileInstead) s.objects[sid].exileOnResolve = true;
  s.stack.push({
    id: sid,
    kind: 'spell',
    controller: p,
    source: sid,
    sourceCard: card.id,
    text: card.name,
    targets,
    targetSpecs: specsFor(card.id, mode),
    x: 0,
    steps: stepsFor(card.id, mode),
    vars: {},
  });
  events.emit?.({
    type: 'cast',
    player: p,
    card: card.name,
    object: sid,
    targets: targetWords(s, targets),
    from: 'graveyard',
    free: true,
  });
  announceTargets(s, p, targets);
  fire(s, { type: 'CAST', spell: sid, controller: p });
}
