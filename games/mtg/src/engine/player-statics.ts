/**
 * Static abilities over players (CR 611.3: "you", "each player"): the rule
 * flags of the permanents on the battlefield (of a board: `board(s)`) whose effect affects a player —
 * Celestial Dawn's spending and card colours, Forbidden Crypt's and Zur's
 * Weirding's draws, Rowen's reveal. Worked out once per board (a board is
 * rebuilt when the battlefield changes), so a rule read often (payment) costs
 * a lookup; a rules block with no such flag is skipped after one look.
 */
import type { RuleFlag } from '../cards/rules-block.ts';
import type { Board } from './derived.ts';
import { rulesOf } from './objects.ts';
import type { Seat } from './state.ts';

export interface PlayerFlag {
  rule: RuleFlag;
  /** The permanent whose static it is. */
  source: number;
  controller: Seat;
  timestamp: number;
}

const EMPTY: readonly PlayerFlag[] = [];
const byBoard = new WeakMap<Board, readonly PlayerFlag[][]>();
const blockHas = new WeakMap<object, boolean>();

function overPlayers(rules: ReturnType<typeof rulesOf>): boolean {
  let v = blockHas.get(rules);
  if (v === undefined) {
    v = rules.statics.some(
      (st) => !!st.effect.rules?.length && ('you' in st.effect.affects || 'eachPlayer' in st.effect.affects),
    );
    blockHas.set(rules, v);
  }
  return v;
}

/** The flags over player `p` now, oldest source first. */
export function playerFlags(b: Board, p: Seat): readonly PlayerFlag[] {
  const s = b.state;
  let all = byBoard.get(b);
  if (!all) {
    const per: PlayerFlag[][] = [[], []];
    for (const id of s.battlefield) {
      const o = s.objects[id];
      const rules = rulesOf(o);
      if (!overPlayers(rules)) continue;
      for (const st of rules.statics) {
        const e = st.effect;
        if (!e.rules) continue;
        const each = 'eachPlayer' in e.affects;
        if (!each && !('you' in e.affects)) continue;
        for (const rule of e.rules)
          for (const q of [0, 1] as Seat[])
            if (each || q === o.controller)
              per[q].push({ rule, source: id, controller: o.controller, timestamp: o.timestamp });
      }
    }
    for (const list of per) list.sort((a, c) => a.timestamp - c.timestamp);
    all = per;
    byBoard.set(b, all);
  }
  return all[p].length ? all[p] : EMPTY;
}

/** The flags of one id over player `p`. */
export function playerFlagsOf<Id extends RuleFlag['id']>(
  b: Board,
  p: Seat,
  id: Id,
): Array<PlayerFlag & { rule: Extract<RuleFlag, { id: Id }> }> {
  const out: Array<PlayerFlag & { rule: Extract<RuleFlag, { id: Id }> }> = [];
  for (const f of playerFlags(b, p))
    if (f.rule.id === id) out.push(f as PlayerFlag & { rule: Extract<RuleFlag, { id: Id }> });
  return out;
}
