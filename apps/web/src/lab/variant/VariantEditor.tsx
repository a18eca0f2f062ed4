/**
 * Changing the game: pick an entry of the game's data (a hero, a card, an
 * effect), edit a copy through a form made from the game's schema, and see
 * it checked as `arbiter validate` checks data (each problem under the
 * field it names). The changes are the variant: a delta over the shipped
 * data, named, saved in this browser, shared by link, and played by runs.
 */
import type { LabChange, LabEntityList, LabGameInfo, VariantCheck } from '@arbiter/server/lab';
import { useEffect, useMemo, useState } from 'react';
import { labApi } from '../api.ts';
import { FoundCount, type PoolQuery, PoolSearch, usePoolSearch } from '../deck/PoolSearch.tsx';
import { type Pool, type PoolCard, poolFor } from '../deck/pools.tsx';
import { deleteVariant, type SavedVariant, savedVariants, saveVariant, shareLink } from '../storage.ts';
import { diffChanges, formatJsonPath, type Path, pathWords, under, withChanges } from './paths.ts';
import { type JsonSchema, SchemaField } from './SchemaForm.tsx';

export interface SweepTarget {
  file: string;
  path: Path;
  label: string;
}

function entryPath(list: LabEntityList, at: string | number): Path {
  return [...list.path, at];
}

function describeChange(info: LabGameInfo, c: LabChange): string {
  for (const list of info.entities) {
    if (list.file !== c.file) continue;
    for (const e of list.entries) {
      const base = entryPath(list, e.at);
      if (under(c.path, base)) {
        const rest = c.path.slice(base.length);
        return `${e.name} › ${rest.length ? pathWords(rest) : '(all of it)'} = ${JSON.stringify(c.value)}`;
      }
    }
  }
  return `${c.file} ${pathWords(c.path)} = ${JSON.stringify(c.value)}`;
}

/** Entries drawn at once: a pool of thousands is searched, not listed. */
const SHOWN = 100;

/** Whether a list is the game's card pool (its entries are the pool's cards), so the pool's search applies. */
function inPool(list: LabEntityList, pool: Pool): boolean {
  const ids = poolIds(pool);
  return list.entries.length > 0 && list.entries.every((e) => ids.has(e.id));
}

const idsOfPool = new WeakMap<Pool, Set<string>>();
function poolIds(pool: Pool): Set<string> {
  let ids = idsOfPool.get(pool);
  if (!ids) {
    ids = new Set(pool.cards.map((c) => c.id));
    idsOfPool.set(pool, ids);
  }
  return ids;
}

type Entry = LabEntityList['entries'][number];

/**
 * The entries a search finds: for the card pool, the deck builder's search
 * (name, type, text, cost) in the pool's order; for other lists (heroes,
 * effects), every word of the query in the entry's name or id.
 */
function pickable(list: LabEntityList, pool: Pool | null, q: PoolQuery, found: readonly PoolCard[]): Entry[] {
  if (pool && inPool(list, pool)) {
    const byId = new Map(list.entries.map((e) => [e.id, e]));
    return found.flatMap((c) => byId.get(c.id) ?? []);
  }
  const words = q.query.toLowerCase().split(/\s+/).filter(Boolean);
  return list.entries.filter((e) => {
    const hay = `${e.id} ${e.name}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

export function VariantEditor({
  info,
  variant,
  onVariant,
  onSweep,
}: {
  info: LabGameInfo;
  variant: SavedVariant;
  onVariant: (v: SavedVariant) => void;
  onSweep: (target: SweepTarget) => void;
}) {
  const game = info.id;
  const [listIndex, setListIndex] = useState(0);
  const [selected, setSelected] = useState<string | number | null>(null);
  const pool = useMemo(() => poolFor(game), [game]);
  const search = usePoolSearch(pool);
  const [check, setCheck] = useState<VariantCheck | null>(null);
  const [saved, setSaved] = useState(() => savedVariants(game));
  const [link, setLink] = useState<string | null>(null);
  const list = info.entities[listIndex];
  const entry = list?.entries.find((e) => e.at === selected) ?? null;

  useEffect(() => {
    let gone = false;
    if (variant.changes.length === 0) {
      setCheck({ ok: true, errors: [], warnings: [] });
      return;
    }
    setCheck(null);
    const t = setTimeout(() => {
      labApi.checkVariant(game, variant.changes).then(
        (c) => !gone && setCheck(c),
        (e: unknown) =>
          !gone &&
          setCheck({
            ok: false,
            errors: [{ file: '', path: '', reason: e instanceof Error ? e.message : String(e) }],
            warnings: [],
          }),
      );
    }, 200);
    return () => {
      gone = true;
      clearTimeout(t);
    };
  }, [game, variant.changes]);

  const errors = useMemo(() => {
    const m = new Map<string, string[]>();
    for (const e of check?.errors ?? []) m.set(e.path, [...(m.get(e.path) ?? []), e.reason]);
    return m;
  }, [check]);

  if (info.entities.length === 0) {
    return (
      <div className="panel">
        <p>{info.name}'s data cannot be changed in the Lab yet: the game offers no data documents.</p>
      </div>
    );
  }

  const base = entry ? entryPath(list, entry.at) : [];
  const edited = entry ? withChanges(list.file, base, entry.value, variant.changes) : null;
  const changedPaths = new Set(
    variant.changes.filter((c) => c.file === list?.file).map((c) => formatJsonPath(c.path)),
  );
  const setEdited = (value: unknown) => {
    if (!entry) return;
    const others = variant.changes.filter((c) => c.file !== list.file || !under(c.path, base));
    onVariant({
      ...variant,
      base: info.dataFingerprint,
      changes: [...others, ...diffChanges(list.file, base, entry.value, value)],
    });
  };
  const found = pickable(list, pool, search.q, search.found);
  const shown = found.slice(0, SHOWN);
  const otherErrors = (check?.errors ?? []).filter(
    (e) => !entry || e.file !== list.file || !e.path.startsWith(formatJsonPath(base)),
  );

  return (
    <div className="lab-variant">
      <section className="panel lab-entities" aria-label="Data to change">
        <div className="row-buttons">
          {info.entities.map((l, i) => (
            <button
              key={l.label}
              type="button"
              className={i === listIndex ? 'primary' : ''}
              onClick={() => {
                setListIndex(i);
                setSelected(null);
              }}
            >
              {l.label}
            </button>
          ))}
        </div>
        {pool && inPool(list, pool) ? (
          <PoolSearch pool={pool} q={search.q} onChange={search.setQ} label={`Find in ${list.label}`} />
        ) : (
          <input
            aria-label={`Find in ${list.label}`}
            placeholder="find…"
            value={search.q.query}
            onChange={(e) => search.setQ({ ...search.q, query: e.target.value })}
          />
        )}
        <FoundCount found={found.length} shown={SHOWN} />
        <ul className="lab-entity-list">
          {shown.map((e) => {
            const changed = variant.changes.some(
              (c) => c.file === list.file && under(c.path, entryPath(list, e.at)),
            );
            return (
              <li key={String(e.at)}>
                <button
                  type="button"
                  className={`lab-entity${e.at === selected ? ' selected' : ''}${changed ? ' lab-changed' : ''}`}
                  onClick={() => setSelected(e.at)}
                >
                  {e.name}
                  {e.name !== e.id && <span className="muted small"> {e.id}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="panel lab-form" aria-label="Edit">
        {entry ? (
          <>
            <h3>
              {entry.name} <span className="muted small">{list.file}</span>
            </h3>
            <SchemaField
              schema={list.schema as JsonSchema}
              value={edited}
              path={[]}
              label={entry.name}
              ctx={{
                base,
                errors,
                changed: changedPaths,
                onSweep: (path, label) =>
                  onSweep({ file: list.file, path, label: `${entry.name} › ${label}` }),
              }}
              onChange={setEdited}
            />
          </>
        ) : (
          <p className="muted">Pick an entry to edit a copy of it.</p>
        )}
      </section>

      <section className="panel lab-changes" aria-label="Variant">
        <h3>Variant</h3>
        <input
          aria-label="Variant name"
          value={variant.name}
          onChange={(e) => onVariant({ ...variant, name: e.target.value })}
        />
        {variant.changes.length === 0 ? (
          <p className="muted small">No changes: this is the shipped data.</p>
        ) : (
          <ul className="lab-change-list">
            {variant.changes.map((c) => (
              <li key={formatJsonPath(c.path)} data-change={formatJsonPath(c.path)}>
                {describeChange(info, c)}{' '}
                <button
                  type="button"
                  className="small-button"
                  aria-label={`undo ${pathWords(c.path)}`}
                  onClick={() => onVariant({ ...variant, changes: variant.changes.filter((x) => x !== c) })}
                >
                  undo
                </button>
              </li>
            ))}
          </ul>
        )}
        {check === null ? (
          <p className="muted small">Checking…</p>
        ) : check.ok ? (
          <p className="lab-ok" data-variant-ok="true">
            ✓ valid data
          </p>
        ) : (
          <div className="lab-problems" role="alert" data-problems={check.errors.length}>
            <strong>
              {check.errors.length} problem{check.errors.length === 1 ? '' : 's'} (as{' '}
              <code>arbiter validate</code> reports them)
            </strong>
            <ul>
              {(entry ? otherErrors : check.errors).map((e) => (
                <li key={`${e.file}${e.path}${e.reason}`}>
                  {e.file} {e.path}: {e.reason}
                </li>
              ))}
              {entry && otherErrors.length < check.errors.length && (
                <li>…and under the fields of {entry.name}</li>
              )}
            </ul>
          </div>
        )}
        <div className="row-buttons">
          <button
            type="button"
            disabled={variant.changes.length === 0}
            onClick={() =>
              setSaved(saveVariant(game, { ...variant, name: variant.name.trim() || 'my variant' }))
            }
          >
            Save variant
          </button>
          <button
            type="button"
            disabled={variant.changes.length === 0}
            onClick={() => setLink(shareLink(game, 'variant', variant))}
          >
            Share link
          </button>
          <button
            type="button"
            disabled={variant.changes.length === 0}
            onClick={() => onVariant({ ...variant, changes: [] })}
          >
            Back to the shipped data
          </button>
        </div>
        {link && (
          <input
            className="lab-link"
            aria-label="Share link"
            readOnly
            value={link}
            onFocus={(e) => e.target.select()}
          />
        )}
        {saved.length > 0 && <h4>Saved in this browser</h4>}
        <ul className="lab-saved">
          {saved.map((v) => (
            <li key={v.name}>
              <button type="button" className="small-button" onClick={() => onVariant({ ...v })}>
                Open
              </button>{' '}
              <button
                type="button"
                className="small-button"
                onClick={() => setSaved(deleteVariant(game, v.name))}
              >
                Delete
              </button>{' '}
              {v.name}{' '}
              <span className="muted small">
                ({v.changes.length} change{v.changes.length === 1 ? '' : 's'})
              </span>
              {v.base && info.dataFingerprint && v.base !== info.dataFingerprint && (
                <span className="error small"> made against other data</span>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
