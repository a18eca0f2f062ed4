/**
 * How many lands a player may play this turn (CR 305.2): one, plus what
 * `extra_land_plays` rules give — a player rule set for the turn (Summer
 * Bloom) and static abilities over "each player" or "you" (Storm Cauldron).
 * Read only once a land has been played, so a turn without such cards looks
 * at nothing more.
 */
import { Feature, matchUses } from './match-features.ts';
import { rulesOf } from './objects.ts';
import type { MtgState, Seat } from './state.ts';

/** May player `p` play a land now, as far as the count goes (the caller checks the timing)? */
export function mayPlayLand(s: MtgState, p: Seat): boolean {
  const played = s.players[p].landsPlayed;
  return played === 0 || played < 1 + extraLandPlays(s, p);
}

function extraLandPlays(s: MtgState, p: Seat): number {
  let n = 0;
  for (const r of s.players[p].rules) if (r.rule.id === 'extra_land_plays') n += r.rule.amount;
  // Statics that give extra land plays: only in a match whose cards name them (match-features.ts).
  if (!matchUses(s, Feature.extraLandPlays)) return n;
  for (const id of s.battlefield) {
    const o = s.objects[id];
    for (const st of rulesOf(o).statics) {
      const e = st.effect;
      if (!e.rules) continue;
      if (!('eachPlayer' in e.affects) && !('you' in e.affects && o.controller === p)) continue;
      for (const rf of e.rules) if (rf.id === 'extra_land_plays') n += rf.amount;
    }
  }
  return n;
}
