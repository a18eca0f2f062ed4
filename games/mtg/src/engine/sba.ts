/**
 * State-based actions (CR 704), checked until none applies: a player at 0 or
 * less life or who drew from an empty library loses; creatures with 0
 * toughness go to the graveyard; lethal damage or deathtouch damage destroys;
 * the legend rule; Auras not on a legal creature go to the graveyard;
 * Equipment on an illegal host becomes unattached.
 */
import { catalog } from '../cards/catalog.ts';
import { board, type Derived, noSbasFound, sbasStillClear, touch } from './derived.ts';
import { destroy } from './effects.ts';
import type { MtgState, Seat } from './state.ts';
import { moveTo } from './zones.ts';

export function checkSbas(s: MtgState): void {
  for (let guard = 0; guard < 100; guard++) {
    if (s.winner !== null || s.draw) return;
    const losers = ([0, 1] as Seat[]).filter(
      (p) => s.players[p].life <= 0 || s.players[p].drewFromEmpty || s.players[p].conceded,
    );
    if (losers.length === 2) {
      s.draw = true;
      s.endReason = 'both players lost at once';
      return;
    }
    if (losers.length === 1) {
      const p = losers[0];
      s.winner = (1 - p) as Seat;
      const pl = s.players[p];
      s.endReason = pl.conceded
        ? 'concession'
        : pl.life <= 0
          ? 'life total 0 or less'
          : 'drew from an empty library';
      return;
    }
    // Permanents' SBAs depend only on what `touch` marks: skip when nothing changed since the last check.
    const rev = s.rev;
    if (s.sbaRev === rev) return;
    if (sbasStillClear(s)) {
      s.sbaRev = rev;
      return;
    }
    const b = board(s);
    let changed = false;
    // `b` stays as it was while permanents move (a move makes a new board, it does not change this one).
    for (const d of b.byId.values()) {
      const o = s.objects[d.id];
      if (o?.zone !== 'battlefield') continue;
      if (d.types.includes('creature')) {
        if (d.toughness <= 0) {
          moveTo(s, d.id, 'graveyard');
          changed = true;
        } else if (o.damage >= d.toughness || (o.deathtouched && o.damage > 0)) {
          if (d.keywords.has('indestructible')) continue;
          destroy(s, d.id);
          changed = true;
        }
      }
    }
    if (changed) continue;
    const b2 = board(s);
    // Legend rule: the controller keeps the newest (see README).
    const legends: Derived[] = [];
    for (const d of b2.byId.values()) if (d.supertypes.includes('legendary')) legends.push(d);
    const seen = new Map<string, number>();
    for (const d of legends.sort((x, y) => s.objects[y.id].timestamp - s.objects[x.id].timestamp)) {
      const key = `${d.controller}:${s.objects[d.id].card}`;
      if (seen.has(key)) {
        moveTo(s, d.id, 'graveyard');
        changed = true;
      } else seen.set(key, d.id);
    }
    if (changed) continue;
    for (const d of b2.byId.values()) {
      const o = s.objects[d.id];
      if (!o) continue;
      const card = o.card ? catalog().cards[o.card] : null;
      const host = o.attachedTo === null ? undefined : b2.byId.get(o.attachedTo);
      if (card?.subtypes.includes('Aura')) {
        if (!host?.types.includes('creature')) {
          moveTo(s, d.id, 'graveyard');
          changed = true;
        }
      } else if (o.attachedTo !== null && !host?.types.includes('creature')) {
        o.attachedTo = null;
        touch(s);
        changed = true;
      }
    }
    if (!changed) {
      s.sbaRev = s.rev;
      noSbasFound(s);
      return;
    }
  }
}
