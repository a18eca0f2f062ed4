/**
 * Terminal drawing of a view (`arbiter play mtg`): turn and step, each
 * player's life, library, hand, graveyard and pool, the battlefield by
 * controller (tapped, P/T, damage, counters, attachments, keywords), the
 * stack, combat and the pending decision.
 */

import type { MtgView } from './view.ts';
import { keywordWords } from './vocabulary/keywords/index.ts';
import { decisionWords, STEP_WORDS } from './words.ts';

export function renderView(v: MtgView, viewer: number | null): string {
  const lines: string[] = [];
  const byId = new Map(v.battlefield.map((p) => [p.id, p]));
  lines.push(
    `Turn ${v.turn} · ${STEP_WORDS[v.step]} · active: seat ${v.active + 1} · priority: seat ${v.priority + 1}`,
  );
  for (const seat of [1 - (viewer ?? 0), viewer ?? 0]) {
    const p = v.players[seat];
    const pool = Object.entries(p.pool)
      .filter(([, n]) => n > 0)
      .map(([c, n]) => `${c}${n > 1 ? `×${n}` : ''}`)
      .join(' ');
    lines.push('');
    lines.push(
      `Seat ${seat + 1}${seat === viewer ? ' (you)' : ''}: life ${p.life} · library ${p.library} · hand ${Array.isArray(p.hand) ? p.hand.length : p.hand} · graveyard ${p.graveyard.length}${pool ? ` · pool ${pool}` : ''}`,
    );
    const mine = v.battlefield.filter((x) => x.controller === seat && x.attachedTo === null);
    for (const perm of mine) {
      const creature = perm.types.includes('creature');
      const bits = [
        perm.tapped ? '(tapped)' : '',
        creature ? `${perm.power}/${perm.toughness}` : '',
        perm.damage ? `${perm.damage} damage` : '',
        Object.entries(perm.counters)
          .map(([k, n]) => `${n} ${k} counter${n === 1 ? '' : 's'}`)
          .join(', '),
        perm.keywords.map(keywordWords).join(', '),
        creature && perm.sick ? 'summoning sick' : '',
      ].filter(Boolean);
      lines.push(`  [${perm.id}] ${perm.name}${bits.length ? ` — ${bits.join(' · ')}` : ''}`);
      for (const att of v.battlefield.filter((x) => x.attachedTo === perm.id))
        lines.push(
          `      + [${att.id}] ${att.name}${att.controller !== seat ? ` (seat ${att.controller + 1})` : ''}`,
        );
    }
    if (Array.isArray(p.hand) && p.hand.length)
      lines.push(`  hand: ${p.hand.map((c) => `[${c.id}] ${c.name}`).join(', ')}`);
    if (p.graveyard.length) lines.push(`  graveyard: ${p.graveyard.map((c) => c.name).join(', ')}`);
  }
  if (v.exile.length) lines.push(`\nExile: ${v.exile.map((c) => c.name).join(', ')}`);
  if (v.stack.length) {
    lines.push('\nStack (top first):');
    for (const item of [...v.stack].reverse()) lines.push(`  ${item.text} — seat ${item.controller + 1}`);
  }
  if (v.combat?.attackers.length) {
    lines.push('\nCombat:');
    for (const a of v.combat.attackers) {
      const blockers = Object.entries(v.combat.blocks)
        .filter(([, at]) => at === a)
        .map(([b]) => byId.get(Number(b))?.name ?? b);
      lines.push(
        `  ${byId.get(a)?.name ?? a} attacks${blockers.length ? `, blocked by ${blockers.join(', ')}` : ''}`,
      );
    }
  }
  if (v.pending) lines.push(`\nDecision (seat ${v.pending.player + 1}): ${decisionWords(v.pending, viewer)}`);
  if (v.winner !== null) lines.push(`\nSeat ${v.winner + 1} wins.`);
  else if (v.draw) lines.push('\nDraw.');
  return lines.join('\n');
}
