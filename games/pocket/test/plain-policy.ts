/**
 * The attach-then-attack policy as it was written first, for tests that
 * check the lean policy against it: the whole view read at every decision,
 * energy counted with plain maps.
 */
import type { EnergyType } from '../src/data/schema.ts';
import type { PocketAction, PocketView } from '../src/index.ts';
import type { Side } from '../src/state.ts';
import type { PokemonView } from '../src/view.ts';

/** The energy still missing to pay `cost` with `energy`, counted the plain way. */
export function missing(energy: readonly EnergyType[], cost: readonly EnergyType[]): number {
  const have = new Map<string, number>();
  for (const e of energy) have.set(e, (have.get(e) ?? 0) + 1);
  let short = 0;
  let colorless = 0;
  let used = 0;
  for (const c of cost) {
    if (c === 'C') colorless++;
    else if ((have.get(c) ?? 0) > 0) {
      have.set(c, (have.get(c) ?? 0) - 1);
      used++;
    } else short++;
  }
  return short + Math.max(0, colorless - (energy.length - used));
}

/** The policy as it was written first: the whole view read at every decision that is not a lone move. */
export function plainPolicy(view: PocketView, player: Side, legal: readonly PocketAction[]): PocketAction {
  if (legal[0].type === 'choose' || legal.length === 1) return legal[0];
  const me = view.sides[player];
  const closest = (p: PokemonView, extra: EnergyType[]) =>
    Math.min(...p.attacks.map((a) => missing([...p.energy, ...extra], a.cost)));
  let attach: PocketAction | null = null;
  let gain = 0;
  if (me.zone)
    for (const a of legal) {
      if (a.type !== 'attach') continue;
      const p = a.target === me.active?.pid ? me.active : me.bench.find((b) => b.pid === a.target);
      if (!p) continue;
      const g = closest(p, []) - closest(p, [me.zone]);
      if (g > gain) {
        gain = g;
        attach = a;
      }
    }
  if (attach) return attach;
  let attack: PocketAction | null = null;
  let damage = -1;
  if (me.active) {
    for (const a of legal) {
      if (a.type !== 'attack') continue;
      const d = me.active.attacks[a.index]?.damage ?? 0;
      if (d > damage) {
        damage = d;
        attack = a;
      }
    }
  }
  return attack ?? legal.find((a) => a.type === 'end') ?? legal[0];
}
