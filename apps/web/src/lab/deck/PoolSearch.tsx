/**
 * The search over a game's card pool, shared by the deck builder and the
 * variant editor's card picker: words found in the name, type or text, a
 * type, a cost; the count found, of which only the first few are drawn (a
 * pool of thousands of cards is searched, not listed).
 */
import { useMemo, useState } from 'react';
import { type Pool, type PoolCard, searchPool, typeChoices } from './pools.tsx';

export interface PoolQuery {
  query: string;
  type: string;
  cost: string;
}

export const NO_QUERY: PoolQuery = { query: '', type: '', cost: '' };

/** The search's state and the cards it finds. */
export function usePoolSearch(pool: Pool | null, initial: PoolQuery = NO_QUERY) {
  const [q, setQ] = useState(initial);
  const found = useMemo(() => (pool ? searchPool(pool, q.query, q.type, q.cost) : []), [pool, q]);
  return { q, setQ, found };
}

export function PoolSearch({
  pool,
  q,
  onChange,
  label,
}: {
  pool: Pool;
  q: PoolQuery;
  onChange: (q: PoolQuery) => void;
  /** The text field's accessible name ("Search cards", "Find in Cards"). */
  label: string;
}) {
  const types = useMemo(() => typeChoices(pool), [pool]);
  return (
    <div className="lab-search">
      <input
        aria-label={label}
        className="lab-search-text"
        placeholder="name, type or text…"
        value={q.query}
        onChange={(e) => onChange({ ...q, query: e.target.value })}
      />
      <select aria-label="Type" value={q.type} onChange={(e) => onChange({ ...q, type: e.target.value })}>
        <option value="">any type</option>
        {types.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
      <label className="small">
        {pool.costLabel}{' '}
        <input
          aria-label={pool.costLabel}
          className="lab-cost"
          type="number"
          min={0}
          value={q.cost}
          onChange={(e) => onChange({ ...q, cost: e.target.value })}
        />
      </label>
    </div>
  );
}

/** "312 cards; the first 60 shown". */
export function FoundCount({ found, shown }: { found: readonly PoolCard[] | number; shown: number }) {
  const n = typeof found === 'number' ? found : found.length;
  return (
    <p className="muted small" data-found={n}>
      {n} card{n === 1 ? '' : 's'}
      {n > shown ? `; the first ${shown} shown` : ''}
    </p>
  );
}
