/** `prevent_combat_damage`: Fog Bank's "prevent all combat damage that would be dealt to and dealt by this creature" (CR 615.1a). */
import { board, hasFlag } from '../../engine/derived.ts';
import type { ReplacementModule } from './replacement.ts';

export const preventCombatDamage: ReplacementModule = {
  id: 'prevent_combat_damage',
  description: 'combat damage to or from a permanent with the prevent_combat_damage flag is prevented',
  rule: 'CR 615.1a',
  event: 'damage',
  applies(s, e) {
    if (e.kind !== 'damage' || !e.combat || e.amount <= 0) return false;
    const b = board(s);
    const src = b.byId.get(e.source);
    const tgt = e.target >= 0 ? b.byId.get(e.target) : undefined;
    return (
      (!!src && hasFlag(src, 'prevent_combat_damage')) || (!!tgt && hasFlag(tgt, 'prevent_combat_damage'))
    );
  },
  replace: (e) => (e.kind === 'damage' ? { ...e, amount: 0 } : e),
  usedBy: (node) => 'id' in node && node.id === 'prevent_combat_damage',
  words: () => 'prevent all combat damage that would be dealt to and dealt by this creature',
};
