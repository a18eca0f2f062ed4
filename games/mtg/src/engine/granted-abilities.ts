/**
 * Activated abilities a static gives a permanent ("Other Zombies have
 * "{B}: Regenerate this permanent.""; the static `grantAbilities`, layer 6).
 * They are the permanent's abilities while the static applies (CR 613.1f),
 * numbered after its own: an activate action's `ability` past the own list
 * is a granted one, in the board's order of grants.
 */
import type { ActivatedAbility } from '../cards/rules-block.ts';
import { board } from './derived.ts';
import { rulesOf } from './objects.ts';
import { type OtherAbility, rulesIndex } from './rules-index.ts';
import type { MtgState } from './state.ts';

/** The non-mana activated abilities statics give permanent `id`, each list with the number of its first ability. */
export function grantedNonMana(
  s: MtgState,
  id: number,
): Array<{ list: OtherAbility[]; offset: number }> | null {
  const grants = board(s).byId.get(id)?.grants;
  if (!grants) return null;
  let offset = rulesOf(s.objects[id]).activated.length;
  const out: Array<{ list: OtherAbility[]; offset: number }> = [];
  for (const g of grants) {
    out.push({ list: rulesIndex(g).nonMana, offset });
    offset += g.activated.length;
  }
  return out;
}

/** Activated ability number `index` of permanent `id`: its own, or one a static gives it. */
export function activatedAbilityAt(s: MtgState, id: number, index: number): ActivatedAbility | undefined {
  const own = rulesOf(s.objects[id]).activated;
  if (index < own.length) return own[index];
  let i = index - own.length;
  for (const g of board(s).byId.get(id)?.grants ?? []) {
    if (i < g.activated.length) return g.activated[i];
    i -= g.activated.length;
  }
  return undefined;
}
