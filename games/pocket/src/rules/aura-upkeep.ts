/**
 * What auras keep true between steps: a Pokémon reached by a
 * `status_immunity` ("can't be affected by any Special Conditions") is not
 * affected by those conditions — one already affected when the aura comes
 * to reach it (Energy attached under "Each of your Pokémon that has any
 * Energy attached …", the Ability's holder put into play, evolving) recovers
 * from them at once (README, rules decision on immunity).
 */
import { query } from '../effects/active.ts';
import type { PocketState, Status } from '../state.ts';
import { affectedOf, anyEffectOf, type Emit, slotsOf } from './ops.ts';

export function recoverImmune(s: PocketState, emit: Emit): void {
  if (s.effects.effects.length === 0 || !anyEffectOf(s, 'status_immunity')) return;
  for (const side of [0, 1] as const) {
    const p = s.sides[side];
    if ((p.active?.status.length ?? 0) === 0 && p.bench.every((b) => b.status.length === 0)) continue;
    for (const slot of slotsOf(p)) {
      if (slot.status.length === 0) continue;
      const who = affectedOf(s, side, slot);
      const gone: Status[] = [];
      for (const e of query(s, { type: 'status_immunity', affecting: who })) {
        for (const st of slot.status)
          if (!e.payload?.statuses || e.payload.statuses.includes(st)) gone.push(st);
      }
      if (gone.length === 0) continue;
      slot.status = slot.status.filter((st) => !gone.includes(st));
      emit?.({ type: 'recover', side, pokemon: who.name, statuses: [...new Set(gone)] });
    }
  }
}
