/**
 * The board for a game that has none of its own: its view as a readable
 * outline (objects as labelled rows, short arrays inline).
 */
import type { BoardProps } from './types.ts';

function isScalar(v: unknown): boolean {
  return v === null || typeof v !== 'object';
}

function Scalar({ value }: { value: unknown }) {
  if (value === null) return <span className="muted">—</span>;
  if (typeof value === 'boolean') return <span>{value ? 'yes' : 'no'}</span>;
  return <span>{String(value)}</span>;
}

export function Outline({ value, depth = 0 }: { value: unknown; depth?: number }) {
  if (isScalar(value)) return <Scalar value={value} />;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="muted">none</span>;
    if (value.every(isScalar))
      return <span>{value.map((v) => (v === null ? '—' : String(v))).join(' · ')}</span>;
    return (
      <ol className="outline-list">
        {value.map((v, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: positions are the identity of view array items
          <li key={i}>
            <Outline value={v} depth={depth + 1} />
          </li>
        ))}
      </ol>
    );
  }
  const entries = Object.entries(value as Record<string, unknown>);
  return (
    <dl className={depth === 0 ? 'outline outline-top' : 'outline'}>
      {entries.map(([k, v]) => (
        <div key={k} className="outline-row">
          <dt>{k}</dt>
          <dd>
            <Outline value={v} depth={depth + 1} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function GenericBoard({ view }: BoardProps) {
  return (
    <div className="panel board generic-board">
      <h3>Position</h3>
      <Outline value={view} />
    </div>
  );
}
