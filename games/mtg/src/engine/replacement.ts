/**
 * Replacement and prevention effects (CR 614, 615) as one layer. An event
 * that may be replaced is described as data before it happens and offered to
 * the replacement registry; each applicable replacement changes it once
 * (CR 614.5), and the engine carries out what comes back.
 *
 * The pool's replacements, each named by the card data:
 * - `flashback_exile` — a spell cast with flashback (the rules block's
 *   `flashback` cost) is exiled instead of going anywhere else as it leaves
 *   the stack (CR 702.34a);
 * - `exile_instead_of_graveyard` — Diluvian Primordial's "if a spell cast
 *   this way would be put into a graveyard, exile it instead" (the step's
 *   `exileInstead`; CR 614.1a);
 * - `prevent_combat_damage` — Fog Bank's "prevent all combat damage that
 *   would be dealt to and dealt by this creature" (a static's rule flag;
 *   CR 615.1a).
 * No other oracle sentence in the pool replaces an event ("instead" in Ram
 * Through and Precognitive Perception chooses between the spell's own
 * effects, CR 614.1 does not apply; no card enters tapped or with counters).
 *
 * CR 616.1: when several replacements apply to one event, the affected
 * player (or the controller of the affected object) chooses the order. In
 * the pool two can meet only on a spell leaving the stack (flashback and
 * "exile it instead"), and both give the same event — exile — so the order
 * cannot matter and no decision is asked; `test/replacement.test.ts` fails
 * if a replacement is added whose order could matter, which would make the
 * order a decision.
 */
import { registryOf } from '@arbiter/core';
import { board, hasFlag } from './derived.ts';
import type { MtgState, StackItem, Zone } from './state.ts';

export type ReplaceableEvent =
  /** A spell's card leaving the stack (resolved, countered, or with every target gone). */
  | { kind: 'spell_leaves_stack'; item: StackItem; to: Zone }
  | { kind: 'damage'; source: number; target: number; amount: number; combat: boolean };

export interface ReplacementModule {
  id: string;
  rule: string;
  event: ReplaceableEvent['kind'];
  /** Whether it applies to this event as it is now. */
  applies(s: MtgState, e: ReplaceableEvent): boolean;
  /** The event that happens instead. */
  replace(e: ReplaceableEvent): ReplaceableEvent;
}

const toExile = (e: ReplaceableEvent): ReplaceableEvent =>
  e.kind === 'spell_leaves_stack' ? { ...e, to: 'exile' } : e;

export const replacementRegistry = registryOf<ReplacementModule>('replacement', [
  {
    id: 'flashback_exile',
    rule: 'CR 702.34a',
    event: 'spell_leaves_stack',
    applies: (_s, e) => e.kind === 'spell_leaves_stack' && !!e.item.exileAfter && e.to !== 'exile',
    replace: toExile,
  },
  {
    id: 'exile_instead_of_graveyard',
    rule: 'CR 614.1a',
    event: 'spell_leaves_stack',
    applies: (s, e) =>
      e.kind === 'spell_leaves_stack' && e.to === 'graveyard' && !!s.objects[e.item.source]?.exileOnResolve,
    replace: toExile,
  },
  {
    id: 'prevent_combat_damage',
    rule: 'CR 615.1a',
    event: 'damage',
    applies: (s, e) => {
      if (e.kind !== 'damage' || !e.combat || e.amount <= 0) return false;
      const b = board(s);
      const src = b.byId.get(e.source);
      const tgt = e.target >= 0 ? b.byId.get(e.target) : undefined;
      return (
        (!!src && hasFlag(src, 'prevent_combat_damage')) || (!!tgt && hasFlag(tgt, 'prevent_combat_damage'))
      );
    },
    replace: (e) => (e.kind === 'damage' ? { ...e, amount: 0 } : e),
  },
]);

const byEvent = new Map<ReplaceableEvent['kind'], ReplacementModule[]>();
for (const m of replacementRegistry.ids().map((id) => replacementRegistry.get(id)))
  byEvent.set(m.event, [...(byEvent.get(m.event) ?? []), m]);

/** The event after every applicable replacement, each once (CR 614.5), in registry order (see CR 616.1 above). */
export function replaceEvent<E extends ReplaceableEvent>(s: MtgState, e: E): E {
  let out: ReplaceableEvent = e;
  for (const m of byEvent.get(e.kind) ?? []) if (m.applies(s, out)) out = m.replace(out);
  return out as E;
}
