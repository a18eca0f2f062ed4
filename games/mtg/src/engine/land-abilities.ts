/**
 * A land whose land type an effect set (CR 305.7) has only the mana ability
 * of its new basic type: its object takes the rules block of the catalog's
 * basic land of that type (`GameObject.rulesFrom`, read by `rulesOf` and the
 * rules index), and its own again when the effect ends. Kept here each time
 * state-based actions are checked, from the board's layer 4 (`landAbilities`),
 * as control is (`control-effects.ts`).
 */
import { catalog } from '../cards/catalog.ts';
import type { RulesBlock } from '../cards/rules-block.ts';
import { board, touch } from './derived.ts';
import { Feature, matchUses } from './match-features.ts';
import { rulesOf } from './objects.ts';
import type { MtgState } from './state.ts';

const setsTypes = new WeakMap<RulesBlock, boolean>();

/** Whether a block has a static that sets land types (read once per block). */
function hasLandTypeStatic(rules: RulesBlock): boolean {
  let v = setsTypes.get(rules);
  if (v === undefined) {
    v = rules.statics.some((st) => st.effect.setLandType !== undefined);
    setsTypes.set(rules, v);
  }
  return v;
}

/** The catalog's basic land card of a type (its rules: "{T}: Add …"). */
function basicLandOf(type: string): string | undefined {
  for (const c of catalog().cardList)
    if (c.supertypes.includes('basic') && c.types.includes('land') && c.subtypes.includes(type)) return c.id;
  return undefined;
}

/** Whether anything on the battlefield or among the effects changes land types, or did. */
function anyLandTypeChange(s: MtgState): boolean {
  // A match whose cards set no land type skips the work (match-features.ts).
  if (!matchUses(s, Feature.landTypes)) return false;
  for (const e of s.effects) if (e.effect.setLandType !== undefined) return true;
  for (const id of s.battlefield) {
    const o = s.objects[id];
    if (o.rulesFrom !== undefined) return true;
    if (o.card && hasLandTypeStatic(catalog().cards[o.card].rules)) return true;
    if (!o.card && hasLandTypeStatic(rulesOf(o))) return true;
  }
  return false;
}

/** Gives each land the rules of the basic type layer 4 made it (or its own back); true when one changed. */
export function syncLandAbilities(s: MtgState): boolean {
  if (!anyLandTypeChange(s)) return false;
  const b = board(s);
  let changed = false;
  for (const id of s.battlefield) {
    const o = s.objects[id];
    const type = b.byId.get(id)?.landAbilities;
    const want = type === undefined ? undefined : basicLandOf(type);
    if (o.rulesFrom === want) continue;
    if (want === undefined) o.rulesFrom = undefined;
    else o.rulesFrom = want;
    changed = true;
  }
  if (changed) touch(s);
  return changed;
}
