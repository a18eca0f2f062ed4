/** A tournament report as text: standings by rating, then the pairwise score table. */
import type { TournamentReport } from '@arbiter/agents';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const signed = (x: number) => `${x >= 0 ? '+' : ''}${Math.round(x)}`;

function pad(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return rows
    .map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '))
    .join('\n');
}

export function tournamentText(r: TournamentReport): string {
  const decks = r.decks ? `, decks ${r.decks.join(', ')}` : '';
  const head = `${r.game}: ${r.agents.length} agents, ${r.gamesPerPairing} games per pairing (both seat orders${decks}), seeds from ${r.seed}; ${r.games} games`;
  const order = [...r.standings].sort((a, b) => b.elo - a.elo);
  const timed = r.standings.some((s) => s.msPerDecision !== null);
  const standings = pad([
    ['agent', 'Elo', '95% interval', 'score', 'W-L-D', ...(timed ? ['ms/decision', 'max ms'] : [])],
    ...order.map((s) => [
      s.agent,
      signed(s.elo),
      `[${signed(s.low)}, ${signed(s.high)}]`,
      `${pct(s.score.rate)} [${pct(s.score.low)}, ${pct(s.score.high)}]`,
      `${s.wins}-${s.losses}-${s.draws}`,
      ...(timed ? [(s.msPerDecision ?? 0).toFixed(1), (s.maxMsPerDecision ?? 0).toFixed(0)] : []),
    ]),
  ]);
  const score = (a: string, b: string): string => {
    if (a === b) return '-';
    const p = r.pairs.find((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a));
    if (!p || p.games === 0) return '';
    return pct(p.a === a ? p.scoreA.rate : 1 - p.scoreA.rate);
  };
  const matrix = pad([
    ['row vs column', ...order.map((s) => s.agent)],
    ...order.map((s) => [s.agent, ...order.map((o) => score(s.agent, o.agent))]),
  ]);
  return `${head}\n\n${standings}\n\nRatings: Bradley-Terry on the Elo scale, ${r.anchor} at 0, 95% bootstrap intervals. Score: wins + half the draws, 95% Wilson interval.\n\nScore of the row agent against the column agent:\n${matrix}\n`;
}
