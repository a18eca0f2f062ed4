/**
 * What a seat sees (the seed's visibility contract): turn, step, priority,
 * life totals; the battlefield with attachments, counters and derived P/T
 * and keywords; the stack, graveyards, exile, library sizes; its own hand
 * (the other hand as a count); mana pools and lands played; combat; the
 * pending decision with only its answers; the outcome.
 *
 * A view is a snapshot: the engine changes its state in place (mana pools,
 * counters, combat, the pending decision), so every object or array a view
 * holds is its own copy, never one of the state's.
 */

import { publicState } from './determinize.ts';
import { board } from './engine/derived.ts';
import { nameOf } from './engine/objects.ts';
import { handRevealed } from './engine/revealed-hands.ts';
import type { MtgState, Seat } from './engine/state.ts';
import { pendingSeenBy } from './pending.ts';

export function viewState(s: MtgState, viewer: Seat | null) {
  const b = board(s);
  const card = (id: number) => ({ id, name: nameOf(s.objects[id]), card: s.objects[id].card });
  return {
    turn: s.turn,
    step: s.step,
    active: s.active,
    priority: s.priority,
    players: s.players.map((p, i) => ({
      life: p.life,
      library: p.library.length,
      hand: viewer === i || handRevealed(s, i as Seat) ? p.hand.map(card) : p.hand.length,
      graveyard: p.graveyard.map(card),
      pool: { ...p.pool },
      landsPlayed: p.landsPlayed,
      mulligans: p.mulligans,
    })),
    battlefield: s.battlefield.map((id) => {
      const o = s.objects[id];
      const d = b.byId.get(id)!;
      return {
        ...card(id),
        controller: o.controller,
        tapped: o.tapped,
        damage: o.damage,
        counters: { ...o.counters },
        attachedTo: o.attachedTo,
        power: d.power,
        toughness: d.toughness,
        keywords: [...d.keywords].sort(),
        types: [...d.types],
        subtypes: [...d.subtypes],
        sick: o.sick,
        /** A token's own characteristics (it has no card to look up), before any effect. */
        token: o.token
          ? {
              types: [...o.token.types],
              subtypes: [...o.token.subtypes],
              power: o.token.power,
              toughness: o.token.toughness,
              keywords: [...o.token.keywords].sort(),
            }
          : null,
      };
    }),
    stack: s.stack.map((x) => ({
      id: x.id,
      kind: x.kind,
      controller: x.controller,
      text: x.text,
      targets: x.targets.map((group) => [...group]),
      /** Spell: its own object; ability: the permanent or card it comes from. */
      source: x.source,
      /** The card the spell is (null for a copy) or the ability comes from. */
      sourceCard: x.kind === 'spell' && x.copy ? null : x.sourceCard,
    })),
    exile: s.exile.map(card),
    combat: s.combat ? { attackers: [...s.combat.attackers], blocks: { ...s.combat.blocks } } : null,
    pending: structuredClone(pendingSeenBy(s.pending, viewer)),
    winner: s.winner,
    draw: s.draw,
    /** The state as this seat may know it, for agents' worlds (determinize). */
    known: publicState(s, viewer),
  };
}
export type MtgView = ReturnType<typeof viewState>;
