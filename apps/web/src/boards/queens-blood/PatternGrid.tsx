/**
 * A card's 5×5 placement pattern: its own tile in the centre, pawn tiles,
 * effect tiles and tiles that are both, drawn as the given side plays it
 * (seat 1 mirrored). `data-grid` holds the rows as drawn, for tests.
 */
import { CELL_WORDS, gridFor } from './cards.ts';

const CELL_CLASS: Record<string, string> = {
  W: 'cell-self',
  P: 'cell-pawn',
  E: 'cell-effect',
  X: 'cell-both',
  '.': 'cell-empty',
};

export function PatternGrid({
  grid,
  side,
  size = 'mini',
}: {
  grid: string[];
  side: number;
  size?: 'mini' | 'full';
}) {
  const rows = gridFor(grid, side);
  const counts = { P: 0, E: 0, X: 0 };
  for (const row of rows) for (const cell of row) if (cell in counts) counts[cell as 'P' | 'E' | 'X']++;
  const tiles = (n: number, kind: string) => `${n} ${kind} tile${n === 1 ? '' : 's'}`;
  const label = `placement pattern: ${tiles(counts.P + counts.X, 'pawn')}, ${tiles(counts.E + counts.X, 'effect')}`;
  return (
    <span
      className={`qb-pattern qb-pattern-${size}`}
      role="img"
      aria-label={label}
      data-grid={rows.join('/')}
    >
      {rows.flatMap((row, r) =>
        [...row].map((cell, c) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed 5×5 grid; the position is the identity
            key={`${r}-${c}`}
            className={`qb-cell ${CELL_CLASS[cell] ?? 'cell-empty'}`}
            title={size === 'full' ? CELL_WORDS[cell] : undefined}
          />
        )),
      )}
    </span>
  );
}

/** The legend under a full-size pattern. */
export function PatternLegend() {
  return (
    <span className="qb-legend small">
      <span>
        <span className="qb-cell cell-self" /> this card
      </span>
      <span>
        <span className="qb-cell cell-pawn" /> pawn
      </span>
      <span>
        <span className="qb-cell cell-effect" /> effect
      </span>
      <span>
        <span className="qb-cell cell-both" /> both
      </span>
    </span>
  );
}
