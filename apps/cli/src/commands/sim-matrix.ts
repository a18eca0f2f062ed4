/**
 * `arbiter sim GAME --matrix d1,d2,...`: a deck-versus-deck win-rate matrix
 * for games whose options name each seat's deck (`deck1`, `deck2`). Every
 * pair plays both seat orders (N games each); a cell is the row deck's win
 * rate against the column deck with its 95% Wilson interval (draws count as
 * not won).
 */
import { type Interval, wilson } from '@arbiter/core';
import { type BatchOptions, runBatch } from '@arbiter/sim';
import { usageError } from '../cli-error.ts';

export interface MatrixCell {
  row: string;
  column: string;
  games: number;
  wins: number;
  draws: number;
  winRate: Interval;
}

export interface MatrixReport {
  game: string;
  decks: string[];
  gamesPerOrder: number;
  agents: string[];
  cells: MatrixCell[];
}

export function parseDeckList(list: string): string[] {
  const decks = list
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  if (decks.length < 2) throw usageError('--matrix needs at least two decks, comma-separated');
  if (new Set(decks).size !== decks.length) throw usageError('--matrix names a deck twice');
  return decks;
}

/** `decks` name the decks in the report; `values` (default: the names) are the options that play them. */
export async function runMatrix(
  batch: BatchOptions,
  decks: string[],
  values: readonly unknown[] = decks,
): Promise<MatrixReport> {
  const results = new Map<string, { wins: number[]; draws: number; games: number }>();
  for (let i = 0; i < decks.length; i++)
    for (let j = 0; j < decks.length; j++) {
      if (i === j) continue;
      const options = { ...(batch.options as Record<string, unknown>), deck1: values[i], deck2: values[j] };
      const r = await runBatch({ ...batch, options });
      results.set(`${i},${j}`, { wins: r.wins, draws: r.draws, games: r.games });
    }
  const cells: MatrixCell[] = [];
  for (let i = 0; i < decks.length; i++)
    for (let j = 0; j < decks.length; j++) {
      if (i === j) continue;
      const asFirst = results.get(`${i},${j}`);
      const asSecond = results.get(`${j},${i}`);
      if (!asFirst || !asSecond) continue;
      const games = asFirst.games + asSecond.games;
      const wins = asFirst.wins[0] + asSecond.wins[1];
      cells.push({
        row: decks[i],
        column: decks[j],
        games,
        wins,
        draws: asFirst.draws + asSecond.draws,
        winRate: wilson(wins, games),
      });
    }
  return { game: batch.game.id, decks, gamesPerOrder: batch.games, agents: batch.agents, cells };
}

const pct = (x: number) => x.toFixed(2);

export function matrixText(m: MatrixReport): string {
  const cell = (r: string, c: string) => {
    if (r === c) return '—';
    const x = m.cells.find((k) => k.row === r && k.column === c);
    return x ? `${pct(x.winRate.rate)} [${pct(x.winRate.low)},${pct(x.winRate.high)}]` : '?';
  };
  const width = Math.max(18, ...m.decks.map((d) => d.length + 2));
  const pad = (s: string) => s.padEnd(width);
  const lines = [
    `${m.game} deck matrix: ${m.gamesPerOrder} games per pairing and seat order, agents ${m.agents.join(',')}`,
    "each cell: the row deck's win rate against the column deck [95% interval]",
    pad('') + m.decks.map(pad).join(''),
    ...m.decks.map((r) => pad(r) + m.decks.map((c) => pad(cell(r, c))).join('')),
  ];
  // With many decks the table is wide: each deck against the whole field, best first, reads at a glance.
  const field = m.decks
    .map((d) => {
      const row = m.cells.filter((k) => k.row === d);
      const games = row.reduce((n, k) => n + k.games, 0);
      return {
        deck: d,
        games,
        rate: wilson(
          row.reduce((n, k) => n + k.wins, 0),
          games,
        ),
      };
    })
    .sort((a, b) => b.rate.rate - a.rate.rate || a.deck.localeCompare(b.deck));
  lines.push(
    '',
    'against the field (every other deck, both seat orders):',
    ...field.map(
      (f) =>
        `${pad(f.deck)}${pct(f.rate.rate)} [${pct(f.rate.low)},${pct(f.rate.high)}] over ${f.games} games`,
    ),
  );
  return `${lines.join('\n')}\n`;
}
