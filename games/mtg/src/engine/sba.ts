/**
 * State-based actions (CR 704), checked until none applies: a player at 0 or
 * less life or who drew from an empty library loses; creatures with 0
 * toughness go to the graveyard; lethal damage or deathtouch damage destroys;
 * the legend rule (its controller chooses the one that stays: a
 * `legend_rule` decision); Auras not on a legal creature go to the graveyard;
 * Equipment on an illegal host becomes unattached.
 */
import { catalog } from '../cards/catalog.ts';
import { syncControl } from './control-effects.ts';
import { type Board, board, boardWatches, noSbasFound, sbasStillClear, touch } from './derived.ts';
import { events } from './event-sink.ts';
import { matches } from './filter.ts';
import { flowShortcuts } from './flow-shortcuts.ts';
import { syncLandAbilities } from './land-abilities.ts';
import { nameOf } from './objects.ts';
import type { MtgState, Seat } from './state.ts';
import { destroy, moveTo } from './zones.ts';

export function checkSbas(s: MtgState): void {
  for (let guard = 0; guard < 100; guard++) {
    if (s.winner !== null || s.draw) return;
    // Checked at every advance: no arrays unless someone lost.
    const lost0 = hasLost(s, 0);
    const lost1 = hasLost(s, 1);
    if (lost0 && lost1) {
      s.draw = true;
      s.endReason = 'both players lost at once';
      events.emit?.({ type: 'game-over', winner: null, reason: s.endReason });
      return;
    }
    if (lost0 || lost1) {
      const p: Seat = lost0 ? 0 : 1;
      s.winner = (1 - p) as Seat;
      const pl = s.players[p];
      s.endReason = pl.conceded
        ? 'concession'
        : pl.life <= 0
          ? 'life total 0 or less'
          : 'drew from an empty library';
      events.emit?.({ type: 'game-over', winner: s.winner, reason: `${s.endReason} (player ${p + 1})` });
      return;
    }
    // Permanents' SBAs depend only on what `touch` marks: skip when nothing changed since the last check.
    const rev = s.rev;
    if (s.sbaRev === rev && !boardWatches(s)) return;
    syncControl(s);
    syncLandAbilities(s);
    if (sbasStillClear(s)) {
      s.sbaRev = rev;
      return;
    }
    const b = board(s);
    // Most checks find nothing: one read-only pass says which of the checks below can apply.
    const due = flowShortcuts.on ? sbasDue(s, b) : ALL_DUE;
    let changed = false;
    // `b` stays as it was while permanents move (a move makes a new board, it does not change this one).
    if (due & CREATURES_DUE)
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
    // Legend rule: the controller chooses which one stays (a decision; SBAs go on after the answer).
    const legend = due & LEGENDS_DUE ? legendRuleGroup(s, b2) : null;
    if (legend) {
      if (!s.pending)
        s.pending = {
          kind: 'legend_rule',
          player: legend.controller,
          prompt: `Legend rule: which ${legend.name} do you keep? The others go to the graveyard.`,
          candidates: legend.candidates,
        };
      return;
    }
    if (!(due & ATTACHMENTS_DUE)) {
      s.sbaRev = s.rev;
      noSbasFound(s);
      return;
    }
    for (const d of b2.byId.values()) {
      const o = s.objects[d.id];
      if (!o) continue;
      const card = o.card ? catalog().cards[o.card] : null;
      const host = o.attachedTo === null ? undefined : b2.byId.get(o.attachedTo);
      if (card?.subtypes.includes('Aura')) {
        // An Aura on an object its enchant ability does not allow (CR 704.5m; "Enchant land", 303.4a).
        const legal =
          host &&
          (card.rules.enchant
            ? matches(b2, host, card.rules.enchant, o.controller, d.id)
            : host.types.includes('creature'));
        if (!legal) {
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

/** Which checks of `checkSbas` may find something (bits; `ALL_DUE` with the shortcuts off). */
const CREATURES_DUE = 1;
const LEGENDS_DUE = 2;
const ATTACHMENTS_DUE = 4;
const ALL_DUE = CREATURES_DUE | LEGENDS_DUE | ATTACHMENTS_DUE;

/**
 * Which checks of `checkSbas` may find something on `b`, read in one pass:
 * a creature with 0 or less toughness, lethal or deathtouch damage (the
 * creature check); two legendary permanents (the legend rule); an attached
 * permanent or an Aura (attached to nothing: the attachment check). A check
 * whose bit is clear would find nothing.
 */
function sbasDue(s: MtgState, b: Board): number {
  const bf = s.battlefield;
  if (bf.length !== b.byId.size) return ALL_DUE;
  const cards = catalog().cards;
  let due = 0;
  let legendary = 0;
  for (let i = 0; i < bf.length; i++) {
    const o = s.objects[bf[i]];
    const d = b.byId.get(o.id);
    if (d === undefined) return ALL_DUE;
    if (
      d.types.includes('creature') &&
      (d.toughness <= 0 || o.damage >= d.toughness || (o.deathtouched && o.damage > 0))
    )
      due |= CREATURES_DUE;
    if (d.supertypes.length > 0 && d.supertypes.includes('legendary') && ++legendary > 1) due |= LEGENDS_DUE;
    if (o.attachedTo !== null || (o.card && cards[o.card].subtypes.includes('Aura'))) due |= ATTACHMENTS_DUE;
  }
  return due;
}

function hasLost(s: MtgState, p: Seat): boolean {
  const pl = s.players[p];
  return pl.life <= 0 || pl.drewFromEmpty || pl.conceded;
}

/**
 * The first set of two or more legendary permanents with the same name and
 * controller (CR 704.5j), the active player's first; candidates oldest first.
 */
export function legendRuleGroup(
  s: MtgState,
  b: Board,
): { controller: Seat; name: string; candidates: number[] } | null {
  const groups = new Map<string, number[]>();
  for (const d of b.byId.values()) {
    if (!d.supertypes.includes('legendary')) continue;
    const key = `${d.controller}:${nameOf(s.objects[d.id])}`;
    const g = groups.get(key);
    if (g) g.push(d.id);
    else groups.set(key, [d.id]);
  }
  let found: { controller: Seat; name: string; candidates: number[] } | null = null;
  for (const [key, ids] of groups) {
    if (ids.length < 2) continue;
    const controller = Number(key.slice(0, key.indexOf(':'))) as Seat;
    const group = {
      controller,
      name: key.slice(key.indexOf(':') + 1),
      candidates: ids.sort((x, y) => s.objects[x].timestamp - s.objects[y].timestamp || x - y),
    };
    if (!found || (found.controller !== s.active && controller === s.active)) found = group;
  }
  return found;
}

/** The answer to the legend rule: `keep` stays, the others of its group go to the graveyard (not destroyed). */
export function keepLegend(s: MtgState, candidates: number[], keep: number): void {
  for (const id of candidates)
    if (id !== keep && s.objects[id]?.zone === 'battlefield') moveTo(s, id, 'graveyard');
}
