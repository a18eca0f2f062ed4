/**
 * Spell targets "with mana value X" (Spell Blast): X is chosen as the spell
 * is cast (CR 107.3a, 601.2b) and the target must have that mana value when
 * chosen and on resolution; a spell on the stack with {X} in its cost has the
 * mana value with its chosen X (202.3e).
 */
import { catalog } from '../cards/catalog.ts';
import type { TargetSpec } from '../cards/rules-block.ts';
import type { MtgState } from './state.ts';

/** The mana value of the spell on the stack with this id, or -1 when there is none. */
export function spellManaValue(s: MtgState, id: number): number {
  const item = s.stack.find((x) => x.id === id);
  const card = item?.kind === 'spell' ? s.objects[item.source]?.card : null;
  if (!item || !card) return -1;
  const c = catalog().cards[card];
  return c.manaValue + (c.manaCost?.x ?? 0) * item.x;
}

/** Whether any group of these specs asks for mana value X. */
export function asksManaValueX(specs: readonly TargetSpec[]): boolean {
  return specs.some((sp) => sp.manaValue === 'x');
}

/** Whether every target of a "mana value X" group has mana value `x`. */
export function targetsHaveManaValueX(
  s: MtgState,
  specs: readonly TargetSpec[],
  targets: readonly (readonly number[])[],
  x: number,
): boolean {
  for (let g = 0; g < specs.length; g++)
    if (specs[g].manaValue === 'x' && (targets[g] ?? []).some((t) => spellManaValue(s, t) !== x))
      return false;
  return true;
}
