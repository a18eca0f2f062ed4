/**
 * Spending mana as though it were another kind (CR 609.4b-c; Celestial Dawn:
 * "You may spend white mana as though it were mana of any color. You may
 * spend other mana only as though it were colorless mana."). For a player
 * under `spend_mana_as`, every coloured symbol of a cost can be paid only
 * with mana of the named colour (white as any colour; no other mana can pay a
 * coloured symbol), and generic symbols take any mana — so the cost to plan
 * is the same cost with each coloured symbol made one of that colour. The
 * "may" of white-as-any-colour is always taken (it only widens what pays).
 */
import { board } from './derived.ts';
import type { CostToPay } from './mana-cost.ts';
import { playerFlagsOf } from './player-statics.ts';
import type { ManaColor, MtgState, Seat } from './state.ts';

/** The cost `p` must plan to pay `cost` under the spending rules over them now (the same object when none). */
export function spendingCost(s: MtgState, p: Seat, cost: CostToPay): CostToPay {
  if (!s.readsPlayerStatics) return cost;
  let colored: CostToPay['colored'] | null = null;
  for (const key in cost.colored) if ((cost.colored[key as ManaColor] ?? 0) > 0) colored = cost.colored;
  if (!colored) return cost;
  const flags = playerFlagsOf(board(s), p, 'spend_mana_as');
  if (flags.length === 0) return cost;
  const as = flags[flags.length - 1].rule.anyColor;
  let n = 0;
  for (const key in colored) n += colored[key as ManaColor] ?? 0;
  return { generic: cost.generic, colored: { [as]: n } };
}
