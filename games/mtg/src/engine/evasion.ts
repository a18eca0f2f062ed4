/**
 * The attack and block restrictions Sixth Edition brings (CR 508.1c,
 * 509.1b), read when a declaration is made: keywords that restrict their
 * blockers (landwalk, fear: each keyword module's `mayBeBlockedBy`) and the
 * rule flags "can't attack", "can't block", "can't be blocked (by / except
 * by …)" and "can attack as though it didn't have defender". Flying and
 * defender stay where phase 1 reads them (declarations.ts).
 */
import type { RuleFlag } from '../cards/rules-block.ts';
import { BLOCK_RESTRICTING_KEYWORDS } from '../vocabulary/keywords/index.ts';
import type { Board, Derived } from './derived.ts';
import { matches } from './filter.ts';
import type { MtgState } from './state.ts';
import { opponent } from './state.ts';
import { fire } from './triggers.ts';

type Flag<Id extends RuleFlag['id']> = Extract<RuleFlag, { id: Id }>;

/** Whether `d` (not defender-barred, untapped, not sick: canAttack read those) may attack this combat. */
export function mayAttack(board: Board, d: Derived): boolean {
  for (const f of d.flags) {
    if (f.id !== 'cant_attack') continue;
    const unless = (f as Flag<'cant_attack'>).unlessDefendingControls;
    if (!unless || !defendingControls(board, opponent(board.state.active), unless, d)) return false;
  }
  return true;
}

function defendingControls(
  board: Board,
  def: number,
  f: NonNullable<Flag<'cant_attack'>['unlessDefendingControls']>,
  d: Derived,
): boolean {
  for (const x of board.byId.values())
    if (x.controller === def && matches(board, x, f, d.controller, d.id)) return true;
  return false;
}

/** Whether `blocker` may block `attacker` as far as these restrictions go. */
export function mayBlock(board: Board, blocker: Derived, attacker: Derived): boolean {
  for (const f of blocker.flags) {
    if (f.id !== 'cant_block') continue;
    const only = (f as Flag<'cant_block'>).attackers;
    if (!only || matches(board, attacker, only, blocker.controller, blocker.id)) return false;
  }
  for (const f of attacker.flags) {
    if (f.id !== 'cant_be_blocked') continue;
    const { by, exceptBy } = f as Flag<'cant_be_blocked'>;
    if (by ? matches(board, blocker, by, attacker.controller, attacker.id) : !exceptBy) return false;
    if (exceptBy && !matches(board, blocker, exceptBy, attacker.controller, attacker.id)) return false;
  }
  for (const [k, may] of BLOCK_RESTRICTING_KEYWORDS)
    if (attacker.keywords.has(k) && !may(board, attacker, blocker)) return false;
  return true;
}

/**
 * After blockers are declared: each blocked attacker "becomes blocked" once
 * (CR 509.1h, 509.3d), and each block is told from both sides (a creature
 * blocking or blocked by another, CR 509.3c).
 */
export function fireBecomesBlocked(s: MtgState): void {
  const c = s.combat!;
  for (const aid of c.blocked) fire(s, { type: 'BECOMES_BLOCKED', object: aid });
  for (const k of Object.keys(c.blocks)) {
    const blocker = Number(k);
    fire(s, { type: 'IN_BLOCK_WITH', object: c.blocks[k], with: blocker });
    fire(s, { type: 'IN_BLOCK_WITH', object: blocker, with: c.blocks[k] });
  }
}
