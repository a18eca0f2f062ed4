/**
 * The deck builder: the game's card pool, searchable by name, type, cost
 * and text, each card with its text in words; the deck with counts, checked
 * live by the server against the game's rules (every problem with its
 * reason); import and export in the game's text format; decks saved in this
 * browser and shared by link.
 */
import type { DeckCheck, LabGameInfo } from '@arbiter/server/lab';
import { useEffect, useState } from 'react';
import { energyName } from '../../boards/pocket/cards.ts';
import { labApi } from '../api.ts';
import { deleteDeck, type SavedDeck, saveDeck, savedDecks, shareLink } from '../storage.ts';
import { FoundCount, PoolSearch, usePoolSearch } from './PoolSearch.tsx';
import type { BuiltDeck, Pool } from './pools.tsx';

const SHOWN = 60;

/** The deck a text describes, once the server has read it (unknown lines left out). */
export function deckFromCheck(check: DeckCheck): BuiltDeck {
  return {
    cards: check.cards.map((c) => ({ ...c })),
    ...(check.energy ? { energy: [...check.energy] } : {}),
  };
}

function Problems({ check, title }: { check: DeckCheck | null; title: string }) {
  if (!check) return <p className="muted small">Checking…</p>;
  const notes = (check.notes ?? []).map((n) => (
    <p key={n} className="muted small lab-deck-note">
      {n}
    </p>
  ));
  if (check.ok) {
    return (
      <>
        <p className="lab-ok" data-deck-ok="true">
          ✓ {title}: legal ({check.size} cards)
        </p>
        {notes}
      </>
    );
  }
  return (
    <div className="lab-problems" role="alert" data-problems={check.problems.length}>
      <strong>
        {title}: {check.problems.length} problem{check.problems.length === 1 ? '' : 's'}
      </strong>
      <ul>
        {check.problems.map((p) => (
          <li key={`${p.line}:${p.reason}`} data-line={p.line ?? ''}>
            {p.line ? `line ${p.line}: ` : ''}
            {p.reason}
          </li>
        ))}
      </ul>
      {notes}
    </div>
  );
}

export function DeckBuilder({
  info,
  pool,
  deck,
  onDeck,
  onCheck,
}: {
  info: LabGameInfo;
  pool: Pool;
  deck: SavedDeck;
  onDeck: (deck: SavedDeck, built?: BuiltDeck) => void;
  /** Told whether the deck is legal each time the server has checked it. */
  onCheck?: (ok: boolean) => void;
}) {
  const game = info.id;
  const [built, setBuilt] = useState<BuiltDeck>({ cards: [] });
  const [check, setCheck] = useState<DeckCheck | null>(null);
  const search = usePoolSearch(pool);
  const [focus, setFocus] = useState<string | null>(null);
  const [importText, setImportText] = useState('');
  const [importCheck, setImportCheck] = useState<DeckCheck | null>(null);
  const [saved, setSaved] = useState(() => savedDecks(game));
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The deck's text is what is kept; the structured deck comes from the server's reading of it.
  useEffect(() => {
    let gone = false;
    setCheck(null);
    const t = setTimeout(() => {
      labApi.checkDeck(game, deck.text).then(
        (c) => {
          if (gone) return;
          setCheck(c);
          setBuilt(deckFromCheck(c));
          setError(null);
          onCheck?.(c.ok);
        },
        (e: unknown) => !gone && setError(e instanceof Error ? e.message : String(e)),
      );
    }, 150);
    return () => {
      gone = true;
      clearTimeout(t);
    };
  }, [game, deck.text, onCheck]);

  const change = (next: BuiltDeck) => {
    setBuilt(next);
    onDeck({ ...deck, text: pool.format(next) }, next);
  };
  const add = (id: string, by: number) => {
    const cards = built.cards.map((c) => ({ ...c }));
    const at = cards.findIndex((c) => c.id === id);
    if (at < 0 && by > 0) cards.push({ id, count: by });
    else if (at >= 0) {
      cards[at].count += by;
      if (cards[at].count <= 0) cards.splice(at, 1);
    }
    change({ ...built, cards });
  };

  const found = search.found;
  const inDeck = new Map(built.cards.map((c) => [c.id, c.count]));
  const name = (id: string) => pool.cards.find((c) => c.id === id)?.name ?? id;

  const doImport = async () => {
    try {
      const c = await labApi.checkDeck(game, importText);
      setImportCheck(c);
      const next = deckFromCheck(c);
      setBuilt(next);
      onDeck({ ...deck, text: c.ok ? importText : pool.format(next) }, next);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <div className="lab-builder">
      <section className="panel lab-pool" aria-label="Card pool">
        <h3>Card pool</h3>
        <PoolSearch pool={pool} q={search.q} onChange={search.setQ} label="Search cards" />
        <FoundCount found={found} shown={SHOWN} />
        <ul className="lab-pool-list">
          {found.slice(0, SHOWN).map((c) => (
            <li key={c.id} className={focus === c.id ? 'focused' : ''} data-pool-card={c.id}>
              <button
                type="button"
                className="small-button"
                aria-label={`add ${c.name} (${c.id})`}
                onClick={() => add(c.id, 1)}
              >
                +
              </button>
              {inDeck.has(c.id) && <span className="lab-in-deck">×{inDeck.get(c.id)}</span>}
              <div className="lab-pool-face">{pool.face(c.id)}</div>
            </li>
          ))}
        </ul>
      </section>

      <section className="panel lab-deck" aria-label="Deck">
        <div className="lab-deck-head">
          <h3>Deck</h3>
          <input
            aria-label="Deck name"
            value={deck.name}
            onChange={(e) => onDeck({ ...deck, name: e.target.value })}
          />
        </div>
        {info.deck?.energy && (
          <fieldset className="lab-energy">
            <legend className="small">Energy Zone</legend>
            {info.deck.energy.map((e) => (
              <label key={e.code} className="small">
                <input
                  type="checkbox"
                  aria-label={`Energy ${e.name}`}
                  checked={built.energy?.includes(e.code) ?? false}
                  onChange={(ev) => {
                    const now = built.energy ?? [];
                    const energy = ev.target.checked ? [...now, e.code] : now.filter((x) => x !== e.code);
                    change({ ...built, energy });
                  }}
                />{' '}
                {energyName[e.code] ?? e.name}
              </label>
            ))}
          </fieldset>
        )}
        <ul className="lab-deck-list">
          {built.cards.map((c) => (
            <li key={c.id} data-deck-card={c.id} data-count={c.count}>
              <button
                type="button"
                className="small-button"
                aria-label={`remove one ${name(c.id)}`}
                onClick={() => add(c.id, -1)}
              >
                −
              </button>
              <button
                type="button"
                className="small-button"
                aria-label={`add one ${name(c.id)}`}
                onClick={() => add(c.id, 1)}
              >
                +
              </button>
              <span className="lab-count">{c.count}×</span>{' '}
              <button
                type="button"
                className="lab-card-name"
                onMouseEnter={() => setFocus(c.id)}
                onFocus={() => setFocus(c.id)}
                onClick={() => setFocus(c.id)}
              >
                {name(c.id)}
              </button>
            </li>
          ))}
        </ul>
        {built.cards.length === 0 && (
          <p className="muted small">Add cards from the pool, load a preset, or import a list.</p>
        )}
        <Problems check={check} title="This deck" />
        {error && <p className="error">{error}</p>}
        <div className="row-buttons">
          <select
            aria-label="Load a preset"
            value=""
            onChange={(e) => {
              const p = info.deck?.presets.find((x) => x.id === e.target.value);
              if (!p) return;
              const next: BuiltDeck = {
                cards: p.cards.map((c) => ({ ...c })),
                ...(p.energy ? { energy: [...p.energy] } : {}),
              };
              setBuilt(next);
              onDeck({ name: p.label, text: pool.format(next) }, next);
            }}
          >
            <option value="">Load a preset…</option>
            {info.deck?.presets.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={() => change({ cards: [], ...(built.energy ? { energy: [] } : {}) })}
          >
            Clear
          </button>
        </div>
        {focus && <div className="lab-focus">{pool.face(focus)}</div>}
      </section>

      <section className="panel lab-text" aria-label="Import and export">
        <h3>Import and export</h3>
        <p className="muted small">{info.deck?.format}</p>
        <label className="small" htmlFor="lab-export">
          This deck as text
        </label>
        <textarea id="lab-export" readOnly rows={8} value={deck.text} aria-label="Deck text" />
        <label className="small" htmlFor="lab-import">
          Paste a deck list to import
        </label>
        <textarea
          id="lab-import"
          rows={6}
          value={importText}
          aria-label="Deck list to import"
          onChange={(e) => {
            setImportText(e.target.value);
            setImportCheck(null);
          }}
        />
        <div className="row-buttons">
          <button type="button" onClick={doImport} disabled={importText.trim() === ''}>
            Import
          </button>
        </div>
        {importCheck && <Problems check={importCheck} title="The imported list" />}
        <h4>Saved in this browser</h4>
        <div className="row-buttons">
          <button
            type="button"
            onClick={() => setSaved(saveDeck(game, { name: deck.name.trim() || 'my deck', text: deck.text }))}
          >
            Save “{deck.name.trim() || 'my deck'}”
          </button>
          <button type="button" onClick={() => setLink(shareLink(game, 'deck', deck))}>
            Share link
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
        <ul className="lab-saved">
          {saved.map((d) => (
            <li key={d.name}>
              <button type="button" className="small-button" onClick={() => onDeck({ ...d })}>
                Open
              </button>{' '}
              <button
                type="button"
                className="small-button"
                onClick={() => setSaved(deleteDeck(game, d.name))}
              >
                Delete
              </button>{' '}
              {d.name}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export type { SavedDeck };
