/** Terminal drawing of a view, for `arbiter play dice-duel` (in the game's words: no engine ids). */
import type { PlayerId } from '@arbiter/core';
import { statusWords } from './rules/status-kinds/index.ts';
import type { DuelView, FighterView } from './view.ts';
import { cardText } from './words/card-text.ts';
import { boardEntryWords } from './words/phrases.ts';

const PIPS = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

function bar(f: FighterView): string {
  const width = 20;
  const filled = Math.round((f.hp / f.maxHp) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${f.hp}/${f.maxHp}`;
}

function statuses(f: FighterView): string {
  const parts = Object.entries(f.statuses).map(([s, n]) => {
    const free = f.spendable[s] ?? 0;
    return free < n ? `${statusWords(s)} ×${n} (${n - free} locked)` : `${statusWords(s)} ×${n}`;
  });
  return parts.length ? parts.join(', ') : 'no statuses';
}

export function renderView(view: DuelView, viewer: PlayerId | null): string {
  const lines: string[] = [];
  lines.push(`Round ${view.round} · turn ${view.turn} · ${view.fighters[view.active].name} attacks`);
  for (const f of view.fighters) {
    const you = viewer === f.seat ? ' (you)' : '';
    const card =
      f.defense === 'v2' ? 'defense card v2' : f.fellBackToV1 ? 'defense v1 (fell back)' : 'defense board v1';
    lines.push(`  ${f.name}${you}: ${bar(f)}  ${statuses(f)}  · ${card}`);
  }
  if (view.phase === 'offense') {
    const dice = view.offense.dice.map((d, i) => `${i + 1}:${d}${PIPS[d] ?? ''}`).join('  ');
    lines.push(`  Dice (roll ${view.offense.attempt}/3): ${dice}`);
    const abilities = view.offense.abilities.map(
      (a) => `${a.label} ${a.damage}${a.ultimate ? ' (ultimate)' : ''}`,
    );
    lines.push(`  Abilities shown: ${abilities.length ? abilities.join(', ') : 'none'}`);
  }
  if (view.phase === 'react' && view.pending) {
    const p = view.pending;
    const d = p.defense;
    lines.push(`  Incoming: ${p.label} for ${p.raw}. Defense ${d.version} rolled ${d.diceAfter.join(' ')}`);
    const defender = view.fighters[d.defender];
    const rules = d.version === 'v2' && defender.card ? cardText(defender.card).rules : [];
    for (const hit of d.rulesHit) {
      const rule = rules.find((r) => r.id === hit.ruleId);
      const name = rule
        ? `${rule.name}: ${rule.text}`
        : d.v1Combo
          ? boardEntryWords(hit.label, d.v1Combo)
          : hit.label;
      lines.push(`    ✓ ${name} ×${hit.matchCount}`);
    }
    lines.push(`    block ${d.block}, flat ${d.flat}, prevent-half ${d.preventHalf}, reflect ${d.reflect}`);
  }
  const last = view.lastAttack;
  if (last) {
    const c = last.checkpoints;
    lines.push(
      `  Last hit: ${last.label} raw ${c.raw} → flat ${c.afterFlat} → prevent ${c.afterPrevent} → block ${c.afterBlock} = ${c.final}` +
        (last.reflected ? `, reflected ${last.reflected}` : '') +
        (last.negatedByEvasive ? ' (evaded)' : ''),
    );
  }
  if (view.result) {
    const r = view.result;
    lines.push(
      r.winner === null ? `  Draw: ${r.reason}` : `  ${view.fighters[r.winner].name} wins: ${r.reason}`,
    );
  }
  return lines.join('\n');
}
